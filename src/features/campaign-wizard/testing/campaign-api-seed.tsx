import { useState, type ReactNode } from 'react';
import { api } from '../../../api/enhanced-api';
import type { Campaign } from '../../../api/generated/api';
import { useAppDispatch } from '../../../app/hooks';
import { campaignDefaults, typeExposureList } from './campaign-wizard.fixtures';

/** Puts a saved campaign, the defaults and the type exposure in the RTK Query cache, so the connected wizard renders without a server. */
export function CampaignApiSeed({ campaign, children }: { campaign: Campaign; children: ReactNode }) {
  const dispatch = useAppDispatch();
  useState(() =>
    dispatch(
      api.util.upsertQueryEntries([
        { endpointName: 'getCampaign', arg: { id: campaign.id }, value: campaign },
        { endpointName: 'getCampaignDefaults', arg: undefined, value: campaignDefaults() },
        { endpointName: 'getCampaignTypeExposure', arg: undefined, value: typeExposureList() },
      ]),
    ),
  );
  return <>{children}</>;
}

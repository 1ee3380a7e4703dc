import { useState, type ReactNode } from 'react';
import { api } from '../../api/enhanced-api';
import type { ActiveCampaign } from '../../api/generated/api';
import { useAppDispatch } from '../../app/hooks';
import { sampleActivePlacements } from './submit-content.fixtures';

/** Stories: puts the influencer's active campaigns (and the first one's placements) in the cache, as if the server had answered. */
export function ActiveCampaignsSeed({ campaigns, children }: { campaigns: ActiveCampaign[]; children: ReactNode }) {
  const dispatch = useAppDispatch();
  useState(() => dispatch(api.util.upsertQueryEntries([
    { endpointName: 'listActiveCampaigns', arg: { pageSize: 100, status: 'active' }, value: { count: campaigns.length, next: null, previous: null, results: campaigns } },
    ...campaigns.map((campaign) => ({ endpointName: 'listActiveCampaignPlacements' as const, arg: { id: campaign.id }, value: sampleActivePlacements })),
  ])));
  return <>{children}</>;
}

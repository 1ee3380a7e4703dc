import { useState, type ReactNode } from 'react';
import { api, type InfluencerProfile, type PaymentInfo } from '../../../api/enhanced-api';
import { useAppDispatch } from '../../../app/hooks';

/**
 * Puts the caller's influencer profile and payout details in the RTK Query cache before the children render, as if
 * the server had answered, so connected setup screens render in stories without a network.
 */
export function InfluencerApiSeed({ profile, payment, children }: { profile: InfluencerProfile; payment: PaymentInfo; children: ReactNode }) {
  const dispatch = useAppDispatch();
  useState(() =>
    dispatch(
      api.util.upsertQueryEntries([
        { endpointName: 'getMyInfluencerProfile', arg: undefined, value: profile },
        { endpointName: 'getPaymentInfo', arg: undefined, value: payment },
      ]),
    ),
  );
  return <>{children}</>;
}

import { useState, type ReactNode } from 'react';
import { api, type InfluencerProfile, type MyRates, type PaymentInfo } from '../../../api/enhanced-api';
import { useAppDispatch } from '../../../app/hooks';
import { noRates } from './influencer-profile.fixtures';

/**
 * Puts the caller's influencer profile, payout details and rates in the RTK Query cache before the children render, as if
 * the server had answered, so connected setup screens render in stories without a network.
 */
export function InfluencerApiSeed({ profile, payment, rates = noRates, children }: {
  profile: InfluencerProfile;
  payment: PaymentInfo;
  rates?: MyRates;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  useState(() =>
    dispatch(
      api.util.upsertQueryEntries([
        { endpointName: 'getMyInfluencerProfile', arg: undefined, value: profile },
        { endpointName: 'getPaymentInfo', arg: undefined, value: payment },
        { endpointName: 'getMyRates', arg: undefined, value: rates },
      ]),
    ),
  );
  return <>{children}</>;
}

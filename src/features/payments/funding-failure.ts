import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { paymentTexts } from '../../domain/payments/payment.texts';
import { mutationErrorText } from '../mutation-errors/mutation-error-text';

/** Where a refused POST brands/{id}/funding-orders/ is shown: under the amount, or in the dialog above its buttons. */
export interface FundingFailure {
  amount?: string;
  form?: string;
}

const fallbackByStatus: Record<number, string> = {
  403: paymentTexts.notPermitted,
  409: paymentTexts.campaignClosed,
  502: paymentTexts.providerUnavailable,
};

/**
 * 400 `errors.amount` goes under the field; `errors.campaign_id` and the server's own words for 403 (not an admin),
 * 409 (campaign closed) and 502 (provider unreachable) go into the dialog; anything else as SPEC §8 maps it.
 */
export function fundingFailure(error: FetchBaseQueryError | SerializedError | undefined): FundingFailure {
  const status = error && 'status' in error ? error.status : undefined;
  const data = (error && 'data' in error ? error.data : undefined) as { detail?: unknown; errors?: Record<string, string[]> } | undefined;
  const amount = data?.errors?.amount?.[0];
  if (status === 400 && amount) return { amount };
  const campaign = data?.errors?.campaign_id?.[0];
  if (status === 400 && campaign) return { form: campaign };
  if (typeof status === 'number' && status in fallbackByStatus) {
    return { form: typeof data?.detail === 'string' && data.detail.trim() ? data.detail : fallbackByStatus[status] };
  }
  return { form: mutationErrorText(error) };
}

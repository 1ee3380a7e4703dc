import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useGetMyRatesQuery, useReplaceMyRatesMutation } from '../../api/enhanced-api';
import { notify } from '../../components/toast/notify';
import { apiFieldOrFormErrors, formErrorKey } from '../account-settings/api-field-errors';
import { ratesTexts as t } from './rates-card.texts';
import { RatesCardView } from './rates-card.view';
import type { RatesFormValues, RatesSubmitResult } from './rates-form.view';

/** The server's field names as they are (`rates.0.amount`), which are the form's own; the first message of each. */
function serverFieldErrors(error: unknown): Record<string, string> {
  const errors = ((error as FetchBaseQueryError | undefined)?.data as { errors?: Record<string, string[]> } | undefined)?.errors;
  return errors ? Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? ''])) : {};
}

/**
 * The creator's rates and availability on /profile (influencers/me/rates/): a save replaces the whole set, the card
 * refetches through its tag, refusals are shown in the dialog under their fields.
 */
export function RatesCard() {
  const query = useGetMyRatesQuery();
  const [replace] = useReplaceMyRatesMutation();
  const status = query.isLoading ? 'loading' : query.isError && !query.data ? 'error' : 'ready';

  async function save(values: RatesFormValues): Promise<RatesSubmitResult> {
    const result = await replace({ myRatesUpdate: { availability: values.availability, rates: values.rates.map((rate) => ({ ...rate, amount: rate.amount.trim() })) } });
    if ('error' in result && result.error) {
      const fields = serverFieldErrors(result.error);
      if (Object.keys(fields).length) return { fields };
      return { form: apiFieldOrFormErrors(result.error)[formErrorKey] };
    }
    notify.success(t.saved);
  }

  return <RatesCardView status={status} data={query.data} onRetry={() => void query.refetch()} onSave={save} />;
}

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetMyTaxDetailsQuery, useUpdateMyTaxDetailsMutation } from '../../api/enhanced-api';
import { notify } from '../../components/toast/notify';
import { apiFieldOrFormErrors, formErrorKey } from '../account-settings/api-field-errors';
import { TaxDetailsCardView } from './tax-details-card.view';
import type { TaxDetailsFormValues } from './tax-details-form.schema';
import type { TaxSubmitResult } from './tax-details-form.view';
import { taxDetailsAnchor, taxTexts } from './tax-texts';

/** The influencer's PAN and GSTIN on /settings (influencers/me/tax-details/); server field errors land under their fields. */
export function TaxDetailsCard() {
  const query = useGetMyTaxDetailsQuery();
  const [update] = useUpdateMyTaxDetailsMutation();
  const status = query.isLoading ? 'loading' : query.isError ? 'error' : 'ready';
  const { hash } = useLocation();

  // /earnings links to /settings#tax-details; the page renders after its chunk and data, so the browser's own jump
  // to the fragment has nothing to land on yet (as for /profile#connected-accounts).
  useEffect(() => {
    if (hash === `#${taxDetailsAnchor}` && status !== 'loading') document.getElementById(taxDetailsAnchor)?.scrollIntoView?.({ block: 'start' });
  }, [hash, status]);

  async function save(values: TaxDetailsFormValues): Promise<TaxSubmitResult> {
    const gstinTyped = values.gstin.trim();
    // An empty GSTIN is sent as null: the PUT replaces what is on file, so this removes a GSTIN given before.
    const result = await update({ taxDetailsUpdate: { pan: values.pan.trim(), gstin: gstinTyped === '' ? null : gstinTyped } });
    if ('error' in result && result.error) {
      const { [formErrorKey]: form, pan, gstin, ...others } = apiFieldOrFormErrors(result.error);
      // A message for a field the form does not have still has to be seen: it goes above the buttons.
      return { fields: { pan, gstin }, form: form ?? Object.values(others)[0] };
    }
    notify.success(taxTexts.saved);
  }

  return <TaxDetailsCardView status={status} details={query.data} onRetry={() => void query.refetch()} onSave={save} />;
}

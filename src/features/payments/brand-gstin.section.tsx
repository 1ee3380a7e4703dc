import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useGetBrandTaxDetailsQuery, useUpdateBrandTaxDetailsMutation } from '../../api/generated/api';
import { notify } from '../../components/toast/notify';
import { brandTaxTexts as t } from '../../domain/payments/tax-invoice.texts';
import { mutationErrorText } from '../mutation-errors/mutation-error-text';
import { BrandGstinView } from './brand-gstin.view';

/** What a refused save says: the server's message under the field for 400, its detail for 403, SPEC §8's texts else. */
export function gstinRefusal(error: unknown): { field?: string; form?: string } {
  const failure = error as FetchBaseQueryError;
  const data = failure.data as { errors?: Record<string, string[]>; detail?: unknown } | undefined;
  if (failure.status === 400 && data?.errors?.gstin?.[0]) return { field: data.errors.gstin[0] };
  if (failure.status === 403 && typeof data?.detail === 'string') return { form: data.detail };
  return { form: mutationErrorText(failure) };
}

/** GET and PUT brands/{id}/tax-details/: the brand's GSTIN for its invoices (saving needs payments.approve). */
export function BrandGstinSection({ brandId, canEdit }: { brandId: string; canEdit: boolean }) {
  const details = useGetBrandTaxDetailsQuery({ id: brandId });
  const [update, updating] = useUpdateBrandTaxDetailsMutation();
  const status = details.isLoading ? 'loading' : details.data ? 'ready' : 'error';
  const save = async (gstin: string | null) => {
    const result = await update({ id: brandId, brandTaxDetailsUpdate: { gstin } });
    if ('error' in result) return gstinRefusal(result.error);
    notify.success(gstin ? t.saved : t.removed);
    return undefined;
  };
  return (
    <BrandGstinView status={status} details={details.data} canEdit={canEdit} saving={updating.isLoading} onRetry={() => void details.refetch()}
      onSave={(gstin) => save(gstin)}
      onRemove={() => {
        void save(null).then((refused) => {
          if (refused) notify.error(refused.field ?? refused.form ?? t.loadFailed);
        });
      }} />
  );
}

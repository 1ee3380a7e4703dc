import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  useAddBrandPaymentMethodMutation,
  useListBrandPaymentMethodsQuery,
  useRemoveBrandPaymentMethodMutation,
  useUpdateBrandPaymentMethodMutation,
} from '../../api/generated/api';
import { notify } from '../../components/toast/notify';
import { paymentMethodTexts as t } from '../../domain/payments/payment-method.texts';
import { mutationErrorText } from '../mutation-errors/mutation-error-text';
import { paymentMethodInput } from '../../domain/payments/payment-method-fields';
import type { PaymentMethodFormValues } from './payment-method-form.types';
import type { PaymentMethodSubmitResult } from './payment-method-dialog.view';
import { PaymentMethodsView } from './payment-methods.view';

/** A refusal's text: the server's detail for 403 (why), SPEC §8's texts for the rest. */
const refusal = (error: unknown) => {
  const failure = error as FetchBaseQueryError;
  const detail = (failure.data as { detail?: unknown } | undefined)?.detail;
  return failure.status === 403 && typeof detail === 'string' ? detail : mutationErrorText(failure);
};

/** The add call's failure: 400 messages under their fields ('details.ifsc_code'), anything else for the whole form. */
export function addFailure(error: unknown): Exclude<PaymentMethodSubmitResult, void> {
  const data = (error as FetchBaseQueryError).data as { errors?: Record<string, string[]> } | undefined;
  if ((error as FetchBaseQueryError).status === 400 && data?.errors) {
    return { fields: Object.fromEntries(Object.entries(data.errors).map(([field, messages]) => [field, messages[0] ?? ''])) };
  }
  return { form: refusal(error) };
}

/**
 * The "Payment methods" section of /payments: GET brands/{id}/payment-methods/ and its POST, PATCH (make default) and
 * DELETE. They share the generated 'Payments' tag, so every change refetches the list. Their failures are shown where
 * the person acted (silent-mutations.ts), not as a second toast.
 */
export function PaymentMethodsSection({ brandId }: { brandId: string }) {
  const methods = useListBrandPaymentMethodsQuery({ id: brandId });
  const [addMethod] = useAddBrandPaymentMethodMutation();
  const [updateMethod] = useUpdateBrandPaymentMethodMutation();
  const [removeMethod] = useRemoveBrandPaymentMethodMutation();

  const onAdd = async (values: PaymentMethodFormValues): Promise<PaymentMethodSubmitResult> => {
    const result = await addMethod({ id: brandId, paymentMethodCreate: paymentMethodInput(values) });
    if ('error' in result && result.error) return addFailure(result.error);
    notify.success(t.added(result.data.summary));
  };
  const onSetDefault = async (method: { id: string; summary: string }) => {
    const result = await updateMethod({ id: brandId, methodId: method.id, paymentMethodUpdate: { is_default: true } });
    if ('error' in result && result.error) return refusal(result.error);
    notify.success(t.defaultSet(method.summary));
    return undefined;
  };
  const onRemove = async (method: { id: string; summary: string }) => {
    const result = await removeMethod({ id: brandId, methodId: method.id });
    if ('error' in result && result.error) {
      if ((result.error as FetchBaseQueryError).status === 404) void methods.refetch();
      return refusal(result.error);
    }
    notify.success(t.removed(method.summary));
    return undefined;
  };

  const status = methods.isLoading || (methods.isFetching && !methods.data) ? 'loading' : methods.isError || !methods.data ? 'error' : 'ready';
  return (
    <PaymentMethodsView status={status} methods={methods.data?.results} canManage={methods.data?.can_manage ?? false}
      onRetry={() => void methods.refetch()} onAdd={onAdd} onSetDefault={onSetDefault} onRemove={onRemove} />
  );
}

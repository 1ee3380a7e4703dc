import { useUpdateBankDetailsMutation, useUpdateUpiMutation } from '../../api/enhanced-api';
import { notify } from '../../components/toast/notify';
import { apiFieldOrFormErrors, formErrorKey } from '../account-settings/api-field-errors';
import type { PayoutFormValues } from './payout-form.schema';
import { PayoutMethodFormView, type PayoutSubmitResult } from './payout-method-form.view';
import { payoutTexts } from './payout-texts';

export interface PayoutMethodFormProps {
  onSaved?: () => void;
  onCancel?: () => void;
  submitLabel?: string;
  onDirtyChange?: (dirty: boolean) => void;
  /** The method the form opens on (the saved one when changing details); UPI otherwise. */
  defaultMethod?: PayoutFormValues['method'];
}

/** The payout form wired to update_upi/ or update_bank_details/; server field errors land under their fields. */
export function PayoutMethodForm({ onSaved, defaultMethod, ...props }: PayoutMethodFormProps) {
  const [updateUpi] = useUpdateUpiMutation();
  const [updateBank] = useUpdateBankDetailsMutation();

  async function save(values: PayoutFormValues): Promise<PayoutSubmitResult> {
    const call =
      values.method === 'upi'
        ? updateUpi({ updateUpiBody: { upi_id: values.upi_id } })
        : updateBank({
            updateBankDetailsBody: {
              account_number: values.account_number,
              account_holder_name: values.account_holder_name,
              bank_name: values.bank_name,
              ifsc_code: values.ifsc_code,
              account_type: values.account_type,
            },
          });
    const result = await call;
    if ('error' in result && result.error) {
      const { [formErrorKey]: form, ...fields } = apiFieldOrFormErrors(result.error);
      return { form, fields: Object.fromEntries(Object.entries(fields).map(([key, message]) => [snake(key), message])) };
    }
    notify.success(payoutTexts.saved);
    onSaved?.();
  }

  return <PayoutMethodFormView {...props} defaultValues={defaultMethod ? { method: defaultMethod } : undefined} onSubmit={save} />;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formModes, textFieldProps } from '../auth/components/form-field-props';
import { RefusalAlert } from '../mutation-errors/refusal-alert.component';
import { emptyPayoutForm, payoutFormSchema, type PayoutFormValues } from './payout-form.schema';
import { payoutTexts as t } from './payout-texts';

/** What a submit can answer: nothing (saved), field messages from the server, or a message for the whole form. */
export type PayoutSubmitResult = void | { fields?: Partial<Record<keyof PayoutFormValues, string>>; form?: string };

export interface PayoutMethodFormViewProps {
  defaultValues?: Partial<PayoutFormValues>;
  onSubmit: (values: PayoutFormValues) => Promise<PayoutSubmitResult>;
  onCancel?: () => void;
  submitLabel?: string;
  /** SPEC §4 "Payment method form": the dirty flag, for a parent that wants it (e.g. to warn before closing). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** UPI or bank transfer, validated by the shared payout rules on submit, then on change (SPEC §5). */
export function PayoutMethodFormView({ defaultValues, onSubmit, onCancel, submitLabel = t.save, onDirtyChange }: PayoutMethodFormViewProps) {
  const form = useForm<PayoutFormValues>({
    resolver: yupResolver(payoutFormSchema),
    defaultValues: { ...emptyPayoutForm, ...defaultValues },
    ...formModes,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const method = form.watch('method');
  const { isDirty, isSubmitting } = form.formState;
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await onSubmit(values);
    if (!result) return form.reset(values);
    for (const [field, message] of Object.entries(result.fields ?? {})) {
      form.setError(field as keyof PayoutFormValues, { message }, { shouldFocus: true });
    }
    if (result.form) setFailure(result.form);
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t.dialogTitle}>
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={field.value}
            onChange={(_event, value: PayoutFormValues['method'] | null) => value && field.onChange(value)}
            aria-label={t.methodLabel}
          >
            <ToggleButton value="upi">{t.upi}</ToggleButton>
            <ToggleButton value="bank_transfer">{t.bankTransfer}</ToggleButton>
          </ToggleButtonGroup>
        )}
      />
      {method === 'upi' ? (
        <TextField label={t.upiId} autoComplete="off" required {...fieldProps(form, 'upi_id', t.upiHelp)} />
      ) : (
        <>
          <TextField label={t.holder} autoComplete="name" required {...fieldProps(form, 'account_holder_name')} />
          <TextField label={t.accountNumber} inputMode="numeric" autoComplete="off" required {...fieldProps(form, 'account_number')} />
          <TextField label={t.confirmAccountNumber} inputMode="numeric" autoComplete="off" required {...fieldProps(form, 'confirm_account_number')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={t.bankName} required {...fieldProps(form, 'bank_name')} />
            <TextField label={t.ifsc} required {...fieldProps(form, 'ifsc_code', t.ifscHelp)} slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }} />
          </Stack>
          <Controller
            control={form.control}
            name="account_type"
            render={({ field, fieldState }) => (
              <TextField select label={t.accountType} {...field} error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
                <MenuItem value="savings">{t.savings}</MenuItem>
                <MenuItem value="current">{t.current}</MenuItem>
              </TextField>
            )}
          />
        </>
      )}
      {/* Beside the Save button, not above the bank fields where a phone would not show it (issue 13). */}
      <RefusalAlert message={failure} />
      <Stack direction="row" useFlexGap spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}>
        {isDirty ? (
          <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto' }}>
            {t.unsaved}
          </Typography>
        ) : null}
        {onCancel ? (
          <Button onClick={onCancel} disabled={isSubmitting}>
            {t.cancel}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" loading={isSubmitting} sx={{ whiteSpace: 'nowrap' }}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

function fieldProps(form: ReturnType<typeof useForm<PayoutFormValues>>, name: keyof PayoutFormValues, help?: string) {
  const { inputRef, helperText, ...rest } = textFieldProps(form, name);
  return { ...rest, inputRef, helperText: helperText ?? help, fullWidth: true };
}

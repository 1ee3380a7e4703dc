import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { paymentMethodFieldsOf } from '../../domain/payments/payment-method-fields';
import {
  paymentMethodFieldLabels as labels,
  paymentMethodTexts as t,
  paymentMethodTypeLabels,
  paymentMethodTypes,
  type PaymentMethodField,
  type PaymentMethodType,
} from '../../domain/payments/payment-method.texts';
import { formModes, textFieldProps } from '../auth/components/form-field-props';
import { RefusalAlert } from '../mutation-errors/refusal-alert.component';
import { paymentMethodResolver } from './payment-method-form.schema';
import { emptyPaymentMethodForm, type PaymentMethodFormValues } from './payment-method-form.types';

/** What a submit answers: nothing (added), server messages per API field ('details.ifsc_code'), or one for the form. */
export type PaymentMethodSubmitResult = void | { fields?: Record<string, string>; form?: string };

export interface PaymentMethodDialogViewProps {
  open: boolean;
  /** The brand has no method yet: this one becomes the default (said in the dialog). */
  first?: boolean;
  onClose: () => void;
  onSubmit: (values: PaymentMethodFormValues) => Promise<PaymentMethodSubmitResult>;
  /** SPEC §4 "Payment method form": the dirty flag, for a parent that wants it. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Stories and tests: the form opens with these values (and is then dirty). */
  initialValues?: Partial<PaymentMethodFormValues>;
}

const hints: Partial<Record<PaymentMethodField, string>> = { ifsc_code: t.ifscHelp, upi_id: t.upiHelp, stripe_account_id: t.stripeHelp };
const inputProps: Partial<Record<PaymentMethodField, object>> = {
  account_number: { inputMode: 'numeric' },
  ifsc_code: { style: { textTransform: 'uppercase' } },
  swift_code: { style: { textTransform: 'uppercase' } },
  paypal_email: { inputMode: 'email' },
};
const required = (type: PaymentMethodType, field: PaymentMethodField) => !(type === 'bank' && field === 'swift_code') && field !== 'upi_provider';

/**
 * Add a payment method (SPEC §3, §4): a type and that type's fields, checked by the shared rules on submit and then on
 * change (SPEC §5). The dirty flag is set on edit and cleared by Reset; closing the dialog resets the form, so the
 * next opening starts empty. Server messages land under their fields.
 */
export function PaymentMethodDialogView({ open, first, onClose, onSubmit, onDirtyChange, initialValues }: PaymentMethodDialogViewProps) {
  const titleId = useId();
  const form = useForm<PaymentMethodFormValues>({ resolver: paymentMethodResolver, defaultValues: emptyPaymentMethodForm(), ...formModes });
  const [failure, setFailure] = useState<string | null>(null);
  const { isDirty, isSubmitting } = form.formState;
  const type = form.watch('type');

  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(() => {
    if (!initialValues) return;
    const empty = emptyPaymentMethodForm();
    form.setValue('type', initialValues.type ?? empty.type, { shouldDirty: true });
    for (const [field, value] of Object.entries(initialValues.details ?? {})) {
      form.setValue(`details.${field as PaymentMethodField}`, value, { shouldDirty: true });
    }
  }, [form, initialValues]);

  const reset = () => {
    form.reset(emptyPaymentMethodForm());
    setFailure(null);
  };
  const close = () => {
    if (isSubmitting) return;
    reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await onSubmit(values);
    if (!result) {
      reset();
      onClose();
      return;
    }
    for (const [field, message] of Object.entries(result.fields ?? {})) {
      const name = field === 'type' ? 'type' : field.startsWith('details.') ? (field as `details.${PaymentMethodField}`) : null;
      if (name) form.setError(name, { message }, { shouldFocus: true });
      else setFailure(message);
    }
    if (result.form) setFailure(result.form);
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t.dialogTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Controller
            control={form.control}
            name="type"
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)}>
                <FormLabel id={`${titleId}-type`}>{t.typeLabel}</FormLabel>
                <RadioGroup row aria-labelledby={`${titleId}-type`} name={field.name} value={field.value} sx={{ columnGap: 1 }}
                  onChange={(_event, value) => {
                    field.onChange(value);
                    form.clearErrors('details');
                  }}>
                  {paymentMethodTypes.map((option) => (
                    <FormControlLabel key={option} value={option} control={<Radio />} label={paymentMethodTypeLabels[option]} />
                  ))}
                </RadioGroup>
                {fieldState.error ? <Typography variant="caption" color="error">{fieldState.error.message}</Typography> : null}
              </FormControl>
            )}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            {paymentMethodFieldsOf[type].map((field) => {
              const props = textFieldProps(form, `details.${field}`);
              return (
                <TextField key={`${type}-${field}`} label={labels[field]} required={required(type, field)} autoComplete="off" fullWidth
                  {...props} helperText={props.helperText ?? hints[field]} slotProps={{ htmlInput: inputProps[field] ?? {} }}
                  sx={field === 'account_holder_name' || field === 'paypal_email' || field === 'stripe_account_id' || field === 'upi_id' ? { gridColumn: '1 / -1' } : undefined} />
              );
            })}
          </Box>
          {first ? <Alert severity="info" role="note">{t.firstBecomesDefault}</Alert> : null}
          {type === 'bank' || type === 'upi' ? <Typography variant="body2" color="text.secondary">{t.secretsNote}</Typography> : null}
          <RefusalAlert message={failure} />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {isDirty ? (
            <Typography variant="caption" color="text.secondary" role="status" sx={{ mr: 'auto', pl: 1 }}>{t.unsaved}</Typography>
          ) : null}
          <Button onClick={reset} disabled={!isDirty || isSubmitting}>{t.reset}</Button>
          <Button onClick={close} disabled={isSubmitting}>{t.cancel}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>{t.save}</Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { SelectOption } from '../../components/select-option/select-option.component';
import { lazyYupResolver } from '../../components/lazy-resolver/lazy-yup-resolver';
import { currencies, placementTypes } from '../../domain/constants';
import { availabilities, type Availability } from '../../domain/directory/directory.rules';
import type { PlacementType } from '../../domain/directory/rates.rules';
import { availabilityLabels } from '../../domain/directory/rates.texts';
import { formModes, textFieldProps } from '../auth/components/form-field-props';
import { RefusalAlert } from '../mutation-errors/refusal-alert.component';
import { placementLabel, ratesTexts as t } from './rates-card.texts';

export interface RateRowValues {
  placement_type: PlacementType | '';
  amount: string;
  currency: string;
}

/** The dialog's values: the API's field names, so a server message for `rates.1.amount` lands under that field. */
export interface RatesFormValues {
  availability: Availability;
  rates: RateRowValues[];
}

/** What a submit can answer: nothing (saved), server messages by field (`rates.0.amount`), or one for the whole form. */
export type RatesSubmitResult = void | { fields?: Record<string, string>; form?: string };

export interface RatesFormViewProps {
  defaultValues: RatesFormValues;
  onSubmit: (values: RatesFormValues) => Promise<RatesSubmitResult>;
  onCancel?: () => void;
}

// The shared rules (yup) load on the first submit, not with /profile (docs/performance.md).
const resolver = lazyYupResolver<RatesFormValues>(() =>
  import(/* webpackChunkName: "influencer-rates-rules" */ '../../domain/directory/rates.schema').then((m) => m.ratesSchema),
);

/**
 * Availability and one row per placement type priced (type, price, currency; add and remove rows), checked by the
 * shared rules on submit, then on change (SPEC §5). Saving replaces the whole set.
 */
export function RatesFormView({ defaultValues, onSubmit, onCancel }: RatesFormViewProps) {
  const form = useForm<RatesFormValues>({ resolver, defaultValues, ...formModes });
  const rows = useFieldArray({ control: form.control, name: 'rates' });
  const [failure, setFailure] = useState<string | null>(null);
  const { isDirty, isSubmitting, errors } = form.formState;
  const chosen = form.watch('rates').map((row) => row.placement_type);
  const unpriced = placementTypes.filter((type) => !chosen.includes(type));

  const addRow = () => {
    const last = form.getValues('rates').at(-1);
    // The next type not priced yet, in the same currency as the row above (most creators price in one currency).
    rows.append({ placement_type: unpriced[0] ?? '', amount: '', currency: last?.currency || 'INR' }, { shouldFocus: false });
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await onSubmit(values);
    if (!result) return form.reset(values);
    const fieldNames = new Set<string>(['availability', ...values.rates.flatMap((_row, index) => ['placement_type', 'amount', 'currency'].map((name) => `rates.${index}.${name}`))]);
    const elsewhere: string[] = [];
    for (const [field, message] of Object.entries(result.fields ?? {})) {
      if (!message) continue;
      if (fieldNames.has(field)) form.setError(field as FieldPath<RatesFormValues>, { message }, { shouldFocus: true });
      // A message for no field of the form (the list as a whole, a field it does not send) must still be seen.
      else elsewhere.push(message);
    }
    const shown = result.form ?? elsewhere[0];
    if (shown) setFailure(shown);
  });

  const listError = errors.rates?.root?.message ?? errors.rates?.message;

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t.dialogTitle} sx={{ pt: 1 }}>
      <Controller control={form.control} name="availability" render={({ field: { ref, ...field }, fieldState }) => (
        <TextField select fullWidth label={t.availability} inputRef={ref} {...field} disabled={isSubmitting}
          error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? t.availabilityHelp}>
          {availabilities.map((value) => <SelectOption key={value} value={value}>{availabilityLabels[value]}</SelectOption>)}
        </TextField>
      )} />
      <Typography variant="subtitle1" component="h3">{t.rates}</Typography>
      {rows.fields.length === 0 ? <Typography variant="body2" color="text.secondary">{t.noRatesInForm}</Typography> : null}
      {rows.fields.map((row, index) => {
        const path = `rates.${index}` as const;
        const current = chosen[index];
        // Each row offers its own type and the types no other row has taken.
        const offered = placementTypes.filter((type) => type === current || !chosen.includes(type));
        return (
          <Paper key={row.id} variant="outlined" component="fieldset" aria-label={t.rateRow(index + 1)} sx={{ p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0 }}>
            {/* The remove button sits on the row's title line, so the placement type keeps the row's whole width on a phone. */}
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography component="h4" variant="subtitle2">{t.rateRow(index + 1)}</Typography>
              <IconButton aria-label={t.removeRate(index + 1)} onClick={() => rows.remove(index)} disabled={isSubmitting} size="small">
                <DeleteOutlined />
              </IconButton>
            </Stack>
            <Stack spacing={2}>
              <Controller control={form.control} name={`${path}.placement_type`} render={({ field: { ref, ...field }, fieldState }) => (
                <TextField select fullWidth label={t.placementType} inputRef={ref} {...field} disabled={isSubmitting}
                  error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
                  {offered.map((type) => <SelectOption key={type} value={type}>{placementLabel(type)}</SelectOption>)}
                </TextField>
              )} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField label={t.amount} fullWidth disabled={isSubmitting} {...helped(textFieldProps(form, `${path}.amount`), t.amountHelp)}
                  slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }} />
                <Controller control={form.control} name={`${path}.currency`} render={({ field: { ref, ...field }, fieldState }) => (
                  <TextField select label={t.currency} inputRef={ref} {...field} disabled={isSubmitting}
                    error={Boolean(fieldState.error)} helperText={fieldState.error?.message} sx={{ minWidth: { sm: 120 } }}>
                    {currencies.map((currency) => <SelectOption key={currency} value={currency}>{currency}</SelectOption>)}
                  </TextField>
                )} />
              </Stack>
            </Stack>
          </Paper>
        );
      })}
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
      <div>
        <Button startIcon={<Add />} onClick={addRow} disabled={isSubmitting || unpriced.length === 0}>{t.addRate}</Button>
        {unpriced.length === 0 ? <Typography variant="body2" color="text.secondary">{t.allTypesPriced}</Typography> : null}
      </div>
      <RefusalAlert message={failure} />
      <Stack direction="row" useFlexGap spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}>
        {isDirty ? <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto' }}>{t.unsaved}</Typography> : null}
        {onCancel ? <Button onClick={onCancel} disabled={isSubmitting}>{t.cancel}</Button> : null}
        <Button type="submit" variant="contained" loading={isSubmitting}>{t.save}</Button>
      </Stack>
    </Stack>
  );
}

/** The field's message when it has one, else the hint. */
const helped = <P extends { helperText?: string }>(props: P, hint: string) => ({ ...props, helperText: props.helperText ?? hint });

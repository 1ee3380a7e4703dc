import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormCell, FormGrid } from '../../components/form-grid/form-grid.component';
import { useForm } from 'react-hook-form';
import { lazyYupResolver } from '../../components/lazy-resolver/lazy-yup-resolver';
import { formModes, textFieldProps } from '../auth/components/form-field-props';
import { useServerErrors } from '../brand-profile/use-server-errors.hook';
import { AudienceFields } from './audience-fields.component';
import { WizardActions, type StepFormProps } from './wizard-actions.component';
import { SelectField } from './wizard-fields.component';
import type { GeneralValues } from './wizard-form-values';
import { campaignLabelsOptions } from './wizard-options';
import { wizardStepTitles } from './wizard-steps';
import { wizardTexts as t } from './wizard-texts';

// The rules (yup) load on the first validation, not with the wizard (docs/performance.md).
const resolver = lazyYupResolver<GeneralValues>(() => import(/* webpackChunkName: "wizard-schemas" */ './wizard-schemas').then((m) => m.generalSchema));
const dateInput = { inputLabel: { shrink: true } } as const;

/** Step 1, Campaign Details: what the campaign is, when, for how much, and whom it should reach. */
export function GeneralStep({ defaultValues, onSubmit, saving, serverErrors }: StepFormProps<GeneralValues>) {
  const form = useForm<GeneralValues>({ resolver, defaultValues, ...formModes });
  useServerErrors(form, serverErrors);
  const busy = Boolean(saving) || form.formState.isSubmitting;
  const field = (name: Parameters<typeof textFieldProps<GeneralValues>>[1], label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} fullWidth disabled={busy} {...textFieldProps(form, name)} {...extra} />
  );
  const currency = form.watch('currency');

  return (
    <Stack component="form" noValidate spacing={3} aria-label={wizardStepTitles.general} onSubmit={form.handleSubmit(async (values) => onSubmit(values))}>
      <Typography variant="h6" component="h2">{t.basics}</Typography>
      <FormGrid>
        <FormCell span={12}>{field('name', t.name, { required: true })}</FormCell>
        <FormCell span={12}>
          {field('description', t.description, {
            required: true, multiline: true, minRows: 3,
            helperText: form.formState.errors.description?.message ?? t.descriptionHelp,
          })}
        </FormCell>
        <FormCell span={{ xs: 12, sm: 6 }}>
          <SelectField control={form.control} name="objective" label={t.objective} options={campaignLabelsOptions.objectives} required disabled={busy} />
        </FormCell>
        <FormCell span={{ xs: 6, sm: 3 }}>{field('start_date', t.startDate, { required: true, type: 'date', slotProps: dateInput })}</FormCell>
        <FormCell span={{ xs: 6, sm: 3 }}>{field('end_date', t.endDate, { required: true, type: 'date', slotProps: dateInput })}</FormCell>
        <FormCell span={{ xs: 8, sm: 6 }}>
          {field('budget', t.budget, {
            required: true,
            slotProps: { htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> } },
          })}
        </FormCell>
        <FormCell span={{ xs: 4, sm: 6 }}>
          <SelectField control={form.control} name="currency" label={t.currency} options={campaignLabelsOptions.currencies} required disabled={busy} />
        </FormCell>
      </FormGrid>
      <AudienceFields form={form} disabled={busy} />
      <WizardActions submitLabel={t.next.general} saving={busy} />
    </Stack>
  );
}

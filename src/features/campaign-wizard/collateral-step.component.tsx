import { yupResolver } from '@hookform/resolvers/yup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm, type Resolver } from 'react-hook-form';
import { formModes, textFieldProps } from '../auth/components/form-field-props';
import { useServerErrors } from '../brand-profile/use-server-errors.hook';
import { ChipsField } from './chips-field.component';
import { CollateralAssets, type CollateralAssetsProps } from './collateral-assets.component';
import { WizardActions, type StepFormProps } from './wizard-actions.component';
import type { CollateralValues } from './wizard-form-values';
import { collateralFormSchema } from './wizard-schemas';
import { wizardStepTitles } from './wizard-steps';
import { wizardTexts as t } from './wizard-texts';

export interface CollateralStepProps extends StepFormProps<CollateralValues>, Pick<CollateralAssetsProps, 'names' | 'upload'> {}

/** Step 3, Add Collateral: what creators should know and use. Everything here is optional. */
export function CollateralStep({ defaultValues, onSubmit, onBack, saving, serverErrors, names, upload }: CollateralStepProps) {
  const form = useForm<CollateralValues>({ resolver: yupResolver(collateralFormSchema) as unknown as Resolver<CollateralValues>, defaultValues, ...formModes });
  useServerErrors(form, serverErrors);
  const busy = Boolean(saving) || form.formState.isSubmitting;
  const chips = (name: 'talking_points' | 'dos' | 'donts' | 'links', label: string) => (
    <ChipsField control={form.control} name={name} label={label} disabled={busy} />
  );

  return (
    <Stack component="form" noValidate spacing={3} aria-label={wizardStepTitles.collateral} onSubmit={form.handleSubmit(async (values) => onSubmit(values))}>
      <Typography variant="h6" component="h2">{t.guidelines}</Typography>
      <TextField label={t.guidelines} fullWidth multiline minRows={4} disabled={busy} {...textFieldProps(form, 'guidelines')} />
      {chips('talking_points', t.talkingPoints)}
      {chips('dos', t.dos)}
      {chips('donts', t.donts)}
      {chips('links', t.links)}
      <CollateralAssets control={form.control} disabled={busy} names={names} upload={upload} />
      <WizardActions submitLabel={t.next.collateral} saving={busy} onBack={onBack ? () => onBack(form.getValues()) : undefined} />
    </Stack>
  );
}

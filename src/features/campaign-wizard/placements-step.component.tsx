import Add from '@mui/icons-material/Add';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { overBudgetMessage } from '../../domain/campaigns/campaign-money';
import { platformOf } from '../../domain/campaigns/campaign-options';
import { formModes } from '../auth/components/form-field-props';
import { useServerErrors } from '../brand-profile/use-server-errors.hook';
import { BudgetSummary } from './budget-summary.component';
import { formatCount, placementReach, type SuggestedRates, type TypeExposure } from './placement-estimates';
import { PlacementRow } from './placement-row.component';
import { WizardActions, type StepFormProps } from './wizard-actions.component';
import { CheckboxGroupField, firstMessage, SelectField } from './wizard-fields.component';
import { placementInputs, type PlacementsValues } from './wizard-form-values';
import { campaignLabelsOptions, placementTypesOf } from './wizard-options';
import { placementsSchema } from './wizard-schemas';
import { wizardStepTitles } from './wizard-steps';
import { wizardTexts as t } from './wizard-texts';

export interface PlacementsStepProps extends StepFormProps<PlacementsValues> {
  /** The saved budget and currency the total is held against. */
  budget: string | null | undefined;
  currency: string;
  rates: SuggestedRates;
  exposure: TypeExposure;
}

const pricingOptions = [['alacarte', t.alacarte], ['bundled', t.bundled]] as const;

/** Step 2, Select Platforms: platforms, then the placements bought on them, totalled against the budget. */
export function PlacementsStep({ defaultValues, onSubmit, onBack, saving, serverErrors, budget, currency, rates, exposure }: PlacementsStepProps) {
  const form = useForm<PlacementsValues>({ resolver: yupResolver(placementsSchema) as unknown as Resolver<PlacementsValues>, defaultValues, ...formModes });
  useServerErrors(form, serverErrors);
  const rows = useFieldArray({ control: form.control, name: 'placements' });
  const busy = Boolean(saving) || form.formState.isSubmitting;
  const values = form.watch();
  const types = placementTypesOf(values.platforms);
  const priced = placementInputs(values);
  const over = overBudgetMessage(priced, budget, currency);
  const reach = values.placements.reduce((sum, row) => sum + placementReach(row, exposure), 0);

  // Unticking a platform drops its placements, so the total never counts what will not be saved.
  const onPlatformsChange = (chosen: string[]) => {
    const drop = values.placements.flatMap((row, index) => (chosen.includes(platformOf(row.type)) ? [] : [index]));
    if (drop.length) rows.remove(drop);
  };
  const addRow = () => {
    const type = types[0];
    if (type) rows.append({ type, quantity: '1', pricing_type: 'fixed', rate: rates[type].fixed, view_cap: '' });
  };

  return (
    <Stack component="form" noValidate spacing={3} aria-label={wizardStepTitles['real-estate']}
      onSubmit={form.handleSubmit(async (valid) => (over ? undefined : onSubmit(valid)))}>
      <Typography variant="h6" component="h2">{t.platforms}</Typography>
      <CheckboxGroupField control={form.control} name="platforms" label={t.platforms} options={campaignLabelsOptions.platforms}
        disabled={busy} onToggle={onPlatformsChange} />
      <Typography variant="h6" component="h2">{t.placements}</Typography>
      <SelectField control={form.control} name="placement_pricing" label={t.placementPricing} options={pricingOptions} disabled={busy} />
      {rows.fields.length === 0 ? <Typography color="text.secondary">{t.noPlacements}</Typography> : null}
      {rows.fields.map((row, index) => (
        <PlacementRow key={row.id} form={form} index={index} types={types} rates={rates} exposure={exposure}
          onRemove={() => rows.remove(index)} disabled={busy} />
      ))}
      {form.formState.errors.placements?.root || form.formState.errors.placements?.message ? (
        <FormHelperText error>{firstMessage(form.formState.errors.placements.root) ?? form.formState.errors.placements.message}</FormHelperText>
      ) : null}
      <div>
        <Button startIcon={<Add />} onClick={addRow} disabled={busy || types.length === 0}>{t.addPlacement}</Button>
      </div>
      <BudgetSummary placements={priced} budget={budget} currency={currency} reach={formatCount(reach)} />
      <WizardActions submitLabel={t.next['real-estate']} saving={busy} onBack={onBack ? () => onBack(form.getValues()) : undefined} />
    </Stack>
  );
}

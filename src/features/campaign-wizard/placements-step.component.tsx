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
import { OldVideoPlacements } from './old-video-placements.component';
import { PlacementRow } from './placement-row.component';
import type { AddOldVideos } from './use-old-video-branding.hook';
import { WizardActions, type StepFormProps } from './wizard-actions.component';
import { CheckboxGroupField, firstMessage, SelectField } from './wizard-fields.component';
import { isOldVideoRow, placementInputs, type PlacementsValues } from './wizard-form-values';
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
  /** POST old-video-branding/ on the saved draft. */
  onAddOldVideos: AddOldVideos;
  /** Why existing videos cannot be added (the campaign is not a draft). */
  oldVideosBlocked?: string;
}

const pricingOptions = [['alacarte', t.alacarte], ['bundled', t.bundled]] as const;

/** Step 2, Select Platforms: platforms, then the placements bought on them, totalled against the budget. */
export function PlacementsStep({
  defaultValues, onSubmit, onBack, saving, serverErrors, budget, currency, rates, exposure, onAddOldVideos, oldVideosBlocked,
}: PlacementsStepProps) {
  const form = useForm<PlacementsValues>({ resolver: yupResolver(placementsSchema) as unknown as Resolver<PlacementsValues>, defaultValues, ...formModes });
  useServerErrors(form, serverErrors);
  const rows = useFieldArray({ control: form.control, name: 'placements' });
  const busy = Boolean(saving) || form.formState.isSubmitting;
  const values = form.watch();
  const types = placementTypesOf(values.platforms);
  const priced = placementInputs(values);
  const over = overBudgetMessage(priced, budget, currency);
  const reach = values.placements.reduce((sum, row) => sum + placementReach(row, exposure), 0);
  const oldVideoRows = values.placements.flatMap((row, index) => (isOldVideoRow(row) ? [{ index, row }] : []));
  // Old-video rows are listed in their own section; the others keep their index in the form.
  const regularRows = rows.fields.flatMap((field, index) => (isOldVideoRow(field) ? [] : [{ field, index }]));

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
      {regularRows.length === 0 && oldVideoRows.length === 0 ? <Typography color="text.secondary">{t.noPlacements}</Typography> : null}
      {regularRows.map(({ field, index }, shown) => (
        <PlacementRow key={field.id} form={form} index={index} number={shown + 1} types={types} rates={rates} exposure={exposure}
          onRemove={() => rows.remove(index)} disabled={busy} />
      ))}
      {form.formState.errors.placements?.root || form.formState.errors.placements?.message ? (
        <FormHelperText error>{firstMessage(form.formState.errors.placements.root) ?? form.formState.errors.placements.message}</FormHelperText>
      ) : null}
      <div>
        <Button startIcon={<Add />} onClick={addRow} disabled={busy || types.length === 0}>{t.addPlacement}</Button>
      </div>
      {values.platforms.includes('youtube') ? (
        <OldVideoPlacements rows={oldVideoRows} currency={currency} suggestedPrice={rates.yt_old_video_branding.fixed}
          onAdd={onAddOldVideos} onAdded={(added) => rows.append(added)} onRemove={(index) => rows.remove(index)}
          disabled={busy} blocked={oldVideosBlocked} />
      ) : null}
      <BudgetSummary placements={priced} budget={budget} currency={currency} reach={formatCount(reach)} />
      <WizardActions submitLabel={t.next['real-estate']} saving={busy} onBack={onBack ? () => onBack(form.getValues()) : undefined} />
    </Stack>
  );
}

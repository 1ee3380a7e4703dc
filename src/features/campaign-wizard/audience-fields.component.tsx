import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormCell, FormGrid } from '../../components/form-grid/form-grid.component';
import type { UseFormReturn } from 'react-hook-form';
import { categories, languages } from '../../domain/constants';
import { textFieldProps } from '../auth/components/form-field-props';
import { ChipsField } from './chips-field.component';
import { CheckboxGroupField } from './wizard-fields.component';
import type { GeneralValues } from './wizard-form-values';
import { campaignLabelsOptions } from './wizard-options';
import { wizardTexts as t } from './wizard-texts';

/** Targeting (categories, languages, locations) and the influencer criteria of Campaign Details. */
export function AudienceFields({ form, disabled }: { form: UseFormReturn<GeneralValues>; disabled: boolean }) {
  const number = (name: `influencer_criteria.${'min_followers' | 'max_followers' | 'min_engagement'}`, label: string, decimal = false) => (
    <TextField label={label} fullWidth disabled={disabled} {...textFieldProps(form, name)}
      slotProps={{ htmlInput: { inputMode: decimal ? 'decimal' : 'numeric' } }} />
  );
  return (
    <>
      <Typography variant="h6" component="h2">{t.audience}</Typography>
      <FormGrid>
        <FormCell span={12}>
          <ChipsField control={form.control} name="target_categories" label={t.categories} options={categories} disabled={disabled} />
        </FormCell>
        <FormCell span={{ xs: 12, sm: 6 }}>
          <ChipsField control={form.control} name="target_languages" label={t.languages} options={languages} disabled={disabled} />
        </FormCell>
        <FormCell span={{ xs: 12, sm: 6 }}>
          <ChipsField control={form.control} name="target_locations" label={t.locations} disabled={disabled} />
        </FormCell>
      </FormGrid>
      <Typography variant="h6" component="h2">{t.criteria}</Typography>
      <FormGrid>
        <FormCell span={12}>
          <CheckboxGroupField control={form.control} name="influencer_criteria.platforms" label={t.criteriaPlatforms}
            options={campaignLabelsOptions.platforms} disabled={disabled} />
        </FormCell>
        <FormCell span={{ xs: 12, sm: 4 }}>{number('influencer_criteria.min_followers', t.minFollowers)}</FormCell>
        <FormCell span={{ xs: 12, sm: 4 }}>{number('influencer_criteria.max_followers', t.maxFollowers)}</FormCell>
        <FormCell span={{ xs: 12, sm: 4 }}>{number('influencer_criteria.min_engagement', t.minEngagement, true)}</FormCell>
      </FormGrid>
    </>
  );
}

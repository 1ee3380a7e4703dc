import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { placementTypeInfo, type PlacementType } from '../../domain/campaigns/campaign-options';
import { textFieldProps } from '../auth/components/form-field-props';
import { formatCount, placementReach, type SuggestedRates, type TypeExposure } from './placement-estimates';
import type { PlacementsValues } from './wizard-form-values';
import { wizardTexts as t } from './wizard-texts';

export interface PlacementRowProps {
  form: UseFormReturn<PlacementsValues>;
  index: number;
  /** Types the chosen platforms offer. */
  types: readonly PlacementType[];
  rates: SuggestedRates;
  exposure: TypeExposure;
  onRemove: () => void;
  disabled: boolean;
  /** Shown number (old-video rows are listed apart, so it can differ from index + 1). */
  number?: number;
}

/** One placement: type, quantity, CPM or fixed price (prefilled with the suggested price), view cap and expected reach. */
export function PlacementRow({ form, index, types, rates, exposure, onRemove, disabled, number = index + 1 }: PlacementRowProps) {
  const path = `placements.${index}` as const;
  const row = form.watch(path);
  const suggest = (type: PlacementType, pricing: 'cpm' | 'fixed') =>
    form.setValue(`${path}.rate`, rates[type][pricing], { shouldValidate: form.formState.isSubmitted });
  const offered = types.includes(row.type) ? types : [row.type, ...types];
  const label = `Placement ${number}`;

  return (
    <Paper variant="outlined" component="fieldset" aria-label={label} sx={{ p: 2, m: 0, minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography component="h3" variant="subtitle2">{label}</Typography>
        <IconButton aria-label={`${t.removePlacement} ${number}`} onClick={onRemove} disabled={disabled}><DeleteOutlined /></IconButton>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <Controller control={form.control} name={`${path}.type`} render={({ field: { ref, onChange, ...field } }) => (
            <TextField select fullWidth label={t.placementType} inputRef={ref} {...field} disabled={disabled}
              onChange={(event) => {
                onChange(event.target.value);
                suggest(event.target.value as PlacementType, row.pricing_type);
              }}>
              {offered.map((type) => <MenuItem key={type} value={type}>{placementTypeInfo[type].label}</MenuItem>)}
            </TextField>
          )} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField label={t.quantity} fullWidth disabled={disabled} {...textFieldProps(form, `${path}.quantity`)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller control={form.control} name={`${path}.pricing_type`} render={({ field: { ref, onChange, ...field } }) => (
            <TextField select fullWidth label={t.pricingType} inputRef={ref} {...field} disabled={disabled}
              onChange={(event) => {
                onChange(event.target.value);
                // A fixed price has no view cap; a hidden leftover would fail validation where nobody sees it.
                if (event.target.value === 'fixed') form.setValue(`${path}.view_cap`, '');
                suggest(row.type, event.target.value as 'cpm' | 'fixed');
              }}>
              <MenuItem value="cpm">{t.cpm}</MenuItem>
              <MenuItem value="fixed">{t.fixed}</MenuItem>
            </TextField>
          )} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField label={row.pricing_type === 'cpm' ? t.cpmRate : t.fixedRate} fullWidth disabled={disabled}
            {...textFieldProps(form, `${path}.rate`)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        </Grid>
        {row.pricing_type === 'cpm' ? (
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField label={t.viewCap} fullWidth disabled={disabled} {...textFieldProps(form, `${path}.view_cap`)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          </Grid>
        ) : null}
      </Grid>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t.placementReach(formatCount(placementReach(row, exposure)))}
      </Typography>
    </Paper>
  );
}

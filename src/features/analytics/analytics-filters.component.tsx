import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { SelectOption } from '../../components/select-option/select-option.component';
import { analyticsTexts as t } from './analytics.texts';
import { presetRange, rangePresets, type RangeChoice, type RangePreset } from './analytics-range';

export interface CampaignChoice {
  id: string;
  name: string;
}

export interface AnalyticsFiltersProps {
  choice: RangeChoice;
  onChoiceChange: (choice: RangeChoice) => void;
  /** Field errors of a custom range (the rules' messages), by field. */
  errors?: Record<string, string[]> | null;
  /** The brand page's campaign picker ('' = all campaigns); left out on a campaign's own tab. */
  campaigns?: readonly CampaignChoice[];
  campaignId?: string;
  onCampaignChange?: (campaignId: string) => void;
  /** Brand-wide: the currencies the brand's campaigns use, when there is more than one. */
  currencies?: readonly string[];
  currency?: string;
  onCurrencyChange?: (currency: string) => void;
}

/** Which campaign (or all), which period (last 7 / 30 / 90 days or a custom range) and, brand-wide, which currency. */
export function AnalyticsFilters(props: AnalyticsFiltersProps) {
  const { choice, onChoiceChange, errors, campaigns } = props;
  const setPreset = (preset: RangePreset) =>
    onChoiceChange(preset === 'custom' ? { ...choice, preset } : { preset, ...presetRange(Number(preset)) });
  const dateField = (field: 'from' | 'to') => (
    <TextField
      type="date" size="small" label={t[field]} value={choice[field]}
      onChange={(event) => onChoiceChange({ ...choice, [field]: event.target.value })}
      error={Boolean(errors?.[field]?.length)} helperText={errors?.[field]?.[0] ?? t.dateHint}
      slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 0 }}
    />
  );
  return (
    <Box role="group" aria-label={t.period}
      sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 220px))' } }}>
      {campaigns ? (
        <TextField select size="small" label={t.campaign} value={props.campaignId ?? ''} onChange={(event) => props.onCampaignChange?.(event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <SelectOption value="">{t.allCampaigns}</SelectOption>
          {campaigns.map((campaign) => <SelectOption key={campaign.id} value={campaign.id}>{campaign.name}</SelectOption>)}
        </TextField>
      ) : null}
      <TextField select size="small" label={t.period} value={choice.preset} onChange={(event) => setPreset(event.target.value as RangePreset)}>
        {rangePresets.map((preset) => <SelectOption key={preset} value={preset}>{t.presets[preset]}</SelectOption>)}
      </TextField>
      {props.currencies && props.currencies.length > 1 ? (
        <TextField select size="small" label={t.currency} value={props.currency ?? props.currencies[0]} onChange={(event) => props.onCurrencyChange?.(event.target.value)}>
          {props.currencies.map((code) => <SelectOption key={code} value={code}>{code}</SelectOption>)}
        </TextField>
      ) : null}
      {choice.preset === 'custom' ? (
        <>
          {dateField('from')}
          {dateField('to')}
        </>
      ) : null}
    </Box>
  );
}

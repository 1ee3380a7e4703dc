import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { MultiSelectFilter } from '../../components/multi-select-filter/multi-select-filter.component';
import { SelectOption } from '../../components/select-option/select-option.component';
import { placementTypeInfo, type PlacementType } from '../../domain/campaigns/campaign-options';
import { categories, currencies, languages, placementTypes, platformLabels, platforms } from '../../domain/constants';
import { availabilities, directorySorts, type Availability, type DirectorySort } from '../../domain/directory/directory.rules';
import type { Currency } from '../../domain/campaigns/campaign-options';
import { DebouncedTextField } from '../brand-campaigns/debounced-text-field.component';
import { filterCount, isAmount, isPercent, isWholeNumber, type DirectoryQuery } from './directory-query';
import { availabilityLabels, directoryTexts as t, sortLabels } from './directory.texts';

export interface DirectoryFiltersProps {
  query: DirectoryQuery;
  /** Any change of the filters or sort; the page goes back to 1 in the caller. */
  onChange: (patch: Partial<DirectoryQuery>) => void;
}

const identity = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as unknown as Record<T, string>;
const nicheLabels = identity(categories);
const languageLabels = identity(languages);
const check = (valid: (v: string) => boolean, message: string) => (value: string) => (value.trim() === '' || valid(value) ? undefined : message);
const whole = check(isWholeNumber, t.numberInvalid);
const percent = check(isPercent, t.percentInvalid);
const amount = check(isAmount, t.amountInvalid);

/** Search, niches, languages, platform, audience ranges, location, availability, rates and sort (docs/directory.md). */
export function DirectoryFilters({ query, onChange }: DirectoryFiltersProps) {
  // On a phone the filters wait behind a button, so the results start on the first screen (as the campaign list).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const numberField = (label: string, key: keyof DirectoryQuery, validate: (v: string) => string | undefined, inputMode: 'numeric' | 'decimal') => (
    <DebouncedTextField label={label} size="small" value={query[key] as string} validate={validate}
      slotProps={{ htmlInput: { inputMode } }} onCommit={(value) => onChange({ [key]: value })} />
  );
  const fields = (
    <>
      <MultiSelectFilter label={t.niches} options={categories} labels={nicheLabels} value={query.niches} minWidth={0}
        onChange={(niches) => onChange({ niches })} />
      <MultiSelectFilter label={t.languages} options={languages} labels={languageLabels} value={query.languages} minWidth={0}
        onChange={(next) => onChange({ languages: next })} />
      <TextField select size="small" label={t.platform} value={query.platform}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(event) => onChange({ platform: event.target.value as DirectoryQuery['platform'] })}>
        <SelectOption value="">{t.anyPlatform}</SelectOption>
        {platforms.map((p) => <SelectOption key={p} value={p}>{platformLabels[p]}</SelectOption>)}
      </TextField>
      <DebouncedTextField label={t.location} size="small" value={query.location} onCommit={(location) => onChange({ location })} />
      {numberField(t.followersMin, 'followersMin', whole, 'numeric')}
      {numberField(t.followersMax, 'followersMax', whole, 'numeric')}
      {numberField(t.engagementMin, 'engagementMin', percent, 'decimal')}
      {numberField(t.engagementMax, 'engagementMax', percent, 'decimal')}
      {numberField(t.viewsMin, 'viewsMin', whole, 'numeric')}
      <MultiSelectFilter label={t.availability} options={availabilities} labels={availabilityLabels} value={query.availability} minWidth={0}
        onChange={(availability) => onChange({ availability: availability as Availability[] })} />
      <TextField select size="small" label={t.placementType} value={query.placementType}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(event) => onChange({ placementType: event.target.value as PlacementType | '' })}>
        <SelectOption value="">{t.anyPlacement}</SelectOption>
        {placementTypes.map((type) => <SelectOption key={type} value={type}>{placementTypeInfo[type].label}</SelectOption>)}
      </TextField>
      <TextField select size="small" label={t.currency} value={query.currency} disabled={!query.placementType}
        onChange={(event) => onChange({ currency: event.target.value as Currency })}>
        {currencies.map((c) => <SelectOption key={c} value={c}>{c}</SelectOption>)}
      </TextField>
      <DebouncedTextField label={t.priceMin} size="small" value={query.priceMin} validate={amount} disabled={!query.placementType}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }} onCommit={(priceMin) => onChange({ priceMin })} />
      <DebouncedTextField label={t.priceMax} size="small" value={query.priceMax} validate={amount} disabled={!query.placementType}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }} onCommit={(priceMax) => onChange({ priceMax })} />
      <FormControlLabel control={<Checkbox checked={query.verifiedOnly} onChange={(event) => onChange({ verifiedOnly: event.target.checked })} />}
        label={t.verifiedOnly} />
    </>
  );
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } };
  const sort = (
    <TextField select size="small" label={t.sort} value={query.sort} onChange={(event) => onChange({ sort: event.target.value as DirectorySort })}>
      {directorySorts.map((s) => <SelectOption key={s} value={s}>{sortLabels[s]}</SelectOption>)}
    </TextField>
  );
  return (
    <Box component="section" aria-label={t.filtersLabel} sx={{ mb: 3 }}>
      <Box sx={grid}>
        <DebouncedTextField label={t.search} type="search" size="small" value={query.q} onCommit={(q) => onChange({ q })}
          sx={{ gridColumn: { sm: 'span 2', lg: 'span 3' } }} />
        {sort}
        {phone ? null : fields}
      </Box>
      {phone && (
        <>
          <Button startIcon={<FilterListOutlined />} aria-expanded={open} aria-controls="directory-filter-fields" onClick={() => setOpen(!open)} sx={{ mt: 1 }}>
            {t.filtersButton(filterCount(query))}
          </Button>
          <Collapse in={open} unmountOnExit>
            <Box id="directory-filter-fields" sx={{ pt: 1, ...grid }}>{fields}</Box>
          </Collapse>
        </>
      )}
    </Box>
  );
}

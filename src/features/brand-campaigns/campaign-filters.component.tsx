import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { campaignStatusLabels, platformLabels } from '../../domain/campaigns/campaign-labels';
import { platforms } from '../../domain/campaigns/campaign-options';
import { campaignStatuses, type CampaignStatus } from '../../domain/campaigns/campaign-status';
import { listTexts as t } from './brand-campaigns.texts';
import { sortOptions, type CampaignListQuery, type CampaignOrdering, type CampaignPlatformFilter } from './campaign-list-query';
import { DebouncedTextField } from './debounced-text-field.component';
import type { ViewPreferences } from './view-preferences';
import { SelectOption } from '../../components/select-option/select-option.component';

export interface CampaignFiltersProps {
  query: CampaignListQuery;
  /** Any change of the filters or sort; the page goes back to 1 in the caller. */
  onChange: (patch: Partial<CampaignListQuery>) => void;
  preferences: ViewPreferences;
  onPreferencesChange: (patch: Partial<ViewPreferences>) => void;
}

const statusText = (selected: unknown) => (selected as CampaignStatus[]).map((s) => campaignStatusLabels[s]).join(', ');
const amountProblem = (value: string) => (value.trim() === '' || /^\d+(\.\d{1,2})?$/.test(value.trim()) ? undefined : t.budgetInvalid);

/** Search, status, platform, budget range and sort, plus the layout and density of the list. */
export function CampaignFilters({ query, onChange, preferences, onPreferencesChange }: CampaignFiltersProps) {
  // On a phone the filters wait behind a button, so the list starts on the first screen (docs/spa.md).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const set = [query.status.length > 0, query.platform !== '', query.budgetMin !== '', query.budgetMax !== ''].filter(Boolean).length;
  const fields = (
    <>
      <TextField
        select size="small" label={t.status} value={query.status}
        slotProps={{ select: { multiple: true, renderValue: statusText } }}
        onChange={(event) => onChange({ status: event.target.value as unknown as CampaignStatus[] })}
      >
        {campaignStatuses.map((status) => <SelectOption key={status} value={status}>{campaignStatusLabels[status]}</SelectOption>)}
      </TextField>
      <TextField select size="small" label={t.platform} value={query.platform}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(event) => onChange({ platform: event.target.value as CampaignPlatformFilter | '' })}>
        <SelectOption value="">{t.anyPlatform}</SelectOption>
        {platforms.map((p) => <SelectOption key={p} value={p}>{platformLabels[p]}</SelectOption>)}
      </TextField>
      <DebouncedTextField label={t.budgetMin} size="small" value={query.budgetMin} slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        validate={amountProblem} onCommit={(budgetMin) => onChange({ budgetMin })} />
      <DebouncedTextField label={t.budgetMax} size="small" value={query.budgetMax} slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        validate={amountProblem} onCommit={(budgetMax) => onChange({ budgetMax })} />
      <TextField select size="small" label={t.sort} value={query.ordering} onChange={(event) => onChange({ ordering: event.target.value as CampaignOrdering })}
        sx={{ gridColumn: { sm: 'span 2' } }}>
        {sortOptions.map((o) => <SelectOption key={o.value} value={o.value}>{o.label}</SelectOption>)}
      </TextField>
    </>
  );
  // Search and sort get two columns each: 'Start date: soonest first' is never cut to '…' on a laptop.
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } };
  const view = (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <ToggleButtonGroup size="small" exclusive aria-label={t.layout} value={preferences.layout}
        onChange={(_event, layout: ViewPreferences['layout'] | null) => layout && onPreferencesChange({ layout })}>
        <ToggleButton value="grid" aria-label={t.grid}><GridViewOutlined fontSize="small" /></ToggleButton>
        <ToggleButton value="list" aria-label={t.list}><ViewListOutlined fontSize="small" /></ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup size="small" exclusive aria-label={t.density} value={preferences.density}
        onChange={(_event, density: ViewPreferences['density'] | null) => density && onPreferencesChange({ density })}>
        <ToggleButton value="comfortable">{t.comfortable}</ToggleButton>
        <ToggleButton value="compact">{t.compact}</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
  return (
    <Box component="section" aria-label={t.filtersLabel} sx={{ mb: 3 }}>
      <Box sx={grid}>
        <DebouncedTextField label={t.search} type="search" size="small" value={query.search} onCommit={(search) => onChange({ search })}
          sx={{ gridColumn: { sm: 'span 2' } }} />
        {phone ? null : fields}
      </Box>
      {phone ? (
        <>
          <Button startIcon={<FilterListOutlined />} aria-expanded={open} aria-controls="campaign-filter-fields" onClick={() => setOpen(!open)} sx={{ mt: 1 }}>
            {t.filtersButton(set)}
          </Button>
          <Collapse in={open} unmountOnExit>
            <Box id="campaign-filter-fields" sx={{ pt: 1 }}>
              <Box sx={grid}>{fields}</Box>
              {view}
            </Box>
          </Collapse>
        </>
      ) : view}
    </Box>
  );
}

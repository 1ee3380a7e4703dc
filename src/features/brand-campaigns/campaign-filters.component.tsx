import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { campaignStatusLabels, platformLabels } from '../../domain/campaigns/campaign-labels';
import { platforms } from '../../domain/campaigns/campaign-options';
import { campaignStatuses, type CampaignStatus } from '../../domain/campaigns/campaign-status';
import { listTexts as t } from './brand-campaigns.texts';
import { sortOptions, type CampaignListQuery, type CampaignOrdering, type CampaignPlatformFilter } from './campaign-list-query';
import { DebouncedTextField } from './debounced-text-field.component';
import type { ViewPreferences } from './view-preferences';

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
  return (
    <Box component="section" aria-label={t.filtersLabel} sx={{ mb: 3 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', lg: '2fr repeat(5, 1fr)' } }}>
        <DebouncedTextField label={t.search} type="search" size="small" value={query.search} onCommit={(search) => onChange({ search })} />
        <TextField
          select size="small" label={t.status} value={query.status}
          slotProps={{ select: { multiple: true, renderValue: statusText } }}
          onChange={(event) => onChange({ status: event.target.value as unknown as CampaignStatus[] })}
        >
          {campaignStatuses.map((status) => <MenuItem key={status} value={status}>{campaignStatusLabels[status]}</MenuItem>)}
        </TextField>
        <TextField select size="small" label={t.platform} value={query.platform}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(event) => onChange({ platform: event.target.value as CampaignPlatformFilter | '' })}>
          <MenuItem value="">{t.anyPlatform}</MenuItem>
          {platforms.map((p) => <MenuItem key={p} value={p}>{platformLabels[p]}</MenuItem>)}
        </TextField>
        <DebouncedTextField label={t.budgetMin} size="small" value={query.budgetMin} slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          validate={amountProblem} onCommit={(budgetMin) => onChange({ budgetMin })} />
        <DebouncedTextField label={t.budgetMax} size="small" value={query.budgetMax} slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          validate={amountProblem} onCommit={(budgetMax) => onChange({ budgetMax })} />
        <TextField select size="small" label={t.sort} value={query.ordering} onChange={(event) => onChange({ ordering: event.target.value as CampaignOrdering })}>
          {sortOptions.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
        </TextField>
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
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
    </Box>
  );
}

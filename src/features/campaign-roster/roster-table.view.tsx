import { visuallyHidden } from '@mui/utils';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CampaignRosterEntry } from '../../api/generated/api';
import { platformLabels, platforms } from '../../domain/constants';
import { inviteStatuses, inviteStatusLabels, type InviteStatus } from '../../domain/marketplace/invite-status';
import { EmptyState, LoadFailed } from '../brand-campaigns/campaign-list-states.component';
import { rosterTexts as t } from './campaign-roster.texts';
import { RosterRow } from './roster-row.component';
import { MultiSelectFilter } from '../../components/multi-select-filter/multi-select-filter.component';
import { PageNumbers } from '../../components/pager/page-numbers.component';

type Platform = (typeof platforms)[number];

export interface RosterFilters {
  statuses: InviteStatus[];
  platform: Platform | '';
}

export interface RosterTableViewProps {
  status: 'loading' | 'error' | 'ready';
  /** The matching job has not recorded candidates yet (campaign planned or processing_influencers). */
  matching?: boolean;
  entries?: CampaignRosterEntry[];
  count?: number;
  page: number;
  pageSize: number;
  filters: RosterFilters;
  currency: string;
  selected: string[];
  /** Viewers look without selecting, adding or removing. */
  readOnly?: boolean;
  /** The campaign status takes invites. */
  canInvite?: boolean;
  onFiltersChange: (filters: RosterFilters) => void;
  onPageChange: (page: number) => void;
  onSelectedChange: (ids: string[]) => void;
  onRetry?: () => void;
  /** Where each influencer's name links (their details in this campaign). */
  profileHref?: (entry: CampaignRosterEntry) => string;
  onInviteSelected?: () => void;
  onAdd?: () => void;
  onRemove?: (entry: CampaignRosterEntry) => void;
  onRestore?: (entry: CampaignRosterEntry) => void;
}

/** The "Influencers" tab: filters, the roster table with fit and offers, selection for invites, pages. */
export function RosterTableView(props: RosterTableViewProps) {
  const { status, entries = [], count = 0, filters, selected, readOnly, canInvite } = props;
  const filtered = filters.statuses.length > 0 || filters.platform !== '';
  const pages = Math.max(1, Math.ceil(count / props.pageSize));
  const selectable = !readOnly && !!canInvite;
  const candidates = entries.filter((e) => e.status === 'candidate').map((e) => e.id);
  const allSelected = candidates.length > 0 && candidates.every((id) => selected.includes(id));
  const toggle = (id: string) => props.onSelectedChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const toggleAll = () => props.onSelectedChange(allSelected ? selected.filter((id) => !candidates.includes(id)) : [...new Set([...selected, ...candidates])]);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="h6" component="h2">{t.heading}</Typography>
          <Typography variant="body2" color="text.secondary">{t.intro}</Typography>
        </Box>
        {!readOnly ? (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={props.onAdd}>{t.addInfluencer}</Button>
            <Button variant="contained" disabled={!canInvite || selected.length === 0} onClick={props.onInviteSelected}>
              {t.inviteSelected}{selected.length ? ` (${selected.length})` : ''}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      {readOnly ? <Alert severity="info">{t.readOnly}</Alert> : null}
      {!readOnly && !canInvite && !props.matching && status === 'ready' ? <Alert severity="info">{t.notInviting}</Alert> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MultiSelectFilter label={t.statusFilter} options={inviteStatuses} labels={inviteStatusLabels} value={filters.statuses}
          onChange={(statuses) => props.onFiltersChange({ ...filters, statuses })} />
        <TextField select label={t.platformFilter} size="small" sx={{ minWidth: 180 }} value={filters.platform}
          onChange={(event) => props.onFiltersChange({ ...filters, platform: event.target.value as Platform | '' })}>
          <MenuItem value="">{t.allPlatforms}</MenuItem>
          {platforms.map((p) => <MenuItem key={p} value={p}>{platformLabels[p]}</MenuItem>)}
        </TextField>
      </Stack>
      {status === 'loading' ? (
        <Stack spacing={1} role="status" aria-label={t.loading}>
          <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
          {[0, 1, 2, 3].map((key) => <Skeleton key={key} variant="rounded" height={48} />)}
        </Stack>
      ) : null}
      {status === 'error' ? <LoadFailed message={t.loadFailed} onRetry={props.onRetry} /> : null}
      {status === 'ready' && entries.length === 0 && props.matching ? (
        <Box role="status">
          <EmptyState icon={<ManageSearchOutlined />} title={t.matchingTitle} body={t.matchingBody} />
          <LinearProgress sx={{ mt: 1 }} aria-label={t.matchingTitle} />
        </Box>
      ) : null}
      {status === 'ready' && entries.length === 0 && !props.matching && !filtered ? (
        <EmptyState icon={<GroupsOutlined />} title={t.emptyTitle} body={t.emptyBody}
          action={!readOnly ? <Button variant="outlined" onClick={props.onAdd}>{t.addInfluencer}</Button> : undefined} />
      ) : null}
      {status === 'ready' && entries.length === 0 && !props.matching && filtered ? (
        <EmptyState icon={<SearchOffOutlined />} title={t.emptyFilteredTitle} body={t.emptyFilteredBody}
          action={<Button variant="outlined" onClick={() => props.onFiltersChange({ statuses: [], platform: '' })}>{t.clearFilters}</Button>} />
      ) : null}
      {status === 'ready' && entries.length > 0 ? (
        <>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t.count(count)}{selected.length ? ` · ${t.selected(selected.length)}` : ''}
          </Typography>
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label={t.heading}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    {selectable && candidates.length > 0 ? <Checkbox checked={allSelected} onChange={toggleAll} slotProps={{ input: { 'aria-label': t.selectAll } }} /> : null}
                  </TableCell>
                  <TableCell>{t.columns.name}</TableCell>
                  <TableCell>{t.columns.platforms}</TableCell>
                  <TableCell>{t.columns.fit}</TableCell>
                  <TableCell>{t.columns.status}</TableCell>
                  <TableCell align="right">{t.columns.offer}</TableCell>
                  <TableCell align="right"><Box component="span" sx={visuallyHidden}>{t.columns.actions}</Box></TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <RosterRow key={entry.id} entry={entry} currency={props.currency} readOnly={readOnly} profileHref={props.profileHref?.(entry)}
                    selectable={selectable && entry.status === 'candidate'} selected={selected.includes(entry.id)} onToggle={() => toggle(entry.id)}
                    onRemove={props.onRemove ? () => props.onRemove!(entry) : undefined} onRestore={props.onRestore ? () => props.onRestore!(entry) : undefined} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <PageNumbers pages={pages} page={props.page} label={t.pageLabel} onChange={props.onPageChange} flush />
        </>
      ) : null}
    </Stack>
  );
}

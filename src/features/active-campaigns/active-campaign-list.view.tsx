import { visuallyHidden } from '@mui/utils';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ActiveCampaign } from '../../api/generated/api';
import { EmptyState, LoadFailed } from '../brand-campaigns/campaign-list-states.component';
import { ActiveCampaignCard } from './active-campaign-card.component';
import { activeListTexts as t } from './active-campaigns.texts';
import { activePageSize, activeSortOptions, activeTabs, type ActiveListQuery, type ActiveOrdering } from './active-list-query';
import { DebouncedSearchField } from '../../components/search-field/debounced-search-field.component';
import { PageNumbers } from '../../components/pager/page-numbers.component';
import { SelectOption } from '../../components/select-option/select-option.component';

export interface ActiveCampaignListViewProps {
  status: 'loading' | 'error' | 'ready';
  campaigns?: ActiveCampaign[];
  count?: number;
  refreshing?: boolean;
  query: ActiveListQuery;
  onQueryChange: (patch: Partial<ActiveListQuery>) => void;
  onRetry?: () => void;
}

const gridSx = { m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } } as const;

function Empty({ query, onClear }: { query: ActiveListQuery; onClear: () => void }) {
  if (query.search) {
    return <EmptyState icon={<SearchOffOutlined />} title={t.noMatchTitle} body={t.noMatchBody} action={<Button variant="outlined" onClick={onClear}>{t.clearSearch}</Button>} />;
  }
  if (query.status === 'completed') return <EmptyState icon={<CampaignOutlined />} title={t.emptyCompletedTitle} body={t.emptyCompletedBody} />;
  return (
    <EmptyState icon={<CampaignOutlined />} title={query.status === 'all' ? t.emptyAllTitle : t.emptyActiveTitle} body={t.emptyActiveBody}
      action={<Button variant="contained" component={RouterLink} to="/campaigns/invites">{t.viewInvites}</Button>} />
  );
}

/** The influencer's campaigns: Active / Completed / All tabs, search, sort, cards and pager, with every state. */
export function ActiveCampaignListView({ status, campaigns, count = 0, refreshing, query, onQueryChange, onRetry }: ActiveCampaignListViewProps) {
  const pages = Math.max(1, Math.ceil(count / activePageSize));
  let body;
  if (status === 'loading') {
    body = (
      <Box role="status" aria-label={t.loading} sx={gridSx}>
        <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
        {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={170} />)}
      </Box>
    );
  } else if (status === 'error') body = <LoadFailed message={t.loadFailed} onRetry={onRetry} />;
  else if (!campaigns?.length) body = <Empty query={query} onClear={() => onQueryChange({ search: '' })} />;
  else {
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">{t.count(count)}</Typography>
        <Box component="ul" sx={gridSx}>{campaigns.map((item) => <ActiveCampaignCard key={item.id} item={item} />)}</Box>
        <PageNumbers pages={pages} page={query.page} label={t.pagination} onChange={(page) => onQueryChange({ page })} />
      </>
    );
  }
  return (
    <Box>
      <Tabs value={query.status} onChange={(_event, value: ActiveListQuery['status']) => onQueryChange({ status: value })} aria-label={t.tabsLabel} sx={{ mb: 2 }}>
        {activeTabs.map((tab) => <Tab key={tab.value} value={tab.value} label={tab.label} />)}
      </Tabs>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <DebouncedSearchField value={query.search} onChange={(search) => onQueryChange({ search })} label={t.searchLabel} placeholder={t.searchPlaceholder} />
        <TextField select size="small" label={t.sort} value={query.ordering} sx={{ minWidth: 200 }}
          onChange={(event) => onQueryChange({ ordering: event.target.value as ActiveOrdering })}>
          {activeSortOptions.map((option) => <SelectOption key={option.value} value={option.value}>{option.label}</SelectOption>)}
        </TextField>
      </Box>
      {refreshing ? <LinearProgress sx={{ mb: 1 }} aria-label={t.loading} /> : null}
      {body}
    </Box>
  );
}

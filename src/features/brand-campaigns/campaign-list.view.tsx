import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Campaign } from '../../api/generated/api';
import { listTexts as t } from './brand-campaigns.texts';
import { CampaignCard } from './campaign-card.component';
import { CampaignFilters } from './campaign-filters.component';
import { campaignPageSize, hasFilters, type CampaignListQuery } from './campaign-list-query';
import { CampaignListSkeleton, LoadFailed, NoCampaignsYet, NoMatches } from './campaign-list-states.component';
import { CreateCampaignButton } from './create-campaign-button.component';
import type { ViewPreferences } from './view-preferences';
import { PageNumbers } from '../../components/pager/page-numbers.component';

export interface CampaignListViewProps {
  brandId: string;
  status: 'loading' | 'error' | 'ready';
  campaigns?: Campaign[];
  count?: number;
  /** A newer page or filter is loading while the previous results stay on screen. */
  refreshing?: boolean;
  canCreate?: boolean;
  query: CampaignListQuery;
  preferences: ViewPreferences;
  onQueryChange: (patch: Partial<CampaignListQuery>) => void;
  onClearFilters: () => void;
  onPreferencesChange: (patch: Partial<ViewPreferences>) => void;
  onRetry?: () => void;
  /** Unread messages per campaign id (docs/messages.md). */
  unreadMessages?: Record<string, number>;
}

const columns = { grid: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, list: { xs: '1fr' } } as const;

/** The brand's campaigns: filters and sort, then a grid or list of campaigns with pages of 20. */
export function CampaignListView(props: CampaignListViewProps) {
  const { brandId, status, campaigns = [], count = 0, query, preferences } = props;
  const filtered = hasFilters(query);
  const newBrand = status === 'ready' && count === 0 && !filtered;
  const pages = Math.ceil(count / campaignPageSize);

  const body = () => {
    if (status === 'loading') return <CampaignListSkeleton />;
    if (status === 'error') return <LoadFailed message={t.loadFailed} onRetry={props.onRetry} />;
    if (newBrand) return <NoCampaignsYet action={<CreateCampaignButton brandId={brandId} canCreate={props.canCreate} />} />;
    if (count === 0 || campaigns.length === 0) return <NoMatches onClear={props.onClearFilters} />;
    return (
      <>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>{t.count(count)}</Typography>
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: preferences.density === 'compact' ? 1 : 2, gridTemplateColumns: columns[preferences.layout] }}>
          {campaigns.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} layout={preferences.layout} density={preferences.density} unreadMessages={props.unreadMessages?.[campaign.id]} />
          ))}
        </Box>
        <PageNumbers pages={pages} page={query.page} label={t.pagination} onChange={(page) => props.onQueryChange({ page })} />
      </>
    );
  };

  return (
    <Stack spacing={0}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        {newBrand ? null : <CreateCampaignButton brandId={brandId} canCreate={props.canCreate} />}
      </Stack>
      {newBrand ? null : (
        <CampaignFilters query={query} onChange={props.onQueryChange} preferences={preferences} onPreferencesChange={props.onPreferencesChange} />
      )}
      <Box aria-busy={props.refreshing || status === 'loading'}>
        {props.refreshing ? <LinearProgress aria-label={t.loading} sx={{ mb: 1 }} /> : null}
        {body()}
      </Box>
    </Stack>
  );
}

import { visuallyHidden } from '@mui/utils';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Campaign, CampaignEvent, CollateralFile } from '../../api/generated/api';
import type { BrandStatusAction } from '../../domain/campaigns/campaign-status';
import { detailTexts as t } from './brand-campaigns.texts';
import { CampaignActions } from './campaign-actions.component';
import { CampaignCollateral } from './campaign-collateral.component';
import { formatDay, formatPlatforms } from '../../domain/format/display-format';
import { campaignListHref } from './campaign-format';
import { CampaignHistory } from './campaign-history.component';
import { EmptyState, LoadFailed } from './campaign-list-states.component';
import { CampaignOverview } from './campaign-overview.component';
import { CampaignPlacements } from './campaign-placements.component';
import { CampaignStatusChip } from './campaign-status-chip.component';

export interface CampaignDetailsViewProps {
  brandId: string;
  status: 'loading' | 'error' | 'not-found' | 'ready';
  campaign?: Campaign;
  eventsStatus?: 'loading' | 'error' | 'ready';
  events?: CampaignEvent[];
  /** The attached files by name (GET campaigns/{id}/collateral/); without them the collateral shows how many. */
  collateralFiles?: readonly CollateralFile[];
  onRetry?: () => void;
  onRetryEvents?: () => void;
  onStatusAction?: (action: BrandStatusAction, note: string) => Promise<string | undefined>;
  onDelete?: () => Promise<string | undefined>;
  /** Further tabs beside the overview (the page composes them from other features: influencers, content review). */
  extraTabs?: CampaignDetailsTab[];
}

export interface CampaignDetailsTab {
  id: string;
  label: string;
  content: ReactNode;
}

const done = async () => undefined;

/** One campaign for its brand: header with status and actions, overview, placements, collateral, activity. */
export function CampaignDetailsView(props: CampaignDetailsViewProps) {
  const { brandId, status, campaign, extraTabs = [] } = props;
  const [tab, setTab] = useState('overview');
  const back = <Button component={RouterLink} to={campaignListHref(brandId)}>{t.backToList}</Button>;
  if (status === 'loading') {
    return (
      <Stack spacing={2} role="status" aria-label={t.loading}>
        <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
        <Skeleton variant="text" width="40%" height={40} />
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  }
  if (status === 'error') return <LoadFailed message={t.loadFailed} onRetry={props.onRetry} />;
  if (status === 'not-found' || !campaign) {
    return <EmptyState icon={<SearchOffOutlined />} title={t.notFoundTitle} body={t.notFoundBody} action={back} />;
  }

  return (
    <Stack spacing={3}>
      <Box component="section" aria-label={campaign.name}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>{campaign.name}</Typography>
          <Box><CampaignStatusChip status={campaign.status} size="medium" /></Box>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {[formatPlatforms(campaign.platforms), `Created ${formatDay(campaign.created_at)}`].filter(Boolean).join(' · ')}
        </Typography>
        <CampaignActions campaign={campaign} onStatusAction={props.onStatusAction ?? done} onDelete={props.onDelete ?? done} />
      </Box>
      {extraTabs.length > 0 && (
        <Tabs value={tab} onChange={(_, value: string) => setTab(value)} aria-label={t.tabsLabel} variant="scrollable" allowScrollButtonsMobile>
          <Tab value="overview" label={t.overviewTab} id="campaign-tab-overview" aria-controls="campaign-panel-overview" />
          {extraTabs.map((extra) => (
            <Tab key={extra.id} value={extra.id} label={extra.label} id={`campaign-tab-${extra.id}`} aria-controls={`campaign-panel-${extra.id}`} />
          ))}
        </Tabs>
      )}
      <Box role={extraTabs.length > 0 ? 'tabpanel' : undefined} id="campaign-panel-overview" aria-labelledby={extraTabs.length > 0 ? 'campaign-tab-overview' : undefined} hidden={tab !== 'overview'}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            <CampaignOverview campaign={campaign} />
            <CampaignPlacements campaign={campaign} />
            <CampaignCollateral collateral={campaign.collateral} files={props.collateralFiles} />
          </Stack>
          <Box sx={{ minWidth: 0 }}>
            <CampaignHistory status={props.eventsStatus ?? 'ready'} events={props.events} onRetry={props.onRetryEvents} />
          </Box>
        </Box>
      </Box>
      {extraTabs.map((extra) => (
        <Box key={extra.id} role="tabpanel" id={`campaign-panel-${extra.id}`} aria-labelledby={`campaign-tab-${extra.id}`} hidden={tab !== extra.id}>
          {tab === extra.id && extra.content}
        </Box>
      ))}
      <Box>{back}</Box>
    </Stack>
  );
}

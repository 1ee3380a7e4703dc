import { visuallyHidden } from '@mui/utils';
import WavingHandOutlined from '@mui/icons-material/WavingHandOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { InfluencerDashboard, InfluencerDashboardStats } from '../../api/generated/api';
import { EmptyState, LoadFailed } from '../brand-campaigns/campaign-list-states.component';
import { ActiveCampaignsCard, OpenInvitesCard } from './dashboard-work.component';
import { ActivityCard, DeadlinesCard } from './dashboard-timeline.component';
import { influencerDashboardTexts as t } from './influencer-dashboard.texts';
import { InfluencerStats } from './influencer-stats.component';

export interface InfluencerDashboardViewProps {
  status: 'loading' | 'error' | 'no-profile' | 'ready';
  dashboard?: InfluencerDashboard;
  /** Totals; the dashboard shows without them while they load or when they fail. */
  stats?: InfluencerDashboardStats;
  onRetry?: () => void;
  /** "Your verified numbers" below the work cards (the section passes the lazily loaded card). */
  verifiedNumbers?: ReactNode;
}

function Loading() {
  return (
    <Stack spacing={2} role="status" aria-label={t.loading}>
      <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={110} />)}
      </Box>
      <Skeleton variant="rounded" height={220} />
    </Stack>
  );
}

/**
 * /dashboard for influencers: numbers, open invites, active campaigns, deadlines, recent activity, then their own
 * verified numbers.
 */
export function InfluencerDashboardView({ status, dashboard, stats, onRetry, verifiedNumbers }: InfluencerDashboardViewProps) {
  if (status === 'loading') return <Loading />;
  if (status === 'error') return <LoadFailed message={t.loadFailed} onRetry={onRetry} />;
  if (status === 'no-profile' || !dashboard) {
    return <Alert severity="info" action={<Button color="inherit" size="small" component={RouterLink} to="/profile-setup">{t.completeProfile}</Button>}>{t.noProfile}</Alert>;
  }
  const nothingYet = dashboard.open_invites.count === 0 && dashboard.active_campaigns.count === 0 && dashboard.recent_activity.length === 0;
  return (
    <Stack spacing={3}>
      <InfluencerStats stats={stats} earned={dashboard.earnings.earned} pending={dashboard.earnings.pending} />
      {nothingYet ? <EmptyState icon={<WavingHandOutlined />} title={t.emptyTitle} body={t.emptyBody} /> : null}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <OpenInvitesCard invites={dashboard.open_invites} />
        <DeadlinesCard deadlines={dashboard.upcoming_deadlines} />
        <ActiveCampaignsCard campaigns={dashboard.active_campaigns} />
        <ActivityCard activity={dashboard.recent_activity} />
      </Box>
      {verifiedNumbers}
    </Stack>
  );
}

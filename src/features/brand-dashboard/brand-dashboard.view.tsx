import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { Link as RouterLink } from 'react-router-dom';
import type { BrandDashboard } from '../../api/generated/api';
import { campaignListHref } from '../brand-campaigns/campaign-format';
import { LoadFailed, NoCampaignsYet } from '../brand-campaigns/campaign-list-states.component';
import { CreateCampaignButton } from '../brand-campaigns/create-campaign-button.component';
import { SectionCard } from '../brand-campaigns/detail-list.component';
import { dashboardTexts as t } from './brand-dashboard.texts';
import { DashboardMetrics } from './dashboard-metrics.component';
import { RecentCampaigns } from './recent-campaigns.component';

export interface BrandDashboardViewProps {
  status: 'loading' | 'error' | 'no-brand' | 'ready';
  dashboard?: BrandDashboard;
  /** The user's view preference (SPEC §3 showMetrics). */
  showMetrics?: boolean;
  /** false for a team viewer: no Create Campaign anywhere on the page (their role is known from whoami). */
  canCreate?: boolean;
  onRetry?: () => void;
}

function Loading() {
  return (
    <Stack spacing={2} role="status" aria-label={t.loading}>
      <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={120} />)}
      </Box>
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}

/** /dashboard for brands: metrics, spend, the newest campaigns and a way to create the next one. */
export function BrandDashboardView({ status, dashboard, showMetrics = true, canCreate = true, onRetry }: BrandDashboardViewProps) {
  if (status === 'loading') return <Loading />;
  if (status === 'error') return <LoadFailed message={t.loadFailed} onRetry={onRetry} />;
  if (status === 'no-brand' || !dashboard) return <Alert severity="info">{t.noBrand}</Alert>;
  const brandId = dashboard.brand_id;
  if (dashboard.recent_campaigns.length === 0) return <NoCampaignsYet action={<CreateCampaignButton brandId={brandId} canCreate={canCreate} />} />;

  return (
    <Stack spacing={3}>
      {showMetrics ? <DashboardMetrics dashboard={dashboard} /> : null}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: canCreate ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'minmax(0, 1fr)' }, alignItems: 'start' }}>
        <SectionCard title={t.recent} action={<Button component={RouterLink} to={campaignListHref(brandId)} size="small">{t.viewAll}</Button>}>
          <RecentCampaigns campaigns={dashboard.recent_campaigns} />
        </SectionCard>
        {/* The call to launch a campaign is for those who may (a viewer gets the recent campaigns full width). */}
        {canCreate ? (
          <Card variant="outlined" component="aside" aria-labelledby="dashboard-cta">
            <CardContent>
              <Typography id="dashboard-cta" variant="h6" component="h2">{t.ctaTitle}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t.ctaBody}</Typography>
              <CreateCampaignButton brandId={brandId} />
            </CardContent>
          </Card>
        ) : null}
      </Box>
    </Stack>
  );
}

import { visuallyHidden } from '@mui/utils';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { BrandInfluencerDetails } from '../../api/generated/api';
import { influencerDetailTexts as t } from './brand-influencers.texts';
import { ProfileCard } from './profile-card.component';
import { RosterSummary } from './roster-summary.component';
import { PlacementList, SubmissionList } from './work-in-campaign.component';

export type InfluencerDetailsStatus = 'loading' | 'error' | 'not-found' | 'ready';

export interface InfluencerDetailsViewProps {
  brandId: string;
  campaignId: string;
  status: InfluencerDetailsStatus;
  details?: BrandInfluencerDetails;
  onRetry: () => void;
  /** The "Message" button (docs/messages.md), given by the section so the view stays data-only. */
  messageAction?: React.ReactNode;
}

/** One influencer of a campaign as the brand sees them: profile, accounts, roster status and their work here. */
export function InfluencerDetailsView({ brandId, campaignId, status, details, onRetry, messageAction }: InfluencerDetailsViewProps) {
  const back = (
    <Button component={RouterLink} to={`/brands/${brandId}/campaigns/${campaignId}`} variant="text">{t.backToCampaign}</Button>
  );
  if (status === 'loading') {
    return (
      <Box role="status" aria-label={t.loading} sx={{ display: 'grid', gap: 2 }}>
        <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={140} />
      </Box>
    );
  }
  if (status === 'error' || (status === 'ready' && !details)) {
    return <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t.retry}</Button>}>{t.loadFailed}</Alert>;
  }
  if (status === 'not-found' || !details) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="h2">{t.notFoundTitle}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t.notFoundBody}</Typography>
        {back}
      </Box>
    );
  }
  const { currency } = details.campaign;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {back}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ flex: 1 }}>{details.campaign.name}</Typography>
        {messageAction}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <ProfileCard profile={details.influencer} accounts={details.accounts} />
        <RosterSummary roster={details.roster} currency={currency} />
      </Box>
      <PlacementList placements={details.placements} currency={currency} />
      <SubmissionList submissions={details.submissions} />
    </Box>
  );
}

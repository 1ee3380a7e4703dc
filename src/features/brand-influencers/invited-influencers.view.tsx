import { visuallyHidden } from '@mui/utils';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { BrandInfluencer } from '../../api/generated/api';
import { platformLabels } from '../../domain/constants';
import { influencerVisibleInviteStatuses, inviteStatusLabels } from '../../domain/marketplace/invite-status';
import { verificationStatusLabels, type VerificationStatus } from '../../domain/marketplace/verification-status';
import { formatCompact, formatMoney } from './influencer-format';
import { invitedTexts as t } from './invited-influencers.texts';
import { provenanceLabel } from '../../domain/social/social-connect.texts';
import { InviteStatusChip } from '../../components/status-chip/status-chip.component';
import { Pager } from '../../components/pager/pager.component';
import { embeddedImageUrl } from '../assets/display-image-url';

export type InvitedStatusFilter = (typeof influencerVisibleInviteStatuses)[number] | '';

export interface InvitedInfluencersViewProps {
  brandId: string;
  campaignId: string;
  status: 'loading' | 'error' | 'ready';
  rows?: BrandInfluencer[];
  filter: { status: InvitedStatusFilter; search: string };
  onFilter: (filter: { status: InvitedStatusFilter; search: string }) => void;
  hasPrevious?: boolean;
  hasNext?: boolean;
  onPage?: (direction: -1 | 1) => void;
  onRetry: () => void;
}

/** '1 Awaiting review · 1 Verified' from the counts by verification status. */
const submissionSummary = (row: BrandInfluencer) =>
  row.submissions_total === 0 ? t.noSubmissions
    : Object.entries(row.submission_counts).filter(([, n]) => n > 0).map(([status, n]) => `${n} ${verificationStatusLabels[status as VerificationStatus]}`).join(' · ');

function Row({ row, href }: { row: BrandInfluencer; href: string }) {
  const { influencer } = row;
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr 2fr' }, gap: 1, alignItems: 'center', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar src={embeddedImageUrl(influencer.profile_picture)} alt="" sx={{ width: 36, height: 36 }}>{influencer.display_name.slice(0, 1).toUpperCase()}</Avatar>
        <Box>
          <Link component={RouterLink} to={href} sx={{ fontWeight: 500 }}>{influencer.display_name}</Link>
          <Typography variant="caption" color="text.secondary" component="p">
            {[
              influencer.platforms.map((p) => platformLabels[p]).join(', '),
              `${formatCompact(influencer.total_followers)} ${t.followers}`,
              // Where that total comes from: read from the platforms, typed in by the influencer, or both.
              influencer.followers_provenance ? provenanceLabel(influencer.followers_provenance) : null,
              influencer.city,
            ].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      </Stack>
      <Box><InviteStatusChip status={row.status} /></Box>
      <Typography variant="body2">{t.offer}: {formatMoney(row.offered_amount, row.currency)}</Typography>
      <Typography variant="body2" color={row.submissions_total ? 'text.primary' : 'text.secondary'}>
        {row.submissions_total ? `${t.submissions(row.submissions_total)}: ${submissionSummary(row)}` : t.noSubmissions}
      </Typography>
    </Box>
  );
}

/** The campaign's invited influencers with their answer, offer and submissions; each opens the details page. */
export function InvitedInfluencersView({ brandId, campaignId, status, rows, filter, onFilter, hasPrevious, hasNext, onPage, onRetry }: InvitedInfluencersViewProps) {
  const filtered = filter.status !== '' || filter.search.trim() !== '';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">{t.intro}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select size="small" label={t.status} value={filter.status} sx={{ minWidth: 160 }}
          onChange={(event) => onFilter({ ...filter, status: event.target.value as InvitedStatusFilter })}>
          <MenuItem value="">{t.allStatuses}</MenuItem>
          {influencerVisibleInviteStatuses.map((value) => <MenuItem key={value} value={value}>{inviteStatusLabels[value]}</MenuItem>)}
        </TextField>
        <TextField size="small" type="search" label={t.search} value={filter.search} sx={{ minWidth: { sm: 280 } }} onChange={(event) => onFilter({ ...filter, search: event.target.value })} />
      </Stack>
      {status === 'loading' && (
        <Box role="status" aria-label={t.loading} sx={{ display: 'grid', gap: 1 }}>
          <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
          {[0, 1, 2].map((index) => <Skeleton key={index} variant="rounded" height={56} />)}
        </Box>
      )}
      {status === 'error' && <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t.retry}</Button>}>{t.loadFailed}</Alert>}
      {status === 'ready' && (rows?.length ?? 0) === 0 && (
        <Box sx={{ textAlign: 'center', py: 5 }}>
          <Typography variant="h6" component="h3">{filtered ? t.noMatchTitle : t.emptyTitle}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: filtered ? 2 : 0 }}>{filtered ? t.noMatchBody : t.emptyBody}</Typography>
          {filtered && <Button variant="outlined" onClick={() => onFilter({ status: '', search: '' })}>{t.clear}</Button>}
        </Box>
      )}
      {status === 'ready' && rows && rows.length > 0 && (
        <Box component="ul" aria-label={t.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row) => <Row key={row.id} row={row} href={`/brands/${brandId}/campaigns/${campaignId}/influencers/${row.influencer.id}`} />)}
        </Box>
      )}
      <Pager hasPrevious={Boolean(hasPrevious)} hasNext={Boolean(hasNext)} onPage={onPage} />
    </Box>
  );
}

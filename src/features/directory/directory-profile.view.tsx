import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DirectoryProfile } from '../../api/generated/api';
import { PageTitle } from '../../components/page-title/page-title.component';
import { placementTypeInfo } from '../../domain/campaigns/campaign-options';
import { campaignStatusLabels } from '../../domain/campaigns/campaign-labels';
import { platformLabels } from '../../domain/constants';
import { inviteStatusLabels } from '../../domain/marketplace/invite-status';
import { formatDay, formatMoney } from '../brand-influencers/influencer-format';
import { embeddedImageUrl } from '../assets/display-image-url';
import { AccountLine } from './directory-card.component';
import { availabilityLabels } from './directory.texts';
import { profileTexts as t } from './profile.texts';

export interface DirectoryProfileViewProps {
  status: 'loading' | 'error' | 'not_found' | 'ready';
  profile?: DirectoryProfile;
  /** The caller's brand, for links to its campaigns. */
  brandId?: string | null;
  onRetry: () => void;
  /** Shortlist and invite buttons. */
  actions?: ReactNode;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-label={title}>
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{title}</Typography>
      {children}
    </CardContent>
  </Card>
);

/** /influencers/:influencerId for brands: bio, niches, languages, accounts with verified figures, content, collaborations, rates. */
export function DirectoryProfileView({ status, profile, brandId, onRetry, actions }: DirectoryProfileViewProps) {
  const back = <Button component={RouterLink} to="/influencers" startIcon={<ArrowBackOutlined />} sx={{ mb: 2 }}>{t.back}</Button>;
  if (status === 'loading') {
    return (
      <Box role="status" aria-label={t.loading}>
        <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
        <Skeleton variant="rounded" height={160} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  }
  if (status === 'not_found') return <>{back}<Alert severity="info">{t.notFound}</Alert></>;
  if (status === 'error' || !profile) {
    return <>{back}<Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t.retry}</Button>}>{t.loadFailed}</Alert></>;
  }
  const location = [profile.city, profile.country].filter(Boolean).join(', ');
  return (
    <>
      {back}
      <PageTitle title={profile.display_name}>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          {location && <Typography variant="body2" color="text.secondary">{location}</Typography>}
          <Chip size="small" variant="outlined" label={availabilityLabels[profile.availability]}
            color={profile.availability === 'available' ? 'success' : 'default'} />
        </Stack>
      </PageTitle>
      {actions && <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>{actions}</Stack>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Section title={t.about}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Avatar src={embeddedImageUrl(profile.profile_picture)} alt="" sx={{ width: 64, height: 64 }}>{profile.display_name.slice(0, 1).toUpperCase()}</Avatar>
            <Typography variant="body2" color={profile.bio ? 'text.primary' : 'text.secondary'}>{profile.bio || t.noBio}</Typography>
          </Stack>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>{t.niches}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>{profile.categories.map((n) => <Chip key={n} size="small" label={n} />)}</Stack>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>{t.languages}</Typography>
          <Typography variant="body2">{profile.languages.join(', ')}</Typography>
        </Section>
        <Section title={t.accounts}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t.provenanceNote}</Typography>
          {profile.accounts.length === 0 ? <Typography variant="body2">{t.noAccounts}</Typography> : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {profile.accounts.map((account) => <AccountLine key={account.id} account={account} />)}
            </Box>
          )}
        </Section>
        <Section title={t.rates}>
          {profile.rates.length === 0 ? <Typography variant="body2">{t.noRates}</Typography> : (
            <Table size="small" aria-label={t.rates}>
              <TableHead><TableRow><TableCell>{t.placement}</TableCell><TableCell align="right">{t.price}</TableCell></TableRow></TableHead>
              <TableBody>
                {profile.rates.map((rate) => (
                  <TableRow key={rate.placement_type}>
                    <TableCell>{platformLabels[placementTypeInfo[rate.placement_type].platform]} · {placementTypeInfo[rate.placement_type].label}</TableCell>
                    <TableCell align="right">{formatMoney(rate.amount, rate.currency)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Section>
        <Section title={t.recentContent}>
          {profile.recent_content.length === 0 ? <Typography variant="body2">{t.noContent}</Typography> : (
            <Box component="ul" sx={{ pl: 2, m: 0 }}>
              {profile.recent_content.map((item) => (
                <li key={item.id}>
                  <Link href={item.content_url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>{item.content_url}</Link>
                  <Typography component="span" variant="body2" color="text.secondary"> · {item.platform ? platformLabels[item.platform] : ''} {formatDay(item.submitted_at)}</Typography>
                </li>
              ))}
            </Box>
          )}
        </Section>
      </Box>
      <Box sx={{ mt: 2 }}>
        <Section title={t.collaborations}>
          {profile.collaborations.length === 0 ? <Typography variant="body2">{t.noCollaborations}</Typography> : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t.collaborations}>
                <TableHead>
                  <TableRow><TableCell>{t.campaign}</TableCell><TableCell>{t.status}</TableCell><TableCell align="right">{t.offer}</TableCell><TableCell>{t.invitedOn}</TableCell></TableRow>
                </TableHead>
                <TableBody>
                  {profile.collaborations.map((c) => (
                    <TableRow key={c.campaign_id}>
                      <TableCell>
                        {brandId ? <Link component={RouterLink} to={`/brands/${brandId}/campaigns/${c.campaign_id}`}>{c.campaign_name}</Link> : c.campaign_name}
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{campaignStatusLabels[c.campaign_status]}</Typography>
                      </TableCell>
                      <TableCell>{inviteStatusLabels[c.status]}</TableCell>
                      <TableCell align="right">{formatMoney(c.offered_amount, c.currency)}</TableCell>
                      <TableCell>{formatDay(c.invited_at)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Section>
      </Box>
    </>
  );
}

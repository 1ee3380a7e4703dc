import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { DirectoryAccount, DirectoryEntry, DirectoryRate } from '../../api/generated/api';
import { ProvenanceChip } from '../../components/provenance-chip/provenance-chip.component';
import { placementTypeInfo } from '../../domain/campaigns/campaign-options';
import { platformLabels } from '../../domain/constants';
import { formatCompact, formatMoney } from '../brand-influencers/influencer-format';
import { embeddedImageUrl } from '../assets/display-image-url';
import { availabilityLabels, directoryTexts as t } from './directory.texts';

export const profilePath = (id: string) => `/influencers/${id}`;

/** One linked account: handle, audience and where the numbers come from (verified or self-reported). */
export function AccountLine({ account }: { account: DirectoryAccount }) {
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>{platformLabels[account.platform]} {account.handle}</Typography>
      <Typography variant="body2">{formatCompact(account.followers)} {t.followers}</Typography>
      {account.average_engagement !== null && <Typography variant="body2">{account.average_engagement}% {t.engagement}</Typography>}
      {account.recent_average_views !== null && <Typography variant="body2">{formatCompact(account.recent_average_views)} {t.avgViews}</Typography>}
      <ProvenanceChip provenance={account.metrics_provenance} platform={account.platform} verifiedAt={account.verified_at} />
    </Box>
  );
}

export const rateText = (rate: DirectoryRate) => `${placementTypeInfo[rate.placement_type].label}: ${formatMoney(rate.amount, rate.currency)}`;

export interface DirectoryCardProps {
  entry: DirectoryEntry;
  /** When given, the card has a checkbox to pick it for a shortlist or an invite. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}

/** A creator in the directory: who, where (unless hidden), niches, accounts with provenance, totals kept apart, rates. */
export function DirectoryCard({ entry, selected, onSelect }: DirectoryCardProps) {
  const location = [entry.city, entry.country].filter(Boolean).join(', ');
  const headingId = `directory-card-${entry.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} sx={{ height: '100%' }}>
      {/* minmax(0, 1fr): the column is the card's width; a long unbroken word (a city, a handle) wraps inside it
          instead of widening the column past a phone's screen. */}
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {onSelect && <Checkbox checked={Boolean(selected)} onChange={(event) => onSelect(event.target.checked)} slotProps={{ input: { 'aria-label': t.select(entry.display_name) } }} sx={{ ml: -1 }} />}
          <Avatar src={embeddedImageUrl(entry.profile_picture)} alt="" sx={{ width: 48, height: 48 }}>{entry.display_name.slice(0, 1).toUpperCase()}</Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Link id={headingId} component={RouterLink} to={profilePath(entry.id)} variant="h6" underline="hover" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {entry.display_name}
            </Link>
            {location && <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{location}</Typography>}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Chip size="small" variant="outlined" color={entry.availability === 'available' ? 'success' : 'default'}
            label={availabilityLabels[entry.availability]} />
        </Stack>
        {entry.categories.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {entry.categories.slice(0, 4).map((niche) => <Chip key={niche} size="small" label={niche} />)}
          </Stack>
        )}
        {entry.languages.length > 0 && <Typography variant="body2" color="text.secondary">{entry.languages.join(', ')}</Typography>}
        {entry.accounts.length === 0 ? (
          <Typography variant="body2" color="text.secondary">{t.noAccounts}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
            {entry.accounts.map((account) => <AccountLine key={account.id} account={account} />)}
          </Box>
        )}
        <Typography variant="body2">
          {t.verifiedTotal}: <strong>{formatCompact(entry.verified_followers)}</strong> · {t.selfReportedTotal}: <strong>{formatCompact(entry.self_reported_followers)}</strong>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {entry.rates.length === 0 ? t.noRates : `${t.rateFrom}: ${entry.rates.slice(0, 2).map(rateText).join(' · ')}`}
        </Typography>
      </CardContent>
    </Card>
  );
}

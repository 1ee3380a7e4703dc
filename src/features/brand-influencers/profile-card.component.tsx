import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BrandInfluencerAccount, BrandInfluencerProfile } from '../../api/generated/api';
import { platformLabels } from '../../domain/campaigns/campaign-labels';
import { influencerDetailTexts as t } from './brand-influencers.texts';
import { formatCompact } from './influencer-format';
import { embeddedImageUrl } from '../assets/display-image-url';
import { ProvenanceChip } from '../../components/provenance-chip/provenance-chip.component';

const ChipList = ({ label, items }: { label: string; items: string[] }) => (
  <Box>
    <Typography variant="subtitle2" component="h3">{label}</Typography>
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }} aria-label={label} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => <li key={item}><Chip size="small" label={item} /></li>)}
    </Stack>
  </Box>
);

/** The influencer's public profile and linked accounts: never e-mail, phone, date of birth or payout details. */
export function ProfileCard({ profile, accounts }: { profile: BrandInfluencerProfile; accounts: BrandInfluencerAccount[] }) {
  const location = [profile.city, profile.country].filter(Boolean).join(', ');
  return (
    <Card variant="outlined" component="section" aria-labelledby="influencer-profile-heading">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar src={embeddedImageUrl(profile.profile_picture)} alt="" sx={{ width: 56, height: 56 }}>{profile.display_name.slice(0, 1).toUpperCase()}</Avatar>
          <Box>
            <Typography id="influencer-profile-heading" variant="h5" component="h2">{profile.display_name}</Typography>
            {location && <Typography variant="body2" color="text.secondary">{t.location}: {location}</Typography>}
          </Box>
        </Stack>
        <Typography variant="body2" color={profile.bio ? 'text.primary' : 'text.secondary'}>{profile.bio || t.noBio}</Typography>
        {profile.categories.length > 0 && <ChipList label={t.categories} items={profile.categories} />}
        {profile.languages.length > 0 && <ChipList label={t.languages} items={profile.languages} />}
        <Box>
          <Typography variant="subtitle2" component="h3">{t.accounts}</Typography>
          {accounts.length === 0 ? (
            <Typography variant="body2" color="text.secondary">{t.noAccounts}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, mt: 0.5 }}>
              {accounts.map((account) => (
                <Box component="li" key={account.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
                  <Link href={account.profile_url} target="_blank" rel="noopener noreferrer">{platformLabels[account.platform]} {account.handle}</Link>
                  <ProvenanceChip provenance={account.metrics_provenance} platform={account.platform} verifiedAt={account.verified_at} />
                  <Typography variant="body2">{t.followers}: {formatCompact(account.followers)}</Typography>
                  <Typography variant="body2">{t.engagement}: {account.average_engagement === null ? '—' : `${account.average_engagement}%`}</Typography>
                  {account.recent_average_views !== null && <Typography variant="body2">{t.averageViews}: {formatCompact(account.recent_average_views)}</Typography>}
                </Box>
              ))}
            </Box>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

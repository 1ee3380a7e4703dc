import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InfluencerProfile } from '../../api/generated/api';
import { DisplayImage } from '../assets/display-image.component';
import { influencerTexts as t, platformLabels } from './influencer-texts';
import { formatDay } from '../../domain/format/display-format';

/** The profile as brands will see it, plus the private parts its owner checks (birthday, payout). */
export function ProfileSummary({ profile, payoutHint }: { profile: InfluencerProfile; payoutHint?: string | null }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <DisplayImage url={profile.profile_picture}>{(src) => (
          <Avatar src={src} alt="" sx={{ width: 64, height: 64 }}>
            {profile.display_name.slice(0, 1).toUpperCase()}
          </Avatar>
        )}</DisplayImage>
        <div>
          <Typography variant="h6" component="p">{profile.display_name}</Typography>
          <Typography color="text.secondary">
            {[`${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim(), [profile.city, profile.country].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
          </Typography>
        </div>
      </Stack>
      {profile.bio ? <Typography>{profile.bio}</Typography> : null}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={t.categories}>
        {profile.categories.map((category) => <Chip key={category} label={category} color="primary" variant="outlined" />)}
        {profile.languages.map((language) => <Chip key={language} label={language} />)}
      </Stack>
      {profile.social_accounts.map((account) => (
        <Typography key={account.id} variant="body2">{`${platformLabels[account.platform]} · ${account.handle} · ${account.profile_url}`}</Typography>
      ))}
      <Typography variant="body2" color="text.secondary">
        {[profile.date_of_birth ? `${t.dateOfBirth}: ${formatDay(profile.date_of_birth)}` : null, payoutHint ? `Payout: ${payoutHint}` : null].filter(Boolean).join(' · ')}
      </Typography>
    </Stack>
  );
}

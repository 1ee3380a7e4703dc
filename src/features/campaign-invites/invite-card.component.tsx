import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CampaignInvite } from '../../api/generated/api';
import { platformLabels } from '../../domain/constants';
import { inviteStatusLabels } from '../../domain/marketplace/invite-status';
import { inviteListTexts as t } from './campaign-invites.texts';
import { formatMoney } from '../../domain/format/display-format';
import { formatRelative } from './invite-format';
import { InviteStatusChip } from '../../components/status-chip/status-chip.component';
import { embeddedImageUrl } from '../assets/display-image-url';

/** When the card's footnote says: the deadline of a pending invite, the answer time of an answered one. */
function timing(invite: CampaignInvite, now: number): string {
  // An invite past its deadline that the expiry job has not marked yet reads as expired too.
  if (invite.status === 'expired' || (invite.status === 'invited' && invite.expires_at && Date.parse(invite.expires_at) <= now)) return t.expired;
  if (invite.status === 'invited') return invite.expires_at ? t.expires(formatRelative(invite.expires_at, now)) : '';
  return invite.responded_at ? t.answered(formatRelative(invite.responded_at, now)) : '';
}

/** One invite in the list: brand, campaign, platforms, offered pay, deadline and status; the whole card links to details. */
export function InviteCard({ invite, now = Date.now() }: { invite: CampaignInvite; now?: number }) {
  const { campaign } = invite;
  const status = inviteStatusLabels[invite.status];
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={`/campaigns/invites/${invite.id}`} aria-label={t.cardLabel(campaign.name, campaign.brand.name, status)} sx={{ p: 2, height: '100%' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar src={embeddedImageUrl(campaign.brand.logo_url)} alt="" sx={{ width: 32, height: 32 }}>
            {campaign.brand.name.charAt(0).toUpperCase()}
          </Avatar>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 0 }} noWrap>{campaign.brand.name}</Typography>
          <InviteStatusChip status={invite.status} />
        </Stack>
        <Typography variant="h6" component="h2" noWrap>{campaign.name}</Typography>
        <Stack direction="row" spacing={0.5} sx={{ my: 1 }}>
          {campaign.platforms.map((platform) => <Chip key={platform} size="small" variant="outlined" label={platformLabels[platform]} />)}
        </Stack>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="body2">
            {t.offered}{' '}
            <Box component="strong" sx={{ fontWeight: 600 }}>{formatMoney(invite.offered_amount, campaign.currency) || '—'}</Box>
          </Typography>
          <Typography variant="caption" color="text.secondary">{timing(invite, now)}</Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

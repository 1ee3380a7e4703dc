import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ActiveCampaign } from '../../api/generated/api';
import { formatDay, formatMoney, formatPlatforms } from '../../domain/format/display-format';
import { CampaignStatusChip } from '../brand-campaigns/campaign-status-chip.component';
import { activeListTexts as t } from './active-campaigns.texts';
import { activeCampaignHref } from './active-list-query';
import { embeddedImageUrl } from '../assets/display-image-url';

/** One accepted campaign as a list item: brand, status, agreed pay, placement progress and the next deadline. */
export function ActiveCampaignCard({ item }: { item: ActiveCampaign }) {
  const { campaign } = item;
  const done = item.placements_total ? Math.round((item.placements_verified / item.placements_total) * 100) : 0;
  const pay = item.agreed_pay.offered_amount ? formatMoney(item.agreed_pay.offered_amount, item.agreed_pay.currency) : '';
  return (
    // minWidth 0: a grid item, so a long name cannot widen its column past a phone's screen.
    <Box component="li" sx={{ listStyle: 'none', minWidth: 0 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardActionArea component={RouterLink} to={activeCampaignHref(item.id)} aria-label={t.open(campaign.name)} sx={{ height: '100%' }}>
          <CardContent>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
              <Avatar src={embeddedImageUrl(campaign.brand.logo_url)} alt="" sx={{ width: 36, height: 36 }}>{campaign.brand.name.slice(0, 1)}</Avatar>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>{campaign.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{campaign.brand.name} · {formatPlatforms(campaign.platforms)}</Typography>
              </Box>
              <CampaignStatusChip status={campaign.status} />
            </Box>
            {pay ? (
              <Typography variant="body2"><Box component="span" sx={{ color: 'text.secondary' }}>{t.agreedPay}: </Box>{pay}</Typography>
            ) : null}
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t.placementsDone(item.placements_verified, item.placements_total)} · {t.submitted(item.placements_submitted)}
            </Typography>
            <LinearProgress variant="determinate" value={done} sx={{ mt: 0.5, mb: 1 }}
              aria-label={t.placementsDone(item.placements_verified, item.placements_total)} />
            <Typography variant="body2" color="text.secondary">
              {item.next_deadline ? `${t.nextDeadline}: ${formatDay(item.next_deadline)}` : t.noDeadline}
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
    </Box>
  );
}

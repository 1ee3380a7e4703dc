import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Campaign } from '../../api/generated/api';
import { campaignStatusLabels } from '../../domain/campaigns/campaign-labels';
import { listTexts as t } from './brand-campaigns.texts';
import { formatDateRange, formatDay, formatMoney, formatPlatforms } from '../../domain/format/display-format';
import { campaignHref } from './campaign-format';
import { CampaignStatusChip } from './campaign-status-chip.component';
import type { ViewPreferences } from './view-preferences';
import { messagesEntryTexts } from '../messages/messages-entry.texts';

export interface CampaignCardProps {
  campaign: Campaign;
  layout: ViewPreferences['layout'];
  density: ViewPreferences['density'];
  /** Unread messages in conversations opened about this campaign (docs/messages.md). */
  unreadMessages?: number;
}

/** One campaign of the list: a card in the grid, a row in the list; the whole item links to it. */
export function CampaignCard({ campaign, layout, density, unreadMessages = 0 }: CampaignCardProps) {
  const compact = density === 'compact';
  const dates = formatDateRange(campaign.start_date, campaign.end_date) || t.noDates;
  const budget = campaign.budget ? formatMoney(campaign.budget, campaign.currency) : t.noBudget;
  const platforms = formatPlatforms(campaign.platforms);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', height: layout === 'grid' ? '100%' : undefined }}>
      <CardActionArea
        component={RouterLink}
        to={campaignHref(campaign)}
        aria-label={`${campaign.name}, ${campaignStatusLabels[campaign.status]}, ${campaign.status === 'draft' ? t.continueDraft : t.viewDetails}`}
        sx={{ p: compact ? 1.5 : 2.5, height: '100%', alignItems: 'flex-start' }}
      >
        <Stack
          direction={layout === 'list' ? { xs: 'column', sm: 'row' } : 'column'}
          spacing={compact ? 0.5 : 1}
          sx={{ alignItems: layout === 'list' ? { sm: 'center' } : 'stretch', width: '100%' }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {/* The name wraps rather than being cut beside a long status ('Outreach in progress') on a phone. */}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <Typography variant={compact ? 'subtitle1' : 'h6'} component="h2" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                {campaign.name}
              </Typography>
              <CampaignStatusChip status={campaign.status} />
            </Stack>
            {platforms ? <Typography variant="body2" color="text.secondary">{platforms}</Typography> : null}
            {unreadMessages > 0 ? (
              <Typography variant="body2" color="error.main" sx={{ fontWeight: 600 }}>{messagesEntryTexts.campaignUnread(unreadMessages)}</Typography>
            ) : null}
          </Box>
          <Box sx={{ minWidth: layout === 'list' ? { sm: 180 } : undefined, textAlign: layout === 'list' ? { sm: 'right' } : 'left' }}>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>{budget}</Typography>
            <Typography variant="body2" color="text.secondary">{dates}</Typography>
            <Typography variant="caption" color="text.secondary">{t.created(formatDay(campaign.created_at))}</Typography>
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import type { Campaign } from '../../api/generated/api';
import { formatDateRange, formatMoney } from '../../domain/format/display-format';
import { campaignHref } from '../brand-campaigns/campaign-format';
import { CampaignStatusChip } from '../brand-campaigns/campaign-status-chip.component';

/** The five newest campaigns, each linking to its details (drafts to the wizard). */
export function RecentCampaigns({ campaigns }: { campaigns: Campaign[] }) {
  return (
    <List disablePadding>
      {campaigns.map((campaign) => (
        // A <ul> may only hold <li>: the link sits inside its list item.
        <ListItem key={campaign.id} disablePadding>
          <ListItemButton component={RouterLink} to={campaignHref(campaign)} divider sx={{ gap: 2, flexWrap: 'wrap' }}>
            <ListItemText
              primary={campaign.name}
              secondary={[campaign.budget ? formatMoney(campaign.budget, campaign.currency) : '', formatDateRange(campaign.start_date, campaign.end_date)].filter(Boolean).join(' · ')}
              sx={{ minWidth: 0 }}
            />
            <CampaignStatusChip status={campaign.status} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

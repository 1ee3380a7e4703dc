import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ActiveCampaignDashboard } from '../../api/generated/api';
import { formatDateRange } from '../../domain/format/display-format';
import { CampaignStatusChip } from '../brand-campaigns/campaign-status-chip.component';
import { activeCampaignTexts as t } from './active-campaigns.texts';
import { activeCampaignHref } from './active-list-query';
import { TabState } from './tab-states.component';
import { embeddedImageUrl } from '../assets/display-image-url';

export const activeCampaignTabs = [
  { id: 'overview', label: t.tabOverview },
  { id: 'placements', label: t.tabPlacements },
  { id: 'content', label: t.tabContent },
  { id: 'stats', label: t.tabStats },
] as const;
export type ActiveCampaignTab = (typeof activeCampaignTabs)[number]['id'];

export interface ActiveCampaignViewProps {
  rosterId: string;
  status: 'loading' | 'error' | 'not-found' | 'ready';
  dashboard?: ActiveCampaignDashboard;
  tab: ActiveCampaignTab;
  /** The selected tab's content (its route). */
  children?: ReactNode;
  onRetry?: () => void;
  /** "Message" the brand (docs/messages.md), given by the section. */
  messageAction?: (brand: { id: string; name: string }, campaignId: string) => ReactNode;
}

const back = <Button component={RouterLink} to="/campaigns/active" sx={{ mb: 1 }}>{t.backToList}</Button>;

/** One accepted campaign: its header, then Overview, Placements, Content and Stats as linked tabs (sub-routes). */
export function ActiveCampaignView({ rosterId, status, dashboard, tab, children, onRetry, messageAction }: ActiveCampaignViewProps) {
  if (status === 'not-found') return <Box>{back}<Alert severity="info">{t.notFound}</Alert></Box>;
  if (status !== 'ready' || !dashboard) return <TabState status={status === 'ready' ? 'loading' : status} label={t.loading} failed={t.loadFailed} onRetry={onRetry} />;
  const { campaign } = dashboard;
  return (
    <Box>
      {back}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Avatar src={embeddedImageUrl(campaign.brand.logo_url)} alt="">{campaign.brand.name.slice(0, 1)}</Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2">{campaign.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t.by(campaign.brand.name)}{campaign.start_date || campaign.end_date ? ` · ${formatDateRange(campaign.start_date, campaign.end_date)}` : ''}
          </Typography>
        </Box>
        {messageAction?.(campaign.brand, campaign.id)}
        <CampaignStatusChip status={campaign.status} />
      </Box>
      <Tabs value={tab} aria-label={t.tabsLabel} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        {activeCampaignTabs.map((item) => (
          <Tab key={item.id} value={item.id} label={item.label} component={RouterLink} to={activeCampaignHref(rosterId, item.id)} />
        ))}
      </Tabs>
      {children}
    </Box>
  );
}

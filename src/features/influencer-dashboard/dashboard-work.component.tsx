import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { InfluencerDashboard } from '../../api/generated/api';
import { activeCampaignHref } from '../active-campaigns/active-list-query';
import { formatDay, formatMoney } from '../../domain/format/display-format';
import { CampaignStatusChip } from '../brand-campaigns/campaign-status-chip.component';
import { SectionCard } from '../brand-campaigns/detail-list.component';
import { influencerDashboardTexts as t } from './influencer-dashboard.texts';

const listSx = { m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 } as const;

/** Open invites: how many, the ones expiring first, and the way to all of them. */
export function OpenInvitesCard({ invites }: { invites: InfluencerDashboard['open_invites'] }) {
  return (
    <SectionCard title={t.openInvites} action={<Button component={RouterLink} to="/campaigns/invites" size="small">{t.viewInvites}</Button>}>
      {invites.count === 0 ? <Typography variant="body2" color="text.secondary">{t.noInvites}</Typography> : (
        <>
          <Typography variant="body2" sx={{ mb: 1.5, fontWeight: 600 }}>{t.openInvitesCount(invites.count)}</Typography>
          <Box component="ul" sx={listSx}>
            {invites.soonest.map((invite) => (
              <li key={invite.id}>
                <Link component={RouterLink} to={`/campaigns/invites/${invite.id}`} variant="body1">{invite.campaign.name}</Link>
                <Typography variant="body2" color="text.secondary">
                  {invite.campaign.brand_name}
                  {invite.offered_amount ? ` · ${t.offered(formatMoney(invite.offered_amount, invite.currency))}` : ''}
                  {invite.expires_at ? ` · ${t.expires(formatDay(invite.expires_at))}` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      )}
    </SectionCard>
  );
}

/** Up to five live campaigns with their status and next deadline. */
export function ActiveCampaignsCard({ campaigns }: { campaigns: InfluencerDashboard['active_campaigns'] }) {
  return (
    <SectionCard title={t.active} action={<Button component={RouterLink} to="/campaigns/active" size="small">{t.viewActive}</Button>}>
      {campaigns.count === 0 ? <Typography variant="body2" color="text.secondary">{t.noActive}</Typography> : (
        <Box component="ul" sx={listSx}>
          {campaigns.results.map((item) => (
            <Box component="li" key={item.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Box sx={{ minWidth: 0 }}>
                <Link component={RouterLink} to={activeCampaignHref(item.id)} variant="body1">{item.campaign.name}</Link>
                <Typography variant="body2" color="text.secondary">
                  {item.campaign.brand.name} · {item.placements_verified}/{item.placements_total} verified
                  {item.next_deadline ? ` · due ${formatDay(item.next_deadline)}` : ''}
                </Typography>
              </Box>
              <CampaignStatusChip status={item.campaign.status} />
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

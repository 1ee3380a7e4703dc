import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { InfluencerDashboard } from '../../api/generated/api';
import { activeCampaignHref } from '../active-campaigns/active-list-query';
import { VerificationStatusChip } from '../../components/status-chip/status-chip.component';
import { formatDateTime, formatDay } from '../../domain/format/display-format';
import { useTimeZone } from '../settings/use-time-zone.hook';
import { SectionCard } from '../brand-campaigns/detail-list.component';
import { influencerDashboardTexts as t } from './influencer-dashboard.texts';

const listSx = { m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 } as const;

/** The next placements to deliver, soonest first, each leading to its campaign's placements tab. */
export function DeadlinesCard({ deadlines }: { deadlines: InfluencerDashboard['upcoming_deadlines'] }) {
  return (
    <SectionCard title={t.deadlines}>
      {deadlines.length === 0 ? <Typography variant="body2" color="text.secondary">{t.noDeadlines}</Typography> : (
        <Box component="ul" sx={listSx}>
          {deadlines.map((item) => (
            <Box component="li" key={`${item.roster_id}-${item.placement_id}`} sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Box>
                <Link component={RouterLink} to={activeCampaignHref(item.roster_id, 'placements')}>{item.label}</Link>
                <Typography variant="body2" color="text.secondary">{item.campaign.name}</Typography>
              </Box>
              <Box sx={{ textAlign: 'right' }}>
                <Typography variant="body2" component="time" dateTime={item.deadline} sx={{ fontWeight: 600, display: 'block' }}>{formatDay(item.deadline)}</Typography>
                {item.latest_status ? <VerificationStatusChip status={item.latest_status} /> : null}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

/** The latest invites and review steps, newest first. */
export function ActivityCard({ activity }: { activity: InfluencerDashboard['recent_activity'] }) {
  const timeZone = useTimeZone();
  return (
    <SectionCard title={t.activity}>
      {activity.length === 0 ? <Typography variant="body2" color="text.secondary">{t.noActivity}</Typography> : (
        <Box component="ul" sx={listSx}>
          {activity.map((item, index) => {
            const lead = item.kind === 'invite' ? t.inviteActions[item.action] : t.submissionActions[item.action];
            // An accepted invite lives on as the active campaign; other invites open the invite page.
            const href = item.kind === 'invite' && item.action !== 'accepted' ? `/campaigns/invites/${item.target_id}`
              : activeCampaignHref(item.target_id, item.kind === 'submission' ? 'content' : undefined);
            return (
              <li key={`${item.created_at}-${index}`}>
                <Typography variant="body2">
                  {lead ?? item.action} <Link component={RouterLink} to={href}>{item.campaign.name}</Link>
                </Typography>
                {item.message ? <Typography variant="body2" color="text.secondary">“{item.message}”</Typography> : null}
                <Typography variant="caption" color="text.secondary" component="time" dateTime={item.created_at}>{formatDateTime(item.created_at, timeZone)}</Typography>
              </li>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}

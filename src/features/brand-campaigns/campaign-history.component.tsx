import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CampaignEvent } from '../../api/generated/api';
import { campaignStatusLabels } from '../../domain/campaigns/campaign-labels';
import { detailTexts as t, eventLabels } from './brand-campaigns.texts';
import { formatDateTime } from '../../domain/format/display-format';
import { useTimeZone } from '../settings/use-time-zone.hook';
import { LoadFailed } from './campaign-list-states.component';
import { SectionCard } from './detail-list.component';

export interface CampaignHistoryProps {
  status: 'loading' | 'error' | 'ready';
  events?: CampaignEvent[];
  onRetry?: () => void;
}

function Entry({ event }: { event: CampaignEvent }) {
  const timeZone = useTimeZone();
  const change = event.from_status && event.to_status && event.from_status !== event.to_status
    ? `${campaignStatusLabels[event.from_status]} → ${campaignStatusLabels[event.to_status]}`
    : null;
  return (
    <Box component="li" sx={{ position: 'relative', pl: 3, pb: 2, '&::before': { content: '""', position: 'absolute', left: 6, top: 6, width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' }, '&:not(:last-child)::after': { content: '""', position: 'absolute', left: 9.5, top: 16, bottom: 0, width: '1px', bgcolor: 'divider' } }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {(eventLabels as Record<string, string>)[event.action] ?? event.action}
        {change ? <Typography component="span" variant="body2" color="text.secondary">{` · ${change}`}</Typography> : null}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {event.actor?.name ?? t.system} · <time dateTime={event.created_at}>{formatDateTime(event.created_at, timeZone)}</time>
      </Typography>
      {event.note ? <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic' }}>“{event.note}”</Typography> : null}
    </Box>
  );
}

/** Who changed what and when (GET campaigns/{id}/events/, newest first). */
export function CampaignHistory({ status, events = [], onRetry }: CampaignHistoryProps) {
  return (
    <SectionCard title={t.history}>
      {status === 'loading' ? <Skeleton variant="rounded" height={80} role="status" aria-label={t.loading} /> : null}
      {status === 'error' ? <LoadFailed message={t.historyFailed} onRetry={onRetry} /> : null}
      {status === 'ready' && events.length === 0 ? <Typography variant="body2" color="text.secondary">{t.noHistory}</Typography> : null}
      {status === 'ready' && events.length > 0 ? (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {events.map((event) => <Entry key={event.id} event={event} />)}
        </Box>
      ) : null}
    </SectionCard>
  );
}

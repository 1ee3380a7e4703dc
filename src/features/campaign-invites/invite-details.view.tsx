import { visuallyHidden } from '@mui/utils';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CampaignInviteDetail } from '../../api/generated/api';
import { lazyDialog } from '../../components/lazy-dialog/lazy-dialog';
import { lazySection } from '../../components/lazy-section/lazy-section';
import type { ReasonSubmitResult } from '../../components/reason-dialog/reason-dialog.component';
import { applicationFormTexts, inviteDetailsTexts as t } from './campaign-invites.texts';
import type { ApplicationSubmitResult, ApplicationValues } from './application-form.view';
import { InviteApplication, InviteOutcome } from './invite-answer.component';
import { InviteBrief, InviteOffer, InvitePlacements } from './invite-brief.component';
import { formatDateTime, formatMoney } from '../../domain/format/display-format';
import { useTimeZone } from '../settings/use-time-zone.hook';
import { formatRelative } from './invite-format';
import { InviteStatusChip } from '../../components/status-chip/status-chip.component';
import { LoadFailed } from './invite-list-states.component';
import { embeddedImageUrl } from '../assets/display-image-url';

// Both appear after a click (Accept, Decline): their code, react-hook-form and yup load then (docs/performance.md).
const ApplicationFormView = lazySection(
  () => import(/* webpackChunkName: "invite-application-form" */ './application-form.view').then((m) => m.ApplicationFormView),
);
const DeclineInviteDialog = lazyDialog(
  () => import(/* webpackChunkName: "decline-invite-dialog" */ './decline-invite-dialog.component').then((m) => m.DeclineInviteDialog),
);

export interface InviteDetailsViewProps {
  status: 'loading' | 'error' | 'not_found' | 'ready';
  invite?: CampaignInviteDetail;
  onRetry: () => void;
  onAccept: (values: ApplicationValues) => Promise<ApplicationSubmitResult>;
  onDecline: (reason: string) => Promise<ReasonSubmitResult>;
  /** Opens with the application form showing (stories). */
  initiallyApplying?: boolean;
  now?: number;
  /** "Message" the brand (docs/messages.md), given by the section. */
  messageAction?: (brand: { id: string; name: string }, campaignId: string) => React.ReactNode;
}

const back = <Button component={RouterLink} to="/campaigns/invites" startIcon={<ArrowBack />} sx={{ mb: 2 }}>{t.backToInvites}</Button>;

/** /campaigns/invites/:inviteId: the brief, collateral, placements and offer; accept with an application or decline with a reason. */
export function InviteDetailsView({ status, invite, onRetry, onAccept, onDecline, initiallyApplying = false, now = Date.now(), messageAction }: InviteDetailsViewProps) {
  const [applying, setApplying] = useState(initiallyApplying);
  const [declining, setDeclining] = useState(false);
  const timeZone = useTimeZone();
  if (status === 'loading') {
    return <Box role="status" aria-label={t.loading}><Box component="span" sx={visuallyHidden}>{t.loading}</Box><Skeleton variant="rounded" height={96} sx={{ mb: 2 }} /><Skeleton variant="rounded" height={240} /></Box>;
  }
  if (status === 'not_found') return <>{back}<Alert severity="info">{t.notFound}</Alert></>;
  if (status === 'error' || !invite) return <>{back}<LoadFailed message={t.loadFailed} onRetry={onRetry} /></>;

  const { campaign } = invite;
  const open = invite.can_answer;
  const decline = async (reason: string) => {
    const result = await onDecline(reason);
    if (!result) setDeclining(false);
    return result;
  };
  return (
    <Box>
      {back}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar src={embeddedImageUrl(campaign.brand.logo_url)} alt="">{campaign.brand.name.charAt(0).toUpperCase()}</Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2">{campaign.name}</Typography>
          <Typography variant="body2" color="text.secondary">{t.from(campaign.brand.name)}</Typography>
        </Box>
        {messageAction?.(campaign.brand, campaign.id)}
        <InviteStatusChip status={invite.status} size="medium" />
      </Stack>
      <Stack spacing={2}>
        {open ? (
          <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2">
              {invite.expires_at ? t.expiresAt(formatDateTime(invite.expires_at, timeZone), formatRelative(invite.expires_at, now)) : null}
            </Typography>
            {applying ? null : (
              <Stack direction="row" spacing={1}>
                <Button variant="outlined" color="error" onClick={() => setDeclining(true)}>{t.decline}</Button>
                <Button variant="contained" onClick={() => setApplying(true)}>{t.accept}</Button>
              </Stack>
            )}
          </Paper>
        ) : <InviteOutcome invite={invite} />}
        {open && applying ? (
          <Paper variant="outlined" component="section" aria-label={applicationFormTexts.title} sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h3" sx={{ mb: 2 }}>{applicationFormTexts.title}</Typography>
            <ApplicationFormView offeredAmount={invite.offered_amount} offeredLabel={formatMoney(invite.offered_amount, campaign.currency) || undefined}
              onSubmit={onAccept} onCancel={() => setApplying(false)} />
          </Paper>
        ) : null}
        <InviteApplication invite={invite} />
        <InviteOffer invite={invite} />
        <InviteBrief brief={invite.brief} />
        <InvitePlacements invite={invite} />
      </Stack>
      <DeclineInviteDialog open={declining && open} onClose={() => setDeclining(false)} onSubmit={decline} />
    </Box>
  );
}

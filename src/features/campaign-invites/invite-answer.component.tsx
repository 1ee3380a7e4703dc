import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CampaignInviteDetail } from '../../api/generated/api';
import { inviteDetailsTexts as t } from './campaign-invites.texts';
import { formatDay, formatMoney } from '../../domain/format/display-format';
import { Section } from './invite-brief.component';

/** The final state of an answered or expired invite: who answered what, when and why. */
export function InviteOutcome({ invite }: { invite: CampaignInviteDetail }) {
  const answeredOn = formatDay(invite.responded_at);
  if (invite.status === 'accepted') return <Alert severity="success">{t.acceptedOn(answeredOn)}</Alert>;
  if (invite.status === 'declined') {
    return (
      <Alert severity="info">
        {t.declinedOn(answeredOn)}
        {invite.decline_reason ? <Box sx={{ mt: 0.5 }}><strong>{t.declineReason}:</strong> {invite.decline_reason}</Box> : null}
      </Alert>
    );
  }
  if (invite.status === 'expired' || !invite.can_answer) return <Alert severity="warning">{t.expiredNotice}</Alert>;
  return null;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2" component="h4">{label}</Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-line' }}>{children}</Typography>
    </Box>
  );
}

/** The application sent with the acceptance. */
export function InviteApplication({ invite }: { invite: CampaignInviteDetail }) {
  const application = invite.application;
  if (!application) return null;
  return (
    <Section title={t.yourApplication}>
      <Row label={t.proposal}>{application.proposed_content}</Row>
      {application.previous_work.length ? (
        <Row label={t.previousWork}>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {application.previous_work.map((url) => <li key={url}><Link href={url} target="_blank" rel="noopener noreferrer">{url}</Link></li>)}
          </Box>
        </Row>
      ) : null}
      <Row label={t.deliveryDate}>{formatDay(application.expected_delivery_date)}</Row>
      <Row label={t.compensation}>{formatMoney(application.requested_compensation, invite.campaign.currency)}</Row>
      {application.additional_notes ? <Row label={t.notes}>{application.additional_notes}</Row> : null}
    </Section>
  );
}

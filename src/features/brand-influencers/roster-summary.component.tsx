import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BrandInfluencerDetails } from '../../api/generated/api';
import { influencerDetailTexts as t } from './brand-influencers.texts';
import { formatDay, formatMoney } from './influencer-format';
import { InviteStatusChip } from '../../components/status-chip/status-chip.component';

type Roster = BrandInfluencerDetails['roster'];

const Row = ({ label, value }: { label: string; value: string }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0 }}>{value}</Typography>
  </>
);

/** The application SPEC §3 asks for with an acceptance, as sent. */
function Application({ application, currency }: { application: NonNullable<Roster['application']>; currency: string }) {
  const previous = Array.isArray(application.previous_work) ? (application.previous_work as string[]) : [];
  return (
    <Box component="section" aria-labelledby="application-heading">
      <Typography id="application-heading" variant="subtitle1" component="h3">{t.application}</Typography>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>{t.proposal}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{String(application.proposed_content ?? '')}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, mt: 1 }}>
        <Row label={t.deliveryDate} value={formatDay(String(application.expected_delivery_date ?? ''))} />
        <Row label={t.requestedPay} value={formatMoney(String(application.requested_compensation ?? ''), currency)} />
        {application.additional_notes ? <Row label={t.notes} value={String(application.additional_notes)} /> : null}
      </Box>
      {previous.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>{t.previousWork}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {previous.map((url) => <li key={url}><Link href={url} target="_blank" rel="noopener noreferrer">{url}</Link></li>)}
          </Box>
        </>
      )}
    </Box>
  );
}

/** Where the influencer stands in this campaign: invite status, fit, offer, dates, and their answer. */
export function RosterSummary({ roster, currency }: { roster: Roster; currency: string }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="roster-heading">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id="roster-heading" variant="h6" component="h2">{t.roster}</Typography>
          <InviteStatusChip status={roster.status} />
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          <Row label={t.fit} value={`${Math.round(roster.fit_score)} / 100`} />
          <Row label={t.offeredPay} value={formatMoney(roster.offered_amount, currency)} />
          {roster.invited_at && <Row label={t.invitedAt} value={formatDay(roster.invited_at)} />}
          {roster.status === 'invited' && roster.expires_at && <Row label={t.expiresAt} value={formatDay(roster.expires_at)} />}
          {roster.responded_at && <Row label={t.respondedAt} value={formatDay(roster.responded_at)} />}
        </Box>
        {roster.decline_reason && (
          <Box>
            <Typography variant="subtitle2" component="h3">{t.declineReason}</Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{roster.decline_reason}</Typography>
          </Box>
        )}
        {roster.application && <Application application={roster.application} currency={currency} />}
      </CardContent>
    </Card>
  );
}

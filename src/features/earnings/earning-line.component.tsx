import { visuallyHidden } from '@mui/utils';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { downloadAuthorized } from '../../components/download/authorized-download';
import type { PayoutAttempt, PayoutLine } from '../../api/generated/api';
import { StatusChip } from '../../components/status-chip/status-chip.component';
import { placementTypeInfo, type PlacementType } from '../../domain/campaigns/campaign-options';
import { formatDateTime, formatDay, formatMoney } from '../../domain/format/display-format';
import { earningsTexts as t, payoutLineStatusLabels, payoutLineStatusTone } from '../../domain/payments/earnings.texts';
import { useTimeZone } from '../settings/use-time-zone.hook';

/** The label of a placement type ('Dedicated video'); the raw type for one the SPA does not know yet. */
export const placementLabel = (type: string) => placementTypeInfo[type as PlacementType]?.label ?? type;

/**
 * Lines carry the campaign's id, and /campaigns/active/{id} takes the roster row's: the link opens the creator's
 * campaign list searched for the campaign's name, one click from its page.
 */
export const campaignHref = (name: string) => `/campaigns/active?${new URLSearchParams({ status: 'all', search: name.slice(0, 100) })}`;

/** The payout's statement (GET payouts/{id}/statement/, a PDF), saved with the bearer token of every API call. */
function StatementButton({ payout, campaign, placement }: { payout: PayoutAttempt; campaign: string; placement: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadAuthorized(`/api/v1/payouts/${encodeURIComponent(payout.id)}/statement/`, { fallbackName: t.statementFallbackName });
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ mt: 1.5 }}>
      <Button size="small" variant="outlined" startIcon={<Download />} onClick={() => void download()} disabled={busy} aria-label={t.statementOf(campaign, placement)}>
        {busy ? t.statementDownloading : t.statement}
      </Button>
      {error ? <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert> : null}
    </Box>
  );
}

function PayoutFacts({ payout, currency }: { payout: PayoutAttempt; currency: string }) {
  const timeZone = useTimeZone();
  const facts: Array<[string, string]> = [
    [t.payout, t.payoutStatus[payout.status]],
    [payout.status === 'processed' ? t.netPaid : t.net, formatMoney(payout.net, currency)],
    [t.taxWithheld, formatMoney(payout.tax_withheld, currency)],
    [t.destination, payout.destination],
  ];
  if (payout.utr) facts.push([t.utr, payout.utr]);
  if (payout.processed_at) facts.push([t.processedAt, formatDateTime(payout.processed_at, timeZone)]);
  return (
    // Each fact as wide as its value (a UTR is 22 characters), wrapping to the next row when the card is narrow.
    <Box component="dl" sx={{ m: 0, mt: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
      {facts.map(([label, value], index) => (
        <Box key={label} sx={{ minWidth: 0, flex: { xs: '1 1 40%', sm: '0 1 auto' } }}>
          <Typography component="dt" variant="caption" color="text.secondary">{label}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: index === 1 ? 600 : undefined }}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One payout line: the campaign, the placement and its content, what it earned, where it stands and its payout. */
export function EarningLine({ line }: { line: PayoutLine }) {
  const timeZone = useTimeZone();
  const placement = placementLabel(line.placement_type);
  const failed = line.payout && (line.payout.status === 'failed' || line.payout.status === 'reversed');
  const dates = [t.verifiedOn(formatDay(line.created_at, timeZone)), line.approved_at ? t.approvedOn(formatDay(line.approved_at, timeZone)) : null];
  return (
    <Card variant="outlined" component="li" aria-label={`${line.campaign_name}: ${placement}`} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 3 }} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={campaignHref(line.campaign_name)} aria-label={t.openCampaign(line.campaign_name)}
              variant="subtitle1" underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {line.campaign_name}
            </Link>
            <Typography variant="body2">{placement}</Typography>
            <Typography variant="body2" color="text.secondary">{dates.filter(Boolean).join(', ')}</Typography>
            {line.content_url ? (
              <Link href={line.content_url} target="_blank" rel="noopener noreferrer" variant="body2"
                aria-label={t.viewContentOf(line.campaign_name, placement)}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
                {t.viewContent}<OpenInNew fontSize="inherit" aria-hidden />
              </Link>
            ) : null}
          </Box>
          <Box sx={{ textAlign: { sm: 'right' }, flexShrink: 0, maxWidth: { sm: 260 } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: { sm: 'flex-end' }, flexWrap: 'wrap' }} useFlexGap>
              <Typography variant="h6" component="p" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                <Box component="span" sx={visuallyHidden}>{t.gross}: </Box>
                {formatMoney(line.gross, line.currency)}
              </Typography>
              <StatusChip label={payoutLineStatusLabels[line.status]} tone={payoutLineStatusTone[line.status]} />
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p">{line.basis}</Typography>
          </Box>
        </Stack>
        {line.payout ? <PayoutFacts payout={line.payout} currency={line.currency} /> : null}
        {line.payout ? <StatementButton payout={line.payout} campaign={line.campaign_name} placement={placementTypeInfo[line.placement_type as PlacementType]?.label ?? line.placement_type} /> : null}
        {failed ? <Alert severity="error" sx={{ mt: 1.5 }}>{t.payoutFailed(line.payout?.failure_reason ?? null)}</Alert> : null}
      </CardContent>
    </Card>
  );
}

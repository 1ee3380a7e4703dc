import { visuallyHidden } from '@mui/utils';
import OpenInNew from '@mui/icons-material/OpenInNew';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PayoutLine } from '../../api/generated/api';
import { lazyDialog } from '../../components/lazy-dialog/lazy-dialog';
import { placementTypeInfo, type PlacementType } from '../../domain/campaigns/campaign-options';
import { formatDay, formatMoney } from '../../domain/format/display-format';
import { payoutApprovalTexts as t } from '../../domain/payments/earnings.texts';
import { paymentTexts } from '../../domain/payments/payment.texts';
import { useTimeZone } from '../settings/use-time-zone.hook';

// Opens on a click only: its code (MUI's Dialog, Modal, focus trap) loads on the first Approve (docs/performance.md).
const ApproveLineDialog = lazyDialog(() =>
  import(/* webpackChunkName: "approve-payout-dialog" */ './approve-line-dialog.component').then((m) => m.ApproveLineDialog));

export interface PayoutApprovalsViewProps {
  status: 'loading' | 'error' | 'ready';
  lines?: readonly PayoutLine[];
  /** May approve payouts (payments.approve: brand admins). */
  canApprove: boolean;
  /** Resolves to the refusal to show in the dialog, or undefined when approved. */
  onApprove?: (line: PayoutLine) => Promise<string | undefined>;
  onRetry?: () => void;
}

const placementLabel = (type: string) => placementTypeInfo[type as PlacementType]?.label ?? type;

function LineRow({ line, canApprove, onApprove }: { line: PayoutLine; canApprove: boolean; onApprove: () => void }) {
  const timeZone = useTimeZone();
  const placement = placementLabel(line.placement_type);
  const amount = formatMoney(line.gross, line.currency);
  return (
    <Box component="li" aria-label={`${line.influencer_name}: ${line.campaign_name}, ${placement}`} sx={{
      listStyle: 'none', py: 1.5, display: 'flex', gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', alignItems: 'center',
      borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 },
    }}>
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{line.influencer_name}</Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{line.campaign_name} · {placement}</Typography>
        {/* How the amount was reached: the fixed price, or verified views × the CPM rate at the cut-off. */}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>{line.basis}</Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">{t.verifiedOn(formatDay(line.created_at, timeZone))}</Typography>
          {line.content_url ? (
            <Link href={line.content_url} target="_blank" rel="noopener noreferrer" variant="body2"
              aria-label={t.viewContentOf(line.influencer_name, placement)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              {t.viewContent}<OpenInNew fontSize="inherit" aria-hidden />
            </Link>
          ) : null}
        </Stack>
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', ml: 'auto' }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{amount}</Typography>
        {canApprove ? (
          <Button variant="contained" onClick={onApprove} aria-label={t.approveFor(amount, line.influencer_name)}>{t.approve}</Button>
        ) : null}
      </Stack>
    </Box>
  );
}

function Body({ status, lines, canApprove, onRetry, onOpen }: Omit<PayoutApprovalsViewProps, 'onApprove'> & { onOpen: (line: PayoutLine) => void }) {
  if (status === 'loading') {
    return (
      <Stack spacing={1.5} role="status" aria-label={t.loading}>
        <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
        {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={72} />)}
      </Stack>
    );
  }
  if (status === 'error' || !lines) {
    return <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t.retry}</Button>}>{t.loadFailed}</Alert>;
  }
  if (lines.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', px: 3, py: 4, border: 1, borderColor: 'divider', borderRadius: 2, borderStyle: 'dashed' }}>
        <Box aria-hidden sx={{ color: 'text.disabled', '& svg': { fontSize: 40 } }}><TaskAltOutlined /></Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{t.emptyTitle}</Typography>
        <Typography variant="body2" color="text.secondary">{t.emptyBody}</Typography>
      </Box>
    );
  }
  return (
    <>
      {canApprove ? null : <Alert severity="info" sx={{ mb: 1 }}>{paymentTexts.approveNotPermitted}</Alert>}
      <Box component="ul" aria-label={t.heading} sx={{ p: 0, m: 0 }}>
        {lines.map((line) => <LineRow key={line.id} line={line} canApprove={canApprove} onApprove={() => onOpen(line)} />)}
      </Box>
    </>
  );
}

/** The brand's payouts awaiting approval (for /payments): one row per verified item, Approve behind a confirm step. */
export function PayoutApprovalsView({ onApprove, ...props }: PayoutApprovalsViewProps) {
  const [open, setOpen] = useState(false);
  const [line, setLine] = useState<PayoutLine | null>(null);
  return (
    <Box component="section" aria-labelledby="payout-approvals-heading" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 } }}>
      <Typography id="payout-approvals-heading" variant="h6" component="h2">{t.heading}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t.intro}</Typography>
      <Body {...props} onOpen={(chosen) => { setLine(chosen); setOpen(true); }} />
      <ApproveLineDialog open={open} line={line} onClose={() => setOpen(false)}
        onConfirm={(chosen) => onApprove?.(chosen) ?? Promise.resolve(undefined)} />
    </Box>
  );
}

import AccountBalance from '@mui/icons-material/AccountBalance';
import QrCode2 from '@mui/icons-material/QrCode2';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import type { GetPaymentInfoApiResponse } from '../../api/generated/api';
import { lazyDialog } from '../../components/lazy-dialog/lazy-dialog';
import { payoutTexts as t } from './payout-texts';

// Both open on a click only: their code loads on the first open (docs/performance.md).
const loadDialogs = () => import(/* webpackChunkName: "payout-dialogs" */ './payout-dialogs.component');
const PayoutEditDialog = lazyDialog(() => loadDialogs().then((m) => m.PayoutEditDialog));
const PayoutRemoveDialog = lazyDialog(() => loadDialogs().then((m) => m.PayoutRemoveDialog));

export interface PayoutDetailsCardViewProps {
  status: 'loading' | 'error' | 'ready';
  info?: GetPaymentInfoApiResponse;
  onRetry?: () => void;
  onRemove: () => Promise<void>;
  /** The form shown in the dialog; `close` is called when it saved or was cancelled. */
  renderForm: (close: () => void) => ReactNode;
}

/** Masked payout details with Change (a dialog whose form starts empty every time it opens) and Remove. */
export function PayoutDetailsCardView({ status, info, onRetry, onRemove, renderForm }: PayoutDetailsCardViewProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const close = () => setEditing(false);
  const headingId = useId();

  async function remove() {
    setRemoving(true);
    try {
      await onRemove();
      setConfirming(false);
    } finally {
      setRemoving(false);
    }
  }

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {t.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.subtitle}
      </Typography>
      {status === 'loading' ? <Skeleton variant="rounded" height={56} role="status" aria-label="Loading payout details" /> : null}
      {status === 'error' ? (
        <Alert severity="error" action={onRetry ? <Button color="inherit" onClick={onRetry}>{t.retry}</Button> : undefined}>
          {t.loadFailed}
        </Alert>
      ) : null}
      {status === 'ready' ? <PayoutSummary info={info} /> : null}
      {status === 'ready' ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant={info?.has_payment_info ? 'outlined' : 'contained'} onClick={() => setEditing(true)}>
            {info?.has_payment_info ? t.change : t.add}
          </Button>
          {info?.has_payment_info ? (
            <Button color="error" onClick={() => setConfirming(true)}>
              {t.remove}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {/* Unmounting the form on close resets it: closing the dialog discards what was typed (SPEC §4). */}
      <PayoutEditDialog open={editing} onClose={close}>{editing ? renderForm(close) : null}</PayoutEditDialog>
      <PayoutRemoveDialog open={confirming} removing={removing} onClose={() => setConfirming(false)} onRemove={() => void remove()} />
    </Paper>
  );
}

function PayoutSummary({ info }: { info?: GetPaymentInfoApiResponse }) {
  if (!info?.has_payment_info) return <Typography>{t.none}</Typography>;
  if (info.upi) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <QrCode2 color="action" />
        <div>
          <Typography>{t.upi}</Typography>
          <Typography variant="body2" color="text.secondary">{info.upi.upi_id_masked}</Typography>
        </div>
      </Stack>
    );
  }
  const bank = info.bank;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <AccountBalance color="action" />
      <div>
        <Typography>{`${bank?.bank_name ?? ''} · ${bank?.account_type === 'current' ? t.current : t.savings}`}</Typography>
        <Typography variant="body2" color="text.secondary">
          {`${bank?.account_holder_name ?? ''} · ${bank?.account_number_masked ?? ''} · ${bank?.ifsc_code ?? ''}`}
        </Typography>
      </div>
    </Stack>
  );
}

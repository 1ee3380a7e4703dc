import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { PayoutLine } from '../../api/generated/api';
import { formatMoney } from '../../domain/format/display-format';
import { payoutApprovalTexts as t } from '../../domain/payments/earnings.texts';
import { useConfirmStep } from '../mutation-errors/use-confirm-step.hook';

export interface ApproveLineDialogProps {
  open: boolean;
  /** The line being approved; kept by the caller while the dialog closes, so its text does not vanish mid-animation. */
  line: PayoutLine | null;
  /** Resolves to the server's refusal to show here (the dialog stays open), or undefined when approved. */
  onConfirm: (line: PayoutLine) => Promise<string | undefined>;
  onClose: () => void;
}

/** The confirm step before a payout line is approved: what moves to whom; a refusal (403, 409) is shown inside. */
export function ApproveLineDialog({ open, line, onConfirm, onClose }: ApproveLineDialogProps) {
  const { busy, error, close, confirm } = useConfirmStep(line, onConfirm, onClose);
  const titleId = useId();
  const amount = line ? formatMoney(line.gross, line.currency) : '';

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t.confirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{line ? t.confirmBody(amount, line.influencer_name, line.campaign_name) : ''}</DialogContentText>
        {line?.basis ? <DialogContentText variant="body2" sx={{ mt: 1 }}>{line.basis}</DialogContentText> : null}
        {error ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>{t.back}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy || !line}>
          {busy ? t.working : t.confirm(amount)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { BrandPaymentMethod } from '../../api/generated/api';
import { paymentMethodTexts as t } from '../../domain/payments/payment-method.texts';
import { useConfirmStep } from '../mutation-errors/use-confirm-step.hook';

export interface RemovePaymentMethodDialogProps {
  open: boolean;
  /** Kept by the caller while the dialog closes, so its text does not vanish mid-animation. */
  method: BrandPaymentMethod | null;
  /** Resolves to the refusal to show here (the dialog stays open), or undefined when removed. */
  onConfirm: (method: BrandPaymentMethod) => Promise<string | undefined>;
  onClose: () => void;
}

/** The confirm step before a payment method is removed; says which method becomes the default when it was one. */
export function RemovePaymentMethodDialog({ open, method, onConfirm, onClose }: RemovePaymentMethodDialogProps) {
  const { busy, error, close, confirm } = useConfirmStep(method, onConfirm, onClose);
  const titleId = useId();

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t.removeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{method ? (method.is_default ? t.removeDefaultBody(method.summary) : t.removeBody(method.summary)) : ''}</DialogContentText>
        {error ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>{t.keep}</Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy || !method}>
          {busy ? t.working : t.removeConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

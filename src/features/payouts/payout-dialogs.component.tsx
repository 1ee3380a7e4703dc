import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { payoutTexts as t } from './payout-texts';

/**
 * The payout card's two dialogs, in their own module so /settings loads Dialog, Modal and the focus trap only when
 * Change/Add or Remove is pressed (payout-details-card.view.tsx, docs/performance.md).
 */
export function PayoutEditDialog({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="payout-dialog-title">
      <DialogTitle id="payout-dialog-title">{t.dialogTitle}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>{children}</DialogContent>
    </Dialog>
  );
}

export interface PayoutRemoveDialogProps {
  open: boolean;
  removing: boolean;
  onClose: () => void;
  onRemove: () => void;
}

export function PayoutRemoveDialog({ open, removing, onClose, onRemove }: PayoutRemoveDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="payout-remove-title">
      <DialogTitle id="payout-remove-title">{t.removeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t.removeBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button color="error" variant="contained" loading={removing} onClick={onRemove}>
          {t.remove}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

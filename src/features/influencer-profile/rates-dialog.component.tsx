import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ratesTexts as t } from './rates-card.texts';
import { RatesFormView, type RatesFormViewProps } from './rates-form.view';

export interface RatesDialogProps extends Pick<RatesFormViewProps, 'defaultValues' | 'onSubmit'> {
  open: boolean;
  onClose: () => void;
}

/**
 * The rates card's dialog with its form, in its own module so /profile loads Dialog, the focus trap, react-hook-form
 * and the rows only when Edit is pressed (rates-card.view.tsx, docs/performance.md). The form is unmounted on close,
 * so closing discards what was typed (SPEC §4) and the next open starts from what is saved.
 */
export function RatesDialog({ open, onClose, defaultValues, onSubmit }: RatesDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="rates-dialog-title">
      <DialogTitle id="rates-dialog-title">{t.dialogTitle}</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        {open ? <RatesFormView defaultValues={defaultValues} onSubmit={onSubmit} onCancel={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

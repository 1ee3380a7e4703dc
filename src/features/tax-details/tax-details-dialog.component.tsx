import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { TaxDetailsFormView, type TaxDetailsFormViewProps } from './tax-details-form.view';
import { taxTexts as t } from './tax-texts';

export interface TaxDetailsDialogProps extends Pick<TaxDetailsFormViewProps, 'defaultValues' | 'onSubmit'> {
  open: boolean;
  onClose: () => void;
}

/**
 * The tax card's dialog with its form, in its own module so /settings loads Dialog, the focus trap, react-hook-form
 * and the text fields only when Add PAN or Change is pressed (tax-details-card.view.tsx, docs/performance.md).
 * The form is unmounted on close, so closing discards what was typed (SPEC §4).
 */
export function TaxDetailsDialog({ open, onClose, defaultValues, onSubmit }: TaxDetailsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tax-details-dialog-title">
      <DialogTitle id="tax-details-dialog-title">{t.dialogTitle}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        {open ? <TaxDetailsFormView defaultValues={defaultValues} onSubmit={onSubmit} onCancel={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { reportReasonMax } from '../../../domain/messages/messages.rules';
import { messageErrors } from '../../../domain/messages/messages.texts';
import { messagesTexts as t } from '../messages.texts';

/** Creators: confirm blocking the brand of a thread. */
export function BlockDialog({ open, brandName, onClose, onConfirm }: { open: boolean; brandName: string; onClose: () => void; onConfirm: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t.blockTitle(brandName)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t.blockBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>{t.blockConfirm}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Report a thread or one message to the operators, with a reason (checked like the server does). */
export function ReportDialog({
  open, messageReport = false, onClose, onSubmit,
}: { open: boolean; messageReport?: boolean; onClose: () => void; onSubmit: (reason: string) => void }) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const text = reason.trim();
    if (!text) return setError(messageErrors.reportReasonRequired);
    if (text.length > reportReasonMax) return setError(messageErrors.reportReasonTooLong);
    onSubmit(text);
    setReason('');
    setError(null);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{messageReport ? t.reportMessageTitle : t.reportTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t.reportBody}</DialogContentText>
        <TextField
          label={t.reportReason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error !== null}
          helperText={error ?? `${reason.length}/${reportReasonMax}`}
          multiline
          minRows={3}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button variant="contained" onClick={submit}>{t.reportConfirm}</Button>
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { detailTexts as t } from './brand-campaigns.texts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** Offer an optional note (status changes keep it in the activity history). */
  withNote?: boolean;
  destructive?: boolean;
  /** Resolves to an error text to show (the dialog stays open), or undefined when done. */
  onConfirm: (note: string) => Promise<string | undefined>;
  onClose: () => void;
}

/** A confirm step for a campaign change; the server's refusal (403, 409) is shown inside it. */
export function ConfirmDialog({ open, title, body, confirmLabel, withNote, destructive, onConfirm, onClose }: ConfirmDialogProps) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const titleId = useId();

  const close = () => {
    if (busy) return;
    setNote('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    const failure = await onConfirm(note.trim());
    setBusy(false);
    if (failure) setError(failure);
    else {
      setNote('');
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: withNote ? 2 : 0 }}>{body}</DialogContentText>
        {withNote ? (
          <TextField label={t.note} value={note} onChange={(e) => setNote(e.target.value)} fullWidth multiline minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }} disabled={busy} />
        ) : null}
        {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>{t.back}</Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={() => void confirm()} disabled={busy}>
          {busy ? t.working : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

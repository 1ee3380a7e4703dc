import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { suppressionEmailRule } from '../../domain/outreach/email-suppression.texts';
import { RefusalAlert } from '../mutation-errors/refusal-alert.component';
import { operatorSuppressionsTexts as t } from './operator-email-suppressions.texts';

/** What adding answered: a message for the field (400) or for the whole dialog (409 and the rest); nothing when added. */
export type AddSuppressionResult = { field?: string; form?: string } | void;

export interface EmailSuppressionAddDialogProps {
  open: boolean;
  onAdd: (email: string) => Promise<AddSuppressionResult>;
  onClose: () => void;
}

/** Adds an address as a spam complaint; the address rule is the server's (suppressionEmailRule), checked on submit. */
export function EmailSuppressionAddDialog({ open, onAdd, onClose }: EmailSuppressionAddDialogProps) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const close = () => {
    if (busy) return;
    setEmail('');
    setFieldError(undefined);
    setFormError(undefined);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = suppressionEmailRule(email);
    setFormError(undefined);
    setFieldError(checked.error);
    if (checked.error) return;
    setBusy(true);
    const failure = await onAdd(checked.email);
    setBusy(false);
    if (failure) {
      setFieldError(failure.field);
      setFormError(failure.form);
      return;
    }
    setEmail('');
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t.addTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t.addBody}</DialogContentText>
          <TextField
            label={t.emailLabel} type="email" fullWidth autoFocus value={email} disabled={busy}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(fieldError)} helperText={fieldError ?? ' '}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
          <RefusalAlert message={formError} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>{t.cancel}</Button>
          <Button type="submit" variant="contained" disabled={busy}>{busy ? t.adding : t.addConfirm}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

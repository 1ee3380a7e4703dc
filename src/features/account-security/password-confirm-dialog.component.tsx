import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { PasswordField } from '../auth/components/password-field.component';
import { securityTexts as texts } from './account-security.texts';

export interface PasswordConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel?: string;
  onClose: () => void;
  /** Rejects with the text to show (wrong password, ...); the dialog stays open. */
  onConfirm: (password: string) => Promise<void>;
}

/** Asks for the password before a two-factor change (turn on, turn off, new backup codes). */
export function PasswordConfirmDialog({ open, title, body, confirmLabel = texts.continue, onClose, onConfirm }: PasswordConfirmDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  // Closing forgets the password.
  useEffect(() => {
    if (!open) {
      setPassword('');
      setError(null);
      setFieldError(null);
      setWorking(false);
    }
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setFieldError(texts.passwordRequired);
      return;
    }
    setFieldError(null);
    setError(null);
    setWorking(true);
    try {
      await onConfirm(password);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setWorking(false);
    }
  };

  return (
    <Dialog open={open} onClose={working ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="password-confirm-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="password-confirm-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{body}</DialogContentText>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <PasswordField
              label={texts.passwordLabel}
              autoComplete="current-password"
              autoFocus
              fullWidth
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldError !== null}
              helperText={fieldError ?? undefined}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={working}>{texts.cancel}</Button>
          <Button type="submit" variant="contained" disabled={working}>{working ? texts.working : confirmLabel}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

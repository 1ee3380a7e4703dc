import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { teamTexts as t } from './team-texts';

export interface ConfirmRequest { title: string; body: string; action: string; run: () => Promise<string | undefined> }

/** Confirms a removal, revoke or leave; a refusal (e.g. the last admin) stays in the dialog. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setError('');
    onClose();
  };
  const confirm = async () => {
    if (!request) return;
    setBusy(true);
    const refusal = await request.run();
    setBusy(false);
    if (refusal) setError(refusal);
    else close();
  };
  return (
    <Dialog open={!!request} onClose={close} aria-labelledby="team-confirm-title">
      <DialogTitle id="team-confirm-title">{request?.title}</DialogTitle>
      <DialogContent>
        {error ? <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert> : null}
        <DialogContentText>{request?.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t.cancel}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void confirm()}>{request?.action}</Button>
      </DialogActions>
    </Dialog>
  );
}

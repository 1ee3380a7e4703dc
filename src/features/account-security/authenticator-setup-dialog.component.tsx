import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuthenticatorSetup } from '../../auth/auth-client.types';
import { accountSecurityMessages as m, isVerificationCode } from '../../domain/security/account-security.texts';
import { securityTexts as texts } from './account-security.texts';
import { CodeField } from '../auth/components/code-field.component';

// The QR code library (about 10 kB gzip) loads when the dialog shows a code, not with /settings (route budget).
const QrCode = lazy(() => import(/* webpackChunkName: "qr-code" */ './qr-code.component').then((module) => ({ default: module.QrCode })));

export interface AuthenticatorSetupDialogProps {
  /** null: closed. */
  setup: AuthenticatorSetup | null;
  onClose: () => void;
  /** Rejects with the text to show (wrong code); resolves once two-factor sign-in is on. */
  onVerify: (code: string) => Promise<void>;
  onCopy?: (text: string) => Promise<void>;
}

/** Step 2 of the authenticator: the QR code, the key for typing by hand, and the first code from the app. */
export function AuthenticatorSetupDialog({ setup, onClose, onVerify, onCopy }: AuthenticatorSetupDialogProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);

  useEffect(() => {
    setCode('');
    setError(null);
    setVerifying(false);
  }, [setup]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isVerificationCode(code)) {
      setError(code ? m.codeFormat : m.codeRequired);
      return;
    }
    setError(null);
    setVerifying(true);
    try {
      await onVerify(code);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setVerifying(false);
    }
  };

  // The key in groups of four, as apps show it; spaces are ignored when typed.
  const groupedKey = setup?.secret.replace(/=+$/, '').replace(/(.{4})/g, '$1 ').trim() ?? '';
  return (
    <Dialog open={setup !== null} onClose={verifying ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="authenticator-setup-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="authenticator-setup-title">{texts.setupTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{texts.setupBody}</DialogContentText>
            {setup ? (
              <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                <Suspense fallback={<Box sx={{ width: 192, height: 192 }} aria-hidden />}>
                  <QrCode value={setup.totpUri} alt={texts.qrAlt} />
                </Suspense>
              </Box>
            ) : null}
            <div>
              <Typography variant="body2" color="text.secondary">{texts.manualEntry}</Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
                  {groupedKey}
                </Typography>
                {onCopy && setup ? (
                  <Button size="small" onClick={() => void onCopy(setup.secret)}>{texts.copyKey}</Button>
                ) : null}
              </Stack>
            </div>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <CodeField label={texts.codeLabel} value={code} onChange={setCode} fullWidth error={error !== null} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={verifying}>{texts.cancel}</Button>
          <Button type="submit" variant="contained" disabled={verifying}>{verifying ? texts.verifying : texts.verify}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

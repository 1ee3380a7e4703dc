import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SecondFactorInput, SecondFactorKind, SecondFactorMethod } from '../../../auth/auth-client.types';
import { accountSecurityMessages as m, isBackupCodeShape, isVerificationCode } from '../../../domain/security/account-security.texts';
import { signInCodeTexts as texts } from '../auth-codes.texts';
import { CodeField } from './code-field.component';

export interface TwoFactorStepProps {
  /** What the account can use; the authenticator comes first when it has one. */
  methods: readonly SecondFactorMethod[];
  /** Rejects with the text to show (wrong code, expired, ...). */
  onVerify: (input: SecondFactorInput) => Promise<void>;
  /** E-mails a code; rejects with the text to show. */
  onSendEmail: () => Promise<void>;
  onCancel: () => void;
  /** An e-mailed code was already sent (stories). */
  initialEmailSent?: boolean;
}

/** SPEC §5: the sign-in step after the password when two-factor authentication is on. */
export function TwoFactorStep({ methods, onVerify, onSendEmail, onCancel, initialEmailSent = false }: TwoFactorStepProps) {
  const [kind, setKind] = useState<SecondFactorKind>(methods.includes('totp') ? 'totp' : 'otp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verifying' | 'sending' | null>(null);
  const [emailSent, setEmailSent] = useState(initialEmailSent);

  const switchTo = (next: SecondFactorKind) => {
    setKind(next);
    setCode('');
    setError(null);
  };

  const sendEmail = async () => {
    setBusy('sending');
    setError(null);
    try {
      await onSendEmail();
      setEmailSent(true);
      if (kind !== 'otp') switchTo('otp');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = kind === 'backup' ? isBackupCodeShape(code) : isVerificationCode(code);
    if (!valid) {
      setError(code ? (kind === 'backup' ? m.backupCodeFormat : m.codeFormat) : m.codeRequired);
      return;
    }
    setBusy('verifying');
    setError(null);
    try {
      await onVerify({ kind, code: code.trim(), trustDevice });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(null);
    }
  };

  const prompt = kind === 'totp' ? texts.authenticatorPrompt : kind === 'backup' ? texts.backupPrompt : emailSent ? texts.emailSentPrompt : texts.emailPrompt;
  const needsEmailFirst = kind === 'otp' && !emailSent;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={texts.heading}>
      <Typography>{prompt}</Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {needsEmailFirst ? null : (
        <CodeField
          key={kind}
          label={kind === 'backup' ? texts.backupLabel : texts.codeLabel}
          kind={kind === 'backup' ? 'backup' : 'digits'}
          value={code}
          onChange={setCode}
          autoFocus
          fullWidth
          error={error !== null}
        />
      )}
      <FormControlLabel
        control={<Checkbox checked={trustDevice} onChange={(event) => setTrustDevice(event.target.checked)} />}
        label={texts.trustDevice}
      />
      {needsEmailFirst ? (
        <Button variant="contained" size="large" fullWidth disabled={busy !== null} onClick={() => void sendEmail()}>
          {busy === 'sending' ? texts.sending : texts.emailMeACode}
        </Button>
      ) : (
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy !== null}>
          {busy === 'verifying' ? texts.verifying : texts.verify}
        </Button>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {kind !== 'backup' ? (
          <Button size="small" onClick={() => switchTo('backup')} disabled={busy !== null}>{texts.useBackupCode}</Button>
        ) : null}
        {kind !== 'totp' && methods.includes('totp') ? (
          <Button size="small" onClick={() => switchTo('totp')} disabled={busy !== null}>{texts.useAuthenticator}</Button>
        ) : null}
        {methods.includes('otp') && (kind !== 'otp' || emailSent) ? (
          <Button size="small" onClick={() => void sendEmail()} disabled={busy !== null}>
            {busy === 'sending' ? texts.sending : emailSent ? texts.sendAgain : texts.emailMeACode}
          </Button>
        ) : null}
        <Button size="small" onClick={onCancel} disabled={busy === 'verifying'}>{texts.backToSignIn}</Button>
      </Stack>
    </Stack>
  );
}

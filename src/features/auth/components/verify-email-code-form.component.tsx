import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountSecurityMessages as m, isVerificationCode } from '../../../domain/security/account-security.texts';
import { validationMessages } from '../../../domain/messages';
import { FormTextField } from '../../../components/form-text-field/form-text-field.component';
import { verifyCodeTexts as texts } from '../auth-codes.texts';
import { CodeField } from './code-field.component';

export interface VerifyEmailCodeFormProps {
  initialEmail?: string;
  /** Rejects with the text to show (wrong or expired code). */
  onSubmit: (email: string, code: string) => Promise<void>;
}

/** SPEC §5 verification code: the 6-digit alternative to the link of the sign-up e-mail. */
export function VerifyEmailCodeForm({ initialEmail = '', onSubmit }: VerifyEmailCodeFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string; form?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const problems = {
      ...(trimmed ? (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(trimmed) ? {} : { email: validationMessages.emailInvalid }) : { email: texts.emailRequired }),
      ...(isVerificationCode(code) ? {} : { code: code ? m.codeFormat : m.codeRequired }),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSubmitting(true);
    try {
      await onSubmit(trimmed, code);
    } catch (failure) {
      setErrors({ form: failure instanceof Error ? failure.message : String(failure) });
      setSubmitting(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={texts.heading}>
      <Typography>{texts.body}</Typography>
      {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
      <FormTextField
        label={texts.emailLabel}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        fullWidth
      />
      <CodeField label={texts.codeLabel} value={code} onChange={setCode} error={Boolean(errors.code)} helperText={errors.code} fullWidth />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
        {submitting ? texts.submitting : texts.submit}
      </Button>
    </Stack>
  );
}

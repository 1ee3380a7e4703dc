import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../../auth/auth-context';
import { authErrorText } from '../../../auth/auth-error';
import { errorMessages } from '../../../domain/messages';
import { checkForgotPassword, type ForgotPasswordFormValues } from '../../../domain/validation/auth-form.rules';
import { FormTextField } from '../../../components/form-text-field/form-text-field.component';
import { authTexts } from '../auth-texts';
import { useAuthForm } from '../use-auth-form.hook';
import { enqueueToast } from '../../../components/toast/toast-queue';

/**
 * Step 1 of the reset: asks for the e-mail and confirms without revealing whether an account exists
 * (the provider answers the same either way).
 */
export function ForgotPasswordRequest() {
  const auth = useAuth();
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const form = useAuthForm<ForgotPasswordFormValues>({ email: '' }, checkForgotPassword);

  const send = async ({ email }: ForgotPasswordFormValues) => {
    setStatus('sending');
    try {
      await auth.requestPasswordReset(email);
      setStatus('sent');
    } catch (error) {
      setStatus('idle');
      enqueueToast(authErrorText(error, errorMessages.generic), { variant: 'error' });
    }
  };

  if (status === 'sent') {
    return (
      <Alert severity="success" role="status">
        {authTexts.resetLinkSent}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {authTexts.resetLinkSentHint}
        </Typography>
      </Alert>
    );
  }
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(send)}>
      <Typography color="text.secondary">{authTexts.forgotIntro}</Typography>
      <FormTextField label={authTexts.emailLabel} type="email" autoComplete="email" fullWidth {...form.field('email')} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={status === 'sending'}>
        {status === 'sending' ? authTexts.sendingResetLink : authTexts.sendResetLink}
      </Button>
    </Stack>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useAuth } from '../../../auth/auth-context';
import { authErrorText, isAuthError } from '../../../auth/auth-error';
import { errorMessages } from '../../../domain/messages';
import { checkResetPassword, type ResetPasswordFormValues } from '../../../domain/validation/auth-form.rules';
import { authTexts } from '../auth-texts';
import { useAuthNavigation } from '../auth-navigation';
import { PasswordField } from './password-field.component';
import { PasswordRulesChecklist } from './password-rules-checklist.component';
import { useAuthForm } from '../use-auth-form.hook';
import { enqueueToast } from '../../../components/toast/toast-queue';

const linkErrorCodes = ['INVALID_TOKEN', 'TOKEN_EXPIRED'];

/** Step 2 of the reset, opened from the e-mailed link: a new password under the SPEC §5 rules. */
export function ResetPasswordForm({ token }: { token: string }) {
  const auth = useAuth();
  const { navigate, Link: RouterLink } = useAuthNavigation();
  const [submitting, setSubmitting] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const form = useAuthForm<ResetPasswordFormValues>({ token, password: '', confirmPassword: '' }, checkResetPassword);
  const tokenError = form.error('token');

  const reset = async ({ token: resetToken, password }: ResetPasswordFormValues) => {
    setSubmitting(true);
    setLinkProblem(null);
    try {
      await auth.resetPassword(resetToken, password);
      navigate('/login', { replace: true, toast: { message: authTexts.passwordResetDone, variant: 'success' } });
    } catch (error) {
      setSubmitting(false);
      const text = authErrorText(error, errorMessages.generic);
      if (isAuthError(error) && error.errors.some((entry) => linkErrorCodes.includes(entry.code ?? ''))) setLinkProblem(text);
      else enqueueToast(text, { variant: 'error' });
    }
  };

  const problem = tokenError ?? linkProblem;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(reset)}>
      {problem ? (
        <Alert
          severity="error"
          action={
            <Link component={RouterLink} to="/forgot-password" color="inherit">
              {authTexts.requestNewLink}
            </Link>
          }
        >
          {problem}
        </Alert>
      ) : null}
      <PasswordField label={authTexts.newPasswordLabel} autoComplete="new-password" fullWidth {...form.field('password')} />
      <PasswordRulesChecklist password={form.values.password} />
      <PasswordField
        label={authTexts.confirmNewPasswordLabel}
        autoComplete="new-password"
        fullWidth
        {...form.field('confirmPassword')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
        {submitting ? authTexts.resettingPassword : authTexts.resetPassword}
      </Button>
    </Stack>
  );
}

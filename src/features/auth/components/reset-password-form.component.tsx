import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useAuth } from '../../../auth/auth-context';
import { authErrorText, isAuthError } from '../../../auth/auth-error';
import { errorMessages } from '../../../domain/messages';
import { resetPasswordSchema, type ResetPasswordValues } from '../../../domain/validation/auth.schemas';
import { authTexts } from '../auth-texts';
import { formModes, textFieldProps } from './form-field-props';
import { PasswordField } from './password-field.component';
import { WatchedPasswordRules } from './password-rules-checklist.component';
import { enqueueToast } from '../../../components/toast/toast-queue';

const linkErrorCodes = ['INVALID_TOKEN', 'TOKEN_EXPIRED'];

/** Step 2 of the reset, opened from the e-mailed link: a new password under the SPEC §5 rules. */
export function ResetPasswordForm({ token }: { token: string }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const form = useForm<ResetPasswordValues>({
    resolver: yupResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
    ...formModes,
  });
  const tokenError = form.formState.errors.token?.message;

  const reset = async ({ token: resetToken, password }: ResetPasswordValues) => {
    setSubmitting(true);
    setLinkProblem(null);
    try {
      await auth.resetPassword(resetToken, password);
      enqueueToast(authTexts.passwordResetDone, { variant: 'success' });
      navigate('/login', { replace: true });
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
      <PasswordField label={authTexts.newPasswordLabel} autoComplete="new-password" fullWidth {...textFieldProps(form, 'password')} />
      <WatchedPasswordRules control={form.control} name="password" />
      <PasswordField
        label={authTexts.confirmNewPasswordLabel}
        autoComplete="new-password"
        fullWidth
        {...textFieldProps(form, 'confirmPassword')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
        {submitting ? authTexts.resettingPassword : authTexts.resetPassword}
      </Button>
    </Stack>
  );
}

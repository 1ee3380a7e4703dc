import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { uiTexts } from '../../../domain/messages';
import { checkLogin, type LoginFormValues } from '../../../domain/validation/auth-form.rules';
import { FormTextField } from '../../../components/form-text-field/form-text-field.component';
import { authTexts } from '../auth-texts';
import { useAuthNavigation } from '../auth-navigation';
import { useAuthForm } from '../use-auth-form.hook';
import { PasswordField } from './password-field.component';

export interface LoginFormProps {
  onSubmit: (values: LoginFormValues) => unknown;
  submitting: boolean;
  disabled?: boolean;
}

/** E-mail, password with toggle, 'Forgot password?' and 'Sign in' / 'Signing in...'. Keeps its values on failure. */
export function LoginForm({ onSubmit, submitting, disabled = false }: LoginFormProps) {
  const { Link: RouterLink } = useAuthNavigation();
  const form = useAuthForm<LoginFormValues>({ email: '', password: '' }, checkLogin);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(onSubmit)}>
      <FormTextField label={authTexts.emailLabel} type="email" autoComplete="email" fullWidth {...form.field('email')} />
      <PasswordField
        label={authTexts.passwordLabel}
        autoComplete="current-password"
        fullWidth
        {...form.field('password')}
      />
      <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'flex-end' }}>
        {uiTexts.forgotPassword}
      </Link>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting || disabled}>
        {submitting ? uiTexts.signingIn : uiTexts.signIn}
      </Button>
    </Stack>
  );
}

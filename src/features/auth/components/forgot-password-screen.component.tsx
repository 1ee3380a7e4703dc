import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../../auth/auth-context';
import { builtinAuthMessages } from '../../../domain/errors/better-auth-errors';
import { authTexts } from '../auth-texts';
import { useAuthNavigation } from '../auth-navigation';
import { AuthCardLayout } from './auth-card-layout.component';
import { ForgotPasswordRequest } from './forgot-password-request.component';
import { ResetPasswordForm } from './reset-password-form.component';

export interface ForgotPasswordScreenProps {
  /** `?token=` of the e-mailed link; null when the visitor asks for a link. */
  token: string | null;
  /** `?error=` set by the provider when the link it checked was invalid or expired. */
  linkError?: string | null;
}

/** /forgot-password: request a link, or (with a token) choose the new password. */
export function ForgotPasswordScreen({ token, linkError = null }: ForgotPasswordScreenProps) {
  const auth = useAuth();
  const { Link: RouterLink } = useAuthNavigation();
  const choosing = token !== null;
  return (
    <AuthCardLayout title={choosing ? authTexts.newPasswordHeading : authTexts.forgotHeading}>
      {!auth.passwordResetEnabled ? (
        <Alert severity="info">{authTexts.resetUnavailable}</Alert>
      ) : choosing ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          {linkError ? <Alert severity="error">{builtinAuthMessages.invalidResetLink}</Alert> : null}
          <ForgotPasswordRequest />
        </>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          {authTexts.backToSignIn}
        </Link>
      </Typography>
    </AuthCardLayout>
  );
}

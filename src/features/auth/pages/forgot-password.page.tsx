import { useAuthNavigation } from '../auth-navigation';
import { ForgotPasswordScreen } from '../components/forgot-password-screen.component';

/**
 * /forgot-password (SPEC §2: contents ours). Without `?token` it sends a reset link; the e-mailed link
 * comes back here with `?token=...` (or `?error=INVALID_TOKEN` when the provider already refused it).
 */
export default function ForgotPasswordPage() {
  const params = new URLSearchParams(useAuthNavigation().search);
  return <ForgotPasswordScreen token={params.get('token')} linkError={params.get('error')} />;
}

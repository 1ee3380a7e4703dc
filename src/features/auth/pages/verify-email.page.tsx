import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useAuth } from '../../../auth/auth-context';
import { FullPageLoader } from '../../../components/full-page-loader/full-page-loader.component';
import { authTexts } from '../auth-texts';
import { AuthCardLayout } from '../components/auth-card-layout.component';
import { defaultSignedInPath } from '../redirect-target';
import { enqueueToast } from '../../../components/toast/toast-queue';

/**
 * /verify-email: where the sign-up confirmation link lands. The server has confirmed the address and set the
 * session cookie (or redirected here with `?error=` for a used, expired or forged link); we make that session
 * current and go on to /dashboard, where the guard leads a new account to its profile setup.
 */
export default function VerifyEmailPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(() => params.has('error'));
  const started = useRef(false);

  useEffect(() => {
    if (failed || started.current) return;
    started.current = true;
    // The session the link established is read like the one a Google sign-in established.
    auth.completeSsoCallback().then(
      () => {
        enqueueToast(authTexts.emailConfirmed, { variant: 'success' });
        navigate(defaultSignedInPath, { replace: true });
      },
      () => setFailed(true),
    );
  }, [auth, failed, navigate]);

  if (!failed) return <FullPageLoader text={authTexts.verifyingEmail} />;
  return (
    <AuthCardLayout title={authTexts.verifyFailedHeading}>
      <Alert severity="error">{authTexts.verifyLinkInvalid}</Alert>
      <Button component={RouterLink} to="/login" variant="contained" fullWidth>
        {authTexts.backToSignIn}
      </Button>
    </AuthCardLayout>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useAuth } from '../../../auth/auth-context';
import { FullPageLoader } from '../../../components/full-page-loader/full-page-loader.component';
import { authErrorText } from '../../../auth/auth-error';
import { mapAuthProviderErrors } from '../../../domain/errors/error-mapping';
import { errorMessages } from '../../../domain/messages';
import { authTexts } from '../auth-texts';
import { AuthCardLayout } from '../components/auth-card-layout.component';
import { defaultSignedInPath } from '../redirect-target';

/**
 * /sso-callback?intent=signin: where Google sign-in returns (SPEC §2). The built-in provider has set the
 * session cookie by now, so we read the session and go to /dashboard; Clerk finishes in its own
 * component. A provider error (`?error=`, `?error_description=`) or a missing session shows a message
 * with the way back to /login. Already signed in: the same path leads to /dashboard.
 */
export default function SsoCallbackPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const providerError = params.get('error');
  const [failure, setFailure] = useState<string | null>(() =>
    providerError
      ? mapAuthProviderErrors([{ code: providerError, message: params.get('error_description') ?? undefined }], errorMessages.googleSignInFailed)
      : null,
  );
  const started = useRef(false);
  const { SsoCallback } = auth;

  useEffect(() => {
    if (SsoCallback || failure || started.current) return;
    started.current = true;
    // intent=signin is the only intent we start; an unknown or missing one completes the same way.
    auth.completeSsoCallback().then(
      () => navigate(defaultSignedInPath, { replace: true }),
      (error: unknown) => setFailure(authErrorText(error, errorMessages.googleSignInFailed)),
    );
  }, [auth, SsoCallback, failure, navigate]);

  if (failure) {
    return (
      <AuthCardLayout title={authTexts.ssoFailedHeading}>
        <Alert severity="error">{failure}</Alert>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth>
          {authTexts.backToSignIn}
        </Button>
      </AuthCardLayout>
    );
  }
  return (
    <>
      <FullPageLoader text={authTexts.completingSignIn} />
      {SsoCallback ? <SsoCallback /> : null}
    </>
  );
}

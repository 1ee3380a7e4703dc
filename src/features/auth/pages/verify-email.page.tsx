import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useAuth } from '../../../auth/auth-context';
import { authErrorText } from '../../../auth/auth-error';
import { FullPageLoader } from '../../../components/full-page-loader/full-page-loader.component';
import { errorMessages } from '../../../domain/messages';
import { verifyCodeTexts } from '../auth-codes.texts';
import { authTexts } from '../auth-texts';
import { AuthCardLayout } from '../components/auth-card-layout.component';
import { VerifyEmailCodeForm } from '../components/verify-email-code-form.component';
import { takeReturnTo } from '../return-to';
import { enqueueToast } from '../../../components/toast/toast-queue';

/**
 * /verify-email: where the sign-up confirmation link lands, and where the 6-digit code of the same e-mail is typed
 * (`?email=` from the e-mail, SPEC §5). The link: the server has confirmed the address and set the session cookie
 * (or redirected here with `?error=` for a used, expired or forged link); we make that session current and go on to
 * /dashboard, where the guard leads a new account to its profile setup. A failed link offers the code instead.
 */
export default function VerifyEmailPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const codeEntry = params.has('email') && !params.has('error');
  const [failed, setFailed] = useState(() => params.has('error'));
  const started = useRef(false);

  const confirmed = () => {
    // Signed in: leaving the page must not read the session again as if a link had landed.
    started.current = true;
    enqueueToast(authTexts.emailConfirmed, { variant: 'success' });
    navigate(takeReturnTo(), { replace: true });
  };

  useEffect(() => {
    if (codeEntry || failed || started.current) return;
    started.current = true;
    // The session the link established is read like the one a Google sign-in established.
    auth.completeSsoCallback().then(confirmed, () => setFailed(true));
  }, [auth, failed, codeEntry]);

  const verifyCode = auth.verifyEmailCode;
  const codeForm = verifyCode ? (
    <VerifyEmailCodeForm
      initialEmail={params.get('email') ?? ''}
      onSubmit={async (email, code) => {
        try {
          await verifyCode(email, code);
        } catch (error) {
          throw new Error(authErrorText(error, errorMessages.generic));
        }
        confirmed();
      }}
    />
  ) : null;

  if (codeEntry && codeForm) return <AuthCardLayout title={verifyCodeTexts.heading}>{codeForm}</AuthCardLayout>;
  if (!failed) return <FullPageLoader text={authTexts.verifyingEmail} />;
  return (
    <AuthCardLayout title={authTexts.verifyFailedHeading}>
      <Alert severity="error">{authTexts.verifyLinkInvalid}</Alert>
      {codeForm}
      <Button component={RouterLink} to="/login" variant={codeForm ? 'text' : 'contained'} fullWidth>
        {authTexts.backToSignIn}
      </Button>
    </AuthCardLayout>
  );
}

import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { notify } from '../../components/toast/notify';
import { mapErrorMessage } from '../../domain/errors/error-mapping';

/** Ends the session and goes to /login (SPEC §2); on failure the user stays, told why by a toast (SPEC §8). */
export function useLogOut() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const logOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await auth.signOut();
      navigate('/login', { replace: true });
    } catch (error) {
      setSigningOut(false);
      notify.error(mapErrorMessage(error instanceof Error ? error.message : null));
    }
  }, [auth, navigate]);

  return { logOut, signingOut };
}

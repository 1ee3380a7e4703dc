import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { AuthenticateWithRedirectCallback, useAuth as useClerkAuth, useClerk, useSignIn, useSignUp, useUser } from '@clerk/clerk-react';
import { sessionResolved, type SessionUser } from '../../features/session/session.slice';
import { setAccessTokenGetter } from '../access-token';
import type { AuthClient } from '../auth-client.types';
import { AuthContext } from '../auth-context';
import { asPersona, sessionUserKey } from '../session-user';
import { providerLoadingMessage, unavailableAuthClient } from '../unavailable-auth-client';
import { createClerkAuthClient } from './clerk-auth-client';

/** SPEC §6: every API call carries a token from this template. */
export const tokenTemplate = 'persona_aware';

function ClerkSsoCallback() {
  return <AuthenticateWithRedirectCallback signInFallbackRedirectUrl="/dashboard" signUpFallbackRedirectUrl="/dashboard" />;
}

function useClerkSessionUser(): SessionUser | null | undefined {
  const { isLoaded, isSignedIn, user } = useUser();
  if (!isLoaded) return undefined;
  if (!isSignedIn || !user) return null;
  return {
    id: user.id,
    email: user.primaryEmailAddress?.emailAddress ?? '',
    name: user.fullName || null,
    imageUrl: user.imageUrl || null,
    // public_metadata is what the server trusts; unsafe_metadata is what our sign-up form can write.
    persona: asPersona(user.publicMetadata?.persona ?? user.unsafeMetadata?.persona),
  };
}

/** Inside ClerkProvider: mirrors Clerk's session into the store and exposes the AuthClient. */
export function ClerkBridge({ googleEnabled, children }: { googleEnabled: boolean; children: ReactNode }) {
  const dispatch = useDispatch();
  const clerk = useClerk();
  const { getToken } = useClerkAuth();
  const signInState = useSignIn();
  const signUpState = useSignUp();
  const failed = clerk.status === 'error';
  const user = useClerkSessionUser();
  const userKey = failed ? 'failed' : user === undefined ? 'pending' : sessionUserKey(user);

  useEffect(() => {
    // A provider that failed to load leaves the visitor signed out, so the public pages keep working.
    if (failed) dispatch(sessionResolved(null));
    else if (user !== undefined) dispatch(sessionResolved(user));
    // userKey captures every fact of the user; the object itself is new on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userKey, dispatch]);

  const getTokenRef = useRef(getToken);
  getTokenRef.current = getToken;
  useEffect(() => {
    setAccessTokenGetter(() => getTokenRef.current({ template: tokenTemplate }));
    return () => setAccessTokenGetter(async () => null);
  }, []);

  const auth = useMemo<AuthClient>(() => {
    if (failed) return unavailableAuthClient('clerk');
    if (!signInState.isLoaded || !signUpState.isLoaded) return unavailableAuthClient('clerk', providerLoadingMessage);
    const client = createClerkAuthClient({
      signIn: signInState.signIn,
      signUp: signUpState.signUp,
      setActive: signInState.setActive,
      signOut: () => clerk.signOut(),
      handleRedirectCallback: (params, navigate) => clerk.handleRedirectCallback(params, navigate),
      user: clerk.user ?? null,
      dispatch,
      googleEnabled,
    });
    return { ...client, SsoCallback: ClerkSsoCallback };
  }, [failed, signInState, signUpState, clerk, dispatch, googleEnabled, userKey]);

  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

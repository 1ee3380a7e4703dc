import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { selectIsSignedIn, sessionResolved, type SessionState } from '../../features/session/session.slice';
import { setAccessTokenGetter } from '../access-token';
import { AuthContext } from '../auth-context';
import { sessionUserFromBuiltin, sessionUserKey } from '../session-user';
import { createBetterAuthClient, type BetterAuthClient } from './better-auth-client';
import { createBuiltinAuthClient, fetchBuiltinToken } from './builtin-auth-client';
import { createTokenCache, type TokenCache } from './token-cache';

export interface BuiltinAuthAdapterProps {
  googleEnabled: boolean;
  passwordResetEnabled: boolean;
  children: ReactNode;
  /** Injected in tests; by default a better-auth client for this origin. */
  createClient?: (onResponse: (response: Response) => void) => BetterAuthClient;
}

function useBetterAuth(createClient: BuiltinAuthAdapterProps['createClient']) {
  // One client and one token cache for the adapter's lifetime.
  const [pair] = useState(() => {
    let client: BetterAuthClient | null = null;
    const tokens: TokenCache = createTokenCache({ fetchToken: () => fetchBuiltinToken(client!) });
    const seedFrom = (response: Response) => {
      const jwt = response.headers.get('set-auth-jwt');
      if (jwt) tokens.seed(jwt);
    };
    client = createClient ? createClient(seedFrom) : createBetterAuthClient({ onResponse: seedFrom });
    return { client, tokens };
  });
  return pair;
}

/** Built-in mode: better-auth's session drives `state.session`; its JWT is the API's bearer token. */
export function BuiltinAuthAdapter({ googleEnabled, passwordResetEnabled, children, createClient }: BuiltinAuthAdapterProps) {
  const dispatch = useDispatch();
  const store = useStore<{ session: SessionState }>();
  const { client, tokens } = useBetterAuth(createClient);
  const session = client.useSession();
  const user = session.isPending ? undefined : sessionUserFromBuiltin(session.data?.user);
  const userKey = user === undefined ? 'pending' : sessionUserKey(user);

  useEffect(() => {
    if (user === undefined) return;
    if (!user) tokens.clear();
    dispatch(sessionResolved(user));
    // userKey captures every fact of the user; the object itself is new on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userKey, dispatch, tokens]);

  useEffect(() => {
    setAccessTokenGetter(() => (selectIsSignedIn(store.getState()) ? tokens.get() : Promise.resolve(null)));
    return () => setAccessTokenGetter(async () => null);
  }, [store, tokens]);

  const auth = useMemo(
    () => createBuiltinAuthClient({ client, tokens, dispatch, googleEnabled, passwordResetEnabled }),
    [client, tokens, dispatch, googleEnabled, passwordResetEnabled],
  );
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

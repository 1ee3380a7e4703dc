import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { notify } from '../../components/toast/notify';
import { errorMessages } from '../../domain/messages';
import { useDispatch, useStore } from 'react-redux';
import { selectIsSignedIn, sessionResolved, type SessionState } from '../../features/session/session.slice';
import { setAccessTokenGetter } from '../access-token';
import { reduxSessionEvents } from '../redux-session-events';
import { AuthContext } from '../auth-context';
import { sessionUserFromBuiltin, sessionUserKey } from '../session-user';
import { createBetterAuthClient, type BetterAuthClient } from './better-auth-client';
import { createBuiltinAuthClient, fetchBuiltinToken } from './builtin-auth-client';
import { createRetryAfterMemo, isTransientAuthFailure, sessionRetryDelayMs, type RetryAfterMemo } from './session-check';
import { pageRequestedWithoutSession } from './session-hint';
import { bootstrapSession } from '../page-bootstrap';
import { createTokenCache, type TokenCache } from './token-cache';

/** One toast for "the identity provider did not answer", replaced rather than stacked. */
export const identityConnectionToastKey = 'identity-connection';

export interface BuiltinAuthAdapterProps {
  googleEnabled: boolean;
  passwordResetEnabled: boolean;
  children: ReactNode;
  /** Injected in tests; by default a better-auth client for this origin. */
  createClient?: (onResponse: (response: Response) => void, onErrorResponse: (response: Response) => void) => BetterAuthClient;
}

function useBetterAuth(createClient: BuiltinAuthAdapterProps['createClient']) {
  // One client and one token cache for the adapter's lifetime.
  const [pair] = useState(() => {
    let client: BetterAuthClient | null = null;
    const retryAfter: RetryAfterMemo = createRetryAfterMemo();
    const tokens: TokenCache = createTokenCache({ fetchToken: () => fetchBuiltinToken(client!, { retryAfter: retryAfter.take }) });
    // The session and token the server embedded in this page: no session read and no token request before the first screen.
    const embedded = createClient ? null : bootstrapSession();
    if (embedded?.token) tokens.seed(embedded.token);
    const seedFrom = (response: Response) => {
      const jwt = response.headers.get('set-auth-jwt');
      if (jwt) tokens.seed(jwt);
    };
    client = createClient
      ? createClient(seedFrom, retryAfter.record)
      : createBetterAuthClient({ onResponse: seedFrom, onErrorResponse: retryAfter.record, initialSession: embedded?.session ?? null });
    return { client, tokens, retryAfter };
  });
  return pair;
}

/**
 * A session check that failed without a definite answer (429, 5xx, no answer) keeps the page as it is, shows the
 * connection message and asks again with backoff (Retry-After respected); the first good answer clears it.
 */
function useSessionRetry(failing: boolean, refetch: () => unknown, retryAfter: RetryAfterMemo) {
  const attempt = useRef(0);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!failing) {
      if (attempt.current > 0) notify.dismiss(identityConnectionToastKey);
      attempt.current = 0;
      return undefined;
    }
    notify.warning(errorMessages.network, { key: identityConnectionToastKey, persist: true });
    const timer = setTimeout(() => {
      attempt.current += 1;
      setRound((value) => value + 1);
      refetch();
    }, sessionRetryDelayMs(attempt.current, retryAfter.take()));
    return () => clearTimeout(timer);
    // `round` re-arms the timer when a retry fails the same way again.
  }, [failing, refetch, retryAfter, round]);
}

/** Built-in mode: better-auth's session drives `state.session`; its JWT is the API's bearer token. */
export function BuiltinAuthAdapter({ googleEnabled, passwordResetEnabled, children, createClient }: BuiltinAuthAdapterProps) {
  const dispatch = useDispatch();
  const store = useStore<{ session: SessionState }>();
  const { client, tokens, retryAfter } = useBetterAuth(createClient);
  const session = client.useSession();
  // A page requested without a session cookie has no session to find: signed out before the first check answers.
  const [withoutSession] = useState(pageRequestedWithoutSession);
  // Only a definite answer (a session, a null session, 401) decides; a 429, 5xx or no answer leaves it undecided.
  const failing = !session.isPending && !session.isRefetching && isTransientAuthFailure(session.error);
  const user = session.isPending
    ? withoutSession
      ? null
      : undefined
    : failing && !session.data
      ? undefined
      : sessionUserFromBuiltin(session.data?.user);
  useSessionRetry(failing, session.refetch, retryAfter);
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
    () => createBuiltinAuthClient({ client, tokens, session: reduxSessionEvents(dispatch), googleEnabled, passwordResetEnabled }),
    [client, tokens, dispatch, googleEnabled, passwordResetEnabled],
  );
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

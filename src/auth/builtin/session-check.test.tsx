import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { notify } from '../../components/toast/notify';
import { sessionSlice, type SessionState } from '../../features/session/session.slice';
import { authBaseURL, demoSession, demoUser, fakeBetterAuthServer, makeJwt, type Route } from '../testing/fake-better-auth-server';
import { createBetterAuthClient } from './better-auth-client';
import { BuiltinAuthAdapter, identityConnectionToastKey } from './builtin-auth.adapter';
import { fetchBuiltinToken } from './builtin-auth-client';
import { isTransientAuthFailure, parseRetryAfter, sessionRetryDelayMs } from './session-check';

jest.mock('../../components/toast/notify', () => {
  const notify = Object.assign(jest.fn(), { warning: jest.fn(), dismiss: jest.fn() });
  return { notify };
});

describe('what a failed session check means', () => {
  it.each([
    [429, true],
    [500, true],
    [503, true],
    [undefined, true],
    [0, true],
    [401, false],
    [403, false],
    [400, false],
  ])('status %s -> transient %s', (status, transient) => {
    expect(isTransientAuthFailure({ status })).toBe(transient);
  });

  it('is not a failure without an error', () => {
    expect(isTransientAuthFailure(null)).toBe(false);
  });

  it('backs off exponentially, capped, and waits at least what Retry-After asks', () => {
    expect([0, 1, 2, 3].map((attempt) => sessionRetryDelayMs(attempt))).toEqual([1000, 2000, 4000, 8000]);
    expect(sessionRetryDelayMs(10)).toBe(30_000);
    expect(sessionRetryDelayMs(0, 12)).toBe(12_000);
    expect(sessionRetryDelayMs(3, 1)).toBe(8000);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('7')).toBe(7);
    expect(parseRetryAfter(new Date(10_000 + 5000).toUTCString(), 10_000)).toBe(5);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});

function renderAdapter(routes: Record<string, Route>) {
  const server = fakeBetterAuthServer(routes);
  const store = configureStore({ reducer: { session: sessionSlice.reducer } });
  const statuses: SessionState['status'][] = [];
  store.subscribe(() => statuses.push(store.getState().session.status));
  render(
    <Provider store={store}>
      <BuiltinAuthAdapter
        googleEnabled={false}
        passwordResetEnabled
        createClient={(onResponse, onErrorResponse) =>
          createBetterAuthClient({ baseURL: authBaseURL, fetchImpl: server.fetchImpl, onResponse, onErrorResponse })
        }
      >
        <p>page</p>
      </BuiltinAuthAdapter>
    </Provider>,
  );
  return { server, store, statuses };
}

describe('built-in adapter when the session check is rate limited or failing', () => {
  beforeEach(() => jest.clearAllMocks());

  it('never signs the person out on 429 or 5xx: shows the connection message, retries, and signs in when it answers', async () => {
    const answers: Array<ReturnType<Route>> = [
      { status: 429, body: { message: 'Too many requests. Please try again later.' }, headers: { 'retry-after': '1' } },
      { status: 503, body: { message: 'unavailable' } },
      { body: { session: demoSession, user: demoUser } },
    ];
    const { store, statuses, server } = renderAdapter({ 'GET /get-session': () => answers.shift() ?? { body: { session: demoSession, user: demoUser } } });

    await waitFor(() => expect(store.getState().session.status).toBe('signedIn'), { timeout: 8000 });
    expect(statuses).not.toContain('signedOut');
    expect(server.calls('GET /get-session').length).toBeGreaterThanOrEqual(3);
    expect(notify.warning).toHaveBeenCalledWith('Connection error. Please check your internet and try again.', {
      key: identityConnectionToastKey,
      persist: true,
    });
    await waitFor(() => expect(notify.dismiss).toHaveBeenCalledWith(identityConnectionToastKey));
  }, 15_000);

  it('treats an unanswered check (network error) the same way', async () => {
    let calls = 0;
    const { store, statuses, server } = renderAdapter({ 'GET /get-session': () => ({ body: { session: demoSession, user: demoUser } }) });
    server.fetchImpl.mockImplementationOnce(async () => {
      calls += 1;
      throw new TypeError('Failed to fetch');
    });
    await waitFor(() => expect(store.getState().session.status).toBe('signedIn'), { timeout: 8000 });
    expect(calls).toBe(1);
    expect(statuses).not.toContain('signedOut');
  }, 15_000);

  it('signs out on a definite "no session" (200 with null)', async () => {
    const { store } = renderAdapter({ 'GET /get-session': () => ({ body: null }) });
    await waitFor(() => expect(store.getState().session.status).toBe('signedOut'));
    expect(notify.warning).not.toHaveBeenCalled();
  });
});

describe('fetching the access token', () => {
  const noWait = async () => undefined;

  it('retries a rate-limited or failing token request, waiting what Retry-After asks', async () => {
    const token = makeJwt({ sub: 'u1', iat: 0, exp: 900 });
    const answers: Array<ReturnType<Route>> = [{ status: 429, body: {} }, { status: 502, body: {} }, { body: { token } }];
    const server = fakeBetterAuthServer({ 'GET /token': () => answers.shift()! });
    const client = createBetterAuthClient({ baseURL: authBaseURL, fetchImpl: server.fetchImpl });
    const sleep = jest.fn(async (_ms: number) => undefined);
    await expect(fetchBuiltinToken(client, { sleep, retryAfter: () => 3 })).resolves.toBe(token);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([3000, 3000]);
  });

  it('gives up after its retries with an error, never "no session"', async () => {
    const server = fakeBetterAuthServer({ 'GET /token': () => ({ status: 429, body: {} }) });
    const client = createBetterAuthClient({ baseURL: authBaseURL, fetchImpl: server.fetchImpl });
    await expect(fetchBuiltinToken(client, { sleep: noWait, retries: 2 })).rejects.toThrow();
    expect(server.calls('GET /token')).toHaveLength(3);
  });

  it('answers null on 401 (no session) without retrying', async () => {
    const server = fakeBetterAuthServer({ 'GET /token': () => ({ status: 401, body: {} }) });
    const client = createBetterAuthClient({ baseURL: authBaseURL, fetchImpl: server.fetchImpl });
    await expect(fetchBuiltinToken(client, { sleep: noWait })).resolves.toBeNull();
    expect(server.calls('GET /token')).toHaveLength(1);
  });
});

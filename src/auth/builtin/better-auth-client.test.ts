import { act, renderHook, waitFor } from '@testing-library/react';
import { authBaseURL, demoSession, demoUser, fakeBetterAuthServer, type Route } from '../testing/fake-better-auth-server';
import { createBetterAuthClient, sessionBroadcastKey } from './better-auth-client';

function setup(routes: Record<string, Route>) {
  const server = fakeBetterAuthServer(routes);
  const onResponse = jest.fn();
  const onErrorResponse = jest.fn();
  const leaveTo = jest.fn();
  const client = createBetterAuthClient({ baseURL: authBaseURL, fetchImpl: server.fetchImpl, onResponse, onErrorResponse, leaveTo });
  return { server, client, onResponse, onErrorResponse, leaveTo };
}

const signedIn = () => ({ body: { session: demoSession, user: demoUser } });

describe('the better-auth HTTP client', () => {
  it('posts JSON with the cookies and answers { data } with the parsed body', async () => {
    const { server, client, onResponse } = setup({ 'POST /sign-in/email': () => ({ body: { token: 't', user: demoUser }, headers: { 'set-auth-jwt': 'jwt' } }) });
    const result = await client.signIn.email({ email: 'a@b.co', password: 'x' });
    expect(result).toEqual({ data: { token: 't', user: demoUser }, error: null });
    const [url, init] = server.fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://localhost/api/auth/sign-in/email');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(init.body as string)).toEqual({ email: 'a@b.co', password: 'x' });
    expect(onResponse.mock.calls[0][0].headers.get('set-auth-jwt')).toBe('jwt');
  });

  it('answers a failure with better-auth code, message, status and statusText, and shows the response', async () => {
    const { client, onErrorResponse } = setup({
      'POST /sign-in/email': () => ({ status: 429, body: { code: 'TOO_MANY', message: 'Slow down' }, headers: { 'retry-after': '7' } }),
    });
    const { error } = await client.signIn.email({ email: 'a@b.co', password: 'x' });
    expect(error).toMatchObject({ code: 'TOO_MANY', message: 'Slow down', status: 429 });
    expect(onErrorResponse.mock.calls[0][0].headers.get('retry-after')).toBe('7');
  });

  it('sends GETs without a body, with the query, and rejects when nothing answers', async () => {
    const { server, client } = setup({ 'GET /get-session': () => ({ body: null }) });
    await expect(client.getSession({ query: { disableCookieCache: true } })).resolves.toEqual({ data: null, error: null });
    const [url, init] = server.fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://localhost/api/auth/get-session?disableCookieCache=true');
    expect(init.body).toBeUndefined();
    server.fetchImpl.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.token()).rejects.toThrow('Failed to fetch');
  });

  it('signs out with an empty JSON body and tells other tabs', async () => {
    const { server, client } = setup({ 'POST /sign-out': () => ({ body: { success: true } }), 'GET /get-session': signedIn });
    const session = renderHook(() => client.useSession());
    await waitFor(() => expect(session.result.current.data?.user.id).toBe('u1'));
    await client.signOut();
    expect(server.calls('POST /sign-out')[0].body).toEqual({});
    expect(JSON.parse(localStorage.getItem(sessionBroadcastKey)!)).toMatchObject({ event: 'session', data: { trigger: 'signout' } });
    session.unmount();
  });

  it('follows the URL of an answer that asks for a redirect (Google sign-in)', async () => {
    const { client, leaveTo } = setup({
      'POST /sign-in/social': ({ body }) => ({ body: { url: 'https://accounts.example/o', redirect: (body as { provider: string }).provider === 'google' } }),
    });
    await client.signIn.social({ provider: 'other' });
    expect(leaveTo).not.toHaveBeenCalled();
    await client.signIn.social({ provider: 'google' });
    expect(leaveTo).toHaveBeenCalledWith('https://accounts.example/o');
  });
});

describe('the session it keeps', () => {
  it('is read once on mount, pending until then', async () => {
    const { server, client } = setup({ 'GET /get-session': signedIn });
    const session = renderHook(() => client.useSession());
    expect(session.result.current).toMatchObject({ data: null, isPending: true });
    await waitFor(() => expect(session.result.current).toMatchObject({ data: { user: demoUser }, isPending: false, error: null }));
    expect(server.calls('GET /get-session')).toHaveLength(1);
    session.unmount();
  });

  it('starts with the session the server embedded in the page, without reading it on mount', async () => {
    const server = fakeBetterAuthServer({ 'GET /get-session': signedIn });
    const client = createBetterAuthClient({ baseURL: authBaseURL, fetchImpl: server.fetchImpl, initialSession: { session: demoSession, user: demoUser } });
    const session = renderHook(() => client.useSession());
    expect(session.result.current).toMatchObject({ data: { user: demoUser }, isPending: false, error: null });
    // The mount's read runs in a zero-delay timer: let it pass, then check nothing was asked.
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(server.calls('GET /get-session')).toHaveLength(0);
    // A signal (sign-out elsewhere, password change) still reads it.
    await act(() => session.result.current.refetch());
    expect(server.calls('GET /get-session')).toHaveLength(1);
    session.unmount();
  });

  it('treats { session: null, user: null } and a 401 as no session, and keeps the session on 5xx', async () => {
    const answers: Array<ReturnType<Route>> = [signedIn(), { status: 503, body: {} }, { status: 401, body: {} }];
    const { client } = setup({ 'GET /get-session': () => answers.shift() ?? { body: { session: null, user: null } } });
    const session = renderHook(() => client.useSession());
    await waitFor(() => expect(session.result.current.data).not.toBeNull());
    await act(() => session.result.current.refetch());
    expect(session.result.current).toMatchObject({ data: { user: demoUser }, error: { status: 503 } });
    await act(() => session.result.current.refetch());
    expect(session.result.current).toMatchObject({ data: null, error: { status: 401 } });
    await act(() => session.result.current.refetch());
    expect(session.result.current).toMatchObject({ data: null, error: null, isPending: false });
    session.unmount();
  });

  it('is read again after a sign-in, a password change and an SSO return', async () => {
    let user: typeof demoUser | null = null;
    const { server, client } = setup({
      'GET /get-session': () => ({ body: user ? { session: demoSession, user } : null }),
      'POST /sign-in/email': () => {
        user = demoUser;
        return { body: { token: 't', user } };
      },
      'POST /change-password': () => ({ body: { token: null, user: demoUser } }),
      'POST /request-password-reset': () => ({ body: { status: true } }),
    });
    const session = renderHook(() => client.useSession());
    await waitFor(() => expect(session.result.current.isPending).toBe(false));
    await client.signIn.email({ email: 'a@b.co', password: 'x' });
    await waitFor(() => expect(session.result.current.data?.user).toEqual(demoUser));
    await client.requestPasswordReset({ email: 'a@b.co' });
    await client.changePassword({ currentPassword: 'a', newPassword: 'b' });
    await waitFor(() => expect(server.calls('GET /get-session')).toHaveLength(3));
    act(() => client.notifySessionChanged());
    await waitFor(() => expect(server.calls('GET /get-session')).toHaveLength(4));
    session.unmount();
  });

  it('is read again when the tab becomes visible (at most every 5 s) and when another tab signs out', async () => {
    const { server, client } = setup({ 'GET /get-session': signedIn });
    const session = renderHook(() => client.useSession());
    await waitFor(() => expect(server.calls('GET /get-session')).toHaveLength(1));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(server.calls('GET /get-session')).toHaveLength(2));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: sessionBroadcastKey, newValue: JSON.stringify({ event: 'session', data: { trigger: 'signout' } }) }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: '{}' }));
    });
    await waitFor(() => expect(server.calls('GET /get-session')).toHaveLength(3));
    session.unmount();
  });
});

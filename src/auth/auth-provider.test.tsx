import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from '../features/session/session.slice';
import { getAccessToken } from './access-token';
import { AuthContext } from './auth-context';
import { AuthProvider, useAuth } from './auth-provider';
import { loadClerkAdapter } from './clerk/load-clerk-adapter';
import type { AuthRuntimeConfig } from './runtime-config';
import { demoSession, demoUser, fakeBetterAuthServer, makeJwt } from './testing/fake-better-auth-server';
import { createFakeAuthClient } from './testing/fake-auth-client';
import { useAuthRuntimeConfig } from './use-auth-runtime-config';

jest.mock('./use-auth-runtime-config', () => ({ useAuthRuntimeConfig: jest.fn() }));
jest.mock('./clerk/load-clerk-adapter', () => ({ loadClerkAdapter: jest.fn() }));
const mockedConfig = jest.mocked(useAuthRuntimeConfig);
const mockedLoadClerk = jest.mocked(loadClerkAdapter);

const builtin: AuthRuntimeConfig = { identityProvider: 'builtin', googleEnabled: true, clerkPublishableKey: null, passwordResetEnabled: true };
const clerk: AuthRuntimeConfig = { identityProvider: 'clerk', googleEnabled: false, clerkPublishableKey: 'pk_test_x', passwordResetEnabled: false };

function Probe() {
  const auth = useAuth();
  return <p>{`provider=${auth.provider} google=${auth.googleEnabled} reset=${auth.passwordResetEnabled}`}</p>;
}

function renderProvider() {
  const store = configureStore({ reducer: { session: sessionSlice.reducer } });
  render(
    <Provider store={store}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </Provider>,
  );
  return store;
}

describe('AuthProvider', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows 'Loading...' until the runtime config is known", () => {
    mockedConfig.mockReturnValue('loading');
    renderProvider();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText(/provider=/)).not.toBeInTheDocument();
  });

  it('built-in mode: resolves the session from better-auth and serves its cached JWT to the API layer', async () => {
    mockedConfig.mockReturnValue(builtin);
    const token = makeJwt({ sub: 'u1', iat: 0, exp: 900 });
    const server = fakeBetterAuthServer({
      'GET /get-session': () => ({ body: { session: demoSession, user: demoUser } }),
      'GET /token': () => ({ body: { token } }),
    });
    jest.spyOn(globalThis, 'fetch').mockImplementation(server.fetchImpl);
    const store = renderProvider();

    expect(await screen.findByText('provider=builtin google=true reset=true')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.status).toBe('signedIn'));
    expect(store.getState().session.user).toMatchObject({ id: 'u1', persona: 'influencer' });
    expect(await getAccessToken()).toBe(token);
    expect(await getAccessToken()).toBe(token);
    expect(server.calls('GET /token')).toHaveLength(1);
  });

  it('built-in mode without a session: signed out, and API calls go without a token', async () => {
    mockedConfig.mockReturnValue(builtin);
    const server = fakeBetterAuthServer({ 'GET /get-session': () => ({ body: null }) });
    jest.spyOn(globalThis, 'fetch').mockImplementation(server.fetchImpl);
    const store = renderProvider();
    await waitFor(() => expect(store.getState().session.status).toBe('signedOut'));
    expect(await getAccessToken()).toBeNull();
    expect(server.calls('GET /token')).toHaveLength(0);
  });

  it('built-in mode, page served without a session cookie: signed out before the session check answers', async () => {
    mockedConfig.mockReturnValue(builtin);
    const meta = Object.assign(document.createElement('meta'), { name: 'influencehub-session', content: 'none' });
    document.head.append(meta);
    let answer: (value: Response) => void = () => undefined;
    const server = fakeBetterAuthServer({ 'GET /get-session': () => ({ body: null }) });
    // The session check never answers during the first assertion: the hint alone decides.
    jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }).then(() => server.fetchImpl(input, init)),
    );
    try {
      const store = renderProvider();
      await waitFor(() => expect(store.getState().session.status).toBe('signedOut'));
      act(() => answer(new Response()));
      await waitFor(() => expect(server.calls('GET /get-session')).toHaveLength(1));
      expect(store.getState().session.status).toBe('signedOut');
    } finally {
      meta.remove();
    }
  });

  it('built-in mode without the hint: the session stays unresolved until the check answers', async () => {
    mockedConfig.mockReturnValue(builtin);
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    const store = renderProvider();
    expect(await screen.findByText('provider=builtin google=true reset=true')).toBeInTheDocument();
    expect(store.getState().session.status).toBe('loading');
  });

  it('Clerk mode: mounts the lazily loaded Clerk adapter with the publishable key, Google offered', async () => {
    mockedConfig.mockReturnValue(clerk);
    const Adapter = jest.fn(({ children }: { children: React.ReactNode; publishableKey: string; googleEnabled: boolean }) => (
      <AuthContext.Provider value={createFakeAuthClient({ provider: 'clerk', passwordResetEnabled: false })}>{children}</AuthContext.Provider>
    ));
    mockedLoadClerk.mockResolvedValue({ default: Adapter });
    renderProvider();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('provider=clerk google=true reset=false')).toBeInTheDocument();
    expect(Adapter.mock.calls[0][0]).toMatchObject({ publishableKey: 'pk_test_x', googleEnabled: true });
  });

  it('Clerk mode whose chunk cannot load: the visitor is signed out and actions explain the failure', async () => {
    mockedConfig.mockReturnValue(clerk);
    mockedLoadClerk.mockRejectedValue(new Error('ChunkLoadError'));
    const store = renderProvider();
    expect(await screen.findByText('provider=clerk google=false reset=false')).toBeInTheDocument();
    expect(store.getState().session.status).toBe('signedOut');
  });

  it('keeps the chosen provider mounted when the config query is reset later', async () => {
    mockedConfig.mockReturnValue(builtin);
    const server = fakeBetterAuthServer({ 'GET /get-session': () => ({ body: null }) });
    jest.spyOn(globalThis, 'fetch').mockImplementation(server.fetchImpl);
    const store = configureStore({ reducer: { session: sessionSlice.reducer } });
    const tree = (
      <Provider store={store}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </Provider>
    );
    const { rerender } = render(tree);
    expect(await screen.findByText(/provider=builtin/)).toBeInTheDocument();
    mockedConfig.mockReturnValue('loading');
    await act(async () => rerender(tree));
    expect(screen.getByText(/provider=builtin/)).toBeInTheDocument();
  });
});

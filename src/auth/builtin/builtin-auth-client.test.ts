import { configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from '../../features/session/session.slice';
import { AuthError, authErrorText } from '../auth-error';
import { authBaseURL, demoSession, demoUser, fakeBetterAuthServer, makeJwt, type Route } from '../testing/fake-better-auth-server';
import { reduxSessionEvents } from '../redux-session-events';
import { createBetterAuthClient } from './better-auth-client';
import { createBuiltinAuthClient, fetchBuiltinToken } from './builtin-auth-client';
import { createTokenCache } from './token-cache';

function setup(routes: Record<string, Route>, { googleEnabled = true } = {}) {
  const server = fakeBetterAuthServer(routes);
  const client = createBetterAuthClient({ baseURL: authBaseURL, fetchImpl: server.fetchImpl });
  const store = configureStore({ reducer: { session: sessionSlice.reducer } });
  const tokens = createTokenCache({ fetchToken: () => fetchBuiltinToken(client) });
  const auth = createBuiltinAuthClient({ client, tokens, session: reduxSessionEvents(store.dispatch), googleEnabled, passwordResetEnabled: true, origin: 'http://localhost' });
  return { server, client, store, tokens, auth };
}

const failure = (status: number, code: string, message = code): Route => () => ({ status, body: { code, message } });
const textOf = async (promise: Promise<unknown>, fallback?: string) => {
  const error = await promise.then(() => null, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(AuthError);
  return authErrorText(error, fallback);
};

describe('built-in adapter (better-auth client)', () => {
  it('signs in with e-mail and password and marks the session signed in', async () => {
    const { auth, server, store } = setup({
      'POST /sign-in/email': () => ({ body: { redirect: false, token: 'session-token', user: demoUser } }),
    });
    await auth.signInWithPassword('asha@example.com', 'Str0ng!pass');
    expect(server.calls('POST /sign-in/email')[0].body).toMatchObject({ email: 'asha@example.com', password: 'Str0ng!pass' });
    expect(store.getState().session).toEqual({
      status: 'signedIn',
      user: { id: 'u1', email: 'asha@example.com', name: 'Asha', imageUrl: null, persona: 'influencer' },
    });
  });

  it.each([
    ['INVALID_EMAIL_OR_PASSWORD', 401, 'Sign in failed. Please check your email and password.'],
    ['STRATEGY_FOR_USER_INVALID', 400, 'Please use SSO login'],
    ['EMAIL_NOT_VERIFIED', 403, 'Please verify your email address first. Check your inbox for the link.'],
  ])('maps a sign-in failure %s to its text', async (code, status, text) => {
    const { auth, store } = setup({ 'POST /sign-in/email': failure(status, code) });
    expect(await textOf(auth.signInWithPassword('a@b.co', 'x'))).toBe(text);
    expect(store.getState().session.status).toBe('loading');
  });

  it.each([
    [429, { message: 'Too many requests. Please try again later.' }, 'Too many attempts. Please wait a moment and try again.'],
    [403, { code: 'WRONG_ORIGIN', message: 'Open InfluenceHub at https://app.example.com to sign in.' }, 'Open InfluenceHub at https://app.example.com to sign in.'],
    [423, { code: 'ACCOUNT_LOCKED', message: 'Too many failed sign-ins. Try again in 15 minutes.' }, 'Too many failed sign-ins. Try again in 15 minutes.'],
  ])('shows the rate-limit and wrong-origin answers (%i) as before', async (status, body, text) => {
    const { auth } = setup({ 'POST /sign-in/email': () => ({ status, body }) });
    expect(await textOf(auth.signInWithPassword('a@b.co', 'x'))).toBe(text);
  });

  it('a two-factor account: the password answers a challenge (no session), the code completes the sign-in', async () => {
    const { auth, server, store } = setup({
      'POST /sign-in/email': () => ({ body: { twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'] } }),
      'POST /two-factor/verify-totp': () => ({ body: { token: 'session-token', user: demoUser } }),
    });
    expect(await auth.signInWithPassword('asha@example.com', 'Str0ng!pass')).toEqual({ twoFactor: { methods: ['totp', 'otp'] } });
    expect(store.getState().session.status).toBe('loading');
    await auth.verifySecondFactor!({ kind: 'totp', code: '123456', trustDevice: true });
    expect(server.calls('POST /two-factor/verify-totp')[0].body).toEqual({ code: '123456', trustDevice: true });
    expect(store.getState().session.status).toBe('signedIn');
  });

  it('maps a wrong second-factor code to its text and stays signed out', async () => {
    const { auth, store } = setup({ 'POST /two-factor/verify-backup-code': failure(401, 'INVALID_BACKUP_CODE') });
    expect(await textOf(auth.verifySecondFactor!({ kind: 'backup', code: 'aBcDe-12345', trustDevice: false }))).toBe(
      'That backup code is not right or was already used.',
    );
    expect(store.getState().session.status).toBe('loading');
  });

  it('starts the authenticator setup: the key comes from the otpauth URI', async () => {
    const { auth } = setup({
      'POST /two-factor/enable': () => ({
        body: { method: 'totp', totpURI: 'otpauth://totp/InfluenceHub:asha%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=InfluenceHub', backupCodes: ['aBcDe-12345'] },
      }),
    });
    expect(await auth.accountSecurity!.startAuthenticatorSetup('Str0ng!pass')).toEqual({
      totpUri: 'otpauth://totp/InfluenceHub:asha%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=InfluenceHub',
      secret: 'JBSWY3DPEHPK3PXP',
      backupCodes: ['aBcDe-12345'],
    });
  });

  it('turns an unreachable server into the network message', async () => {
    const { auth, server } = setup({});
    server.fetchImpl.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await textOf(auth.signInWithPassword('a@b.co', 'x'))).toBe('Connection error. Please check your internet and try again.');
  });

  it('signs up with the chosen persona and is signed in when the server starts a session', async () => {
    const { auth, server, store } = setup({
      'POST /sign-up/email': ({ body }) => ({ body: { token: 'session-token', user: { ...demoUser, ...(body as object) } } }),
    });
    await expect(auth.signUpWithPassword({ name: 'Asha', email: 'asha@example.com', password: 'Str0ng!pass', persona: 'brand' })).resolves.toBe('signedIn');
    expect(server.calls('POST /sign-up/email')[0].body).toMatchObject({ name: 'Asha', email: 'asha@example.com', persona: 'brand' });
    expect(store.getState().session.user?.persona).toBe('brand');
  });

  it('reports a sign-up that needs e-mail verification first (no session token)', async () => {
    const { auth, store } = setup({ 'POST /sign-up/email': () => ({ body: { token: null, user: demoUser } }) });
    await expect(auth.signUpWithPassword({ name: 'A', email: 'a@b.co', password: 'x', persona: 'influencer' })).resolves.toBe('verificationRequired');
    expect(store.getState().session.status).toBe('loading');
  });

  it.each([
    ['USER_ALREADY_EXISTS', 'An account with this email already exists.'],
    ['PASSWORD_TOO_SHORT', 'Password is too weak. Please use a stronger password.'],
    ['SOMETHING_NEW', 'Server says no'],
  ])('maps a sign-up failure %s to "%s"', async (code, text) => {
    const { auth } = setup({ 'POST /sign-up/email': failure(422, code, 'Server says no') });
    expect(await textOf(auth.signUpWithPassword({ name: 'A', email: 'a@b.co', password: 'x', persona: 'influencer' }), 'fallback')).toBe(text);
  });

  it('starts Google sign-in returning to /sso-callback?intent=signin', async () => {
    const { auth, server } = setup({ 'POST /sign-in/social': () => ({ body: { url: 'https://accounts.google.example/o', redirect: false } }) });
    await auth.startGoogleSignIn();
    expect(server.calls('POST /sign-in/social')[0].body).toMatchObject({
      provider: 'google',
      callbackURL: 'http://localhost/sso-callback?intent=signin',
      errorCallbackURL: 'http://localhost/sso-callback?intent=signin',
    });
  });

  it('says Google is not configured without calling the server', async () => {
    const { auth, server } = setup({}, { googleEnabled: false });
    expect(await textOf(auth.startGoogleSignIn())).toBe('Google sign-in is not configured on this server.');
    expect(server.requests).toHaveLength(0);
  });

  it('completes the SSO callback from the session the server set, or fails without one', async () => {
    const { auth, store } = setup({ 'GET /get-session': () => ({ body: { session: demoSession, user: demoUser } }) });
    await auth.completeSsoCallback();
    expect(store.getState().session.status).toBe('signedIn');

    const empty = setup({ 'GET /get-session': () => ({ body: null }) });
    expect(await textOf(empty.auth.completeSsoCallback(), 'Google sign-in failed. Please try again.')).toBe('Google sign-in failed. Please try again.');
  });

  it('requests a reset link back to /forgot-password and resets with the token', async () => {
    const { auth, server } = setup({
      'POST /request-password-reset': () => ({ body: { status: true } }),
      'POST /reset-password': () => ({ body: { status: true } }),
    });
    await auth.requestPasswordReset('a@b.co');
    await auth.resetPassword('tok', 'New!pass456');
    expect(server.calls('POST /request-password-reset')[0].body).toEqual({ email: 'a@b.co', redirectTo: 'http://localhost/forgot-password' });
    expect(server.calls('POST /reset-password')[0].body).toEqual({ token: 'tok', newPassword: 'New!pass456' });
  });

  it('changes the password, signing out the other sessions', async () => {
    const { auth, server } = setup({ 'POST /change-password': () => ({ body: { token: null, user: demoUser } }) });
    await auth.changePassword('Old!pass123', 'New!pass456');
    expect(server.calls('POST /change-password')[0].body).toEqual({
      currentPassword: 'Old!pass123',
      newPassword: 'New!pass456',
      revokeOtherSessions: true,
    });
  });

  it.each([
    ['INVALID_PASSWORD', 'Invalid password', 'Current password is incorrect.'],
    ['NEW_PASSWORD_MUST_DIFFER', 'New password must be different from current password', 'New password must be different from current password'],
    ['PASSWORD_TOO_WEAK', 'weak', 'Password is too weak. Please use a stronger password.'],
  ])('maps a password-change failure %s to its text', async (code, message, text) => {
    const { auth } = setup({ 'POST /change-password': failure(400, code, message) });
    expect(await textOf(auth.changePassword('Old!pass123', 'New!pass456'))).toBe(text);
  });

  it('explains an invalid or expired reset token', async () => {
    const { auth } = setup({ 'POST /reset-password': failure(400, 'INVALID_TOKEN', 'Invalid token') });
    expect(await textOf(auth.resetPassword('old', 'New!pass456'))).toBe('This reset link is invalid or has expired. Request a new one.');
  });

  it('signs out: the session ends and the cached token is dropped', async () => {
    let issued = 0;
    const { auth, store, tokens, server } = setup({
      'POST /sign-in/email': () => ({ body: { token: 't', user: demoUser } }),
      'GET /token': () => ({ body: { token: makeJwt({ sub: `u1-${(issued += 1)}`, iat: 0, exp: 900 }) } }),
      'POST /sign-out': () => ({ body: { success: true } }),
    });
    await auth.signInWithPassword('a@b.co', 'x');
    const first = await tokens.get();
    expect(await tokens.get()).toBe(first);
    await auth.signOut();
    expect(store.getState().session).toEqual({ status: 'signedOut', user: null });
    expect(await tokens.get()).not.toBe(first);
    expect(server.calls('GET /token')).toHaveLength(2);
  });

  it('GET /token without a session gives no token rather than an error', async () => {
    const { client } = setup({ 'GET /token': failure(401, 'UNAUTHORIZED') });
    await expect(fetchBuiltinToken(client)).resolves.toBeNull();
  });
});

import { configureStore } from '@reduxjs/toolkit';
import { sessionResolved, sessionSlice } from '../../features/session/session.slice';
import { authErrorText } from '../auth-error';
import { createClerkAuthClient, type ClerkDeps } from './clerk-auth-client';
import { clerkErrorToProviderErrors } from './clerk-errors';

const clerkApiError = (...errors: { code: string; message: string; longMessage?: string }[]) =>
  Object.assign(new Error(errors[0]?.message), { clerkError: true, errors });

function setup(overrides: { signIn?: object; signUp?: object; googleEnabled?: boolean } = {}) {
  const store = configureStore({ reducer: { session: sessionSlice.reducer } });
  store.dispatch(sessionResolved({ id: 'u', email: 'a@b.co', name: null, imageUrl: null, persona: 'brand' }));
  const setActive = jest.fn(async () => undefined);
  const handleRedirectCallback = jest.fn(async () => undefined);
  const signOut = jest.fn(async () => undefined);
  const signIn = { create: jest.fn(), authenticateWithRedirect: jest.fn(async () => undefined), ...overrides.signIn };
  const signUp = { create: jest.fn(), ...overrides.signUp };
  const deps = {
    signIn,
    signUp,
    setActive,
    signOut,
    handleRedirectCallback,
    dispatch: store.dispatch,
    googleEnabled: overrides.googleEnabled ?? true,
    origin: 'http://localhost',
  } as unknown as ClerkDeps;
  return { auth: createClerkAuthClient(deps), signIn, signUp, setActive, signOut, handleRedirectCallback, store };
}

const failureText = (promise: Promise<unknown>, fallback?: string) => promise.then(() => 'resolved', (error: unknown) => authErrorText(error, fallback));

describe('Clerk adapter', () => {
  it('creates a sign-in with identifier and password, then activates the session when complete', async () => {
    const { auth, signIn, setActive } = setup();
    signIn.create.mockResolvedValue({ status: 'complete', createdSessionId: 'sess_1' });
    await auth.signInWithPassword('a@b.co', 'pw');
    expect(signIn.create).toHaveBeenCalledWith({ identifier: 'a@b.co', password: 'pw' });
    expect(setActive).toHaveBeenCalledWith({ session: 'sess_1' });
  });

  it('shows the generic login-failed message for an incomplete status (SPEC §8)', async () => {
    const { auth, signIn, setActive } = setup();
    signIn.create.mockResolvedValue({ status: 'needs_second_factor', createdSessionId: null });
    expect(await failureText(auth.signInWithPassword('a@b.co', 'pw'))).toBe('Sign in failed. Please check your email and password.');
    expect(setActive).not.toHaveBeenCalled();
  });

  it.each([
    [[{ code: 'strategy_for_user_invalid', message: 'Invalid verification strategy' }], 'Please use SSO login'],
    [[{ code: 'form_password_incorrect', message: 'Password is incorrect.', longMessage: 'Password is incorrect. Try again, or use another method.' }], 'Password is incorrect. Try again, or use another method.'],
    [[{ code: 'form_identifier_not_found', message: "Couldn't find your account." }], "Couldn't find your account."],
  ])('maps Clerk errors %j', async (errors, text) => {
    const { auth, signIn } = setup();
    signIn.create.mockRejectedValue(clerkApiError(...errors));
    expect(await failureText(auth.signInWithPassword('a@b.co', 'pw'))).toBe(text);
  });

  it('reads Clerk error objects into provider errors', () => {
    expect(clerkErrorToProviderErrors({ errors: [{ code: 'x', message: 'm', longMessage: '' }] })).toEqual([{ code: 'x', message: 'm', longMessage: undefined }]);
    expect(clerkErrorToProviderErrors(new Error('plain'))).toEqual([]);
  });

  it('starts Google with oauth_google through /sso-callback to /dashboard', async () => {
    const { auth, signIn } = setup();
    await auth.startGoogleSignIn();
    expect(signIn.authenticateWithRedirect).toHaveBeenCalledWith({
      strategy: 'oauth_google',
      redirectUrl: '/sso-callback?intent=signin',
      redirectUrlComplete: '/dashboard',
    });
  });

  it('gives the first Google error, or the generic Google message', async () => {
    const { auth, signIn } = setup();
    signIn.authenticateWithRedirect.mockRejectedValueOnce(clerkApiError({ code: 'oauth_x', message: 'Google said no' }));
    expect(await failureText(auth.startGoogleSignIn(), 'Google sign-in failed. Please try again.')).toBe('Google said no');
    signIn.authenticateWithRedirect.mockRejectedValueOnce(new Error('weird'));
    expect(await failureText(auth.startGoogleSignIn(), 'Google sign-in failed. Please try again.')).toBe('Google sign-in failed. Please try again.');
  });

  it('signs up with the persona in unsafe metadata and activates a complete sign-up', async () => {
    const { auth, signUp, setActive } = setup();
    signUp.create.mockResolvedValue({ status: 'complete', createdSessionId: 'sess_2', unverifiedFields: [] });
    await expect(auth.signUpWithPassword({ name: 'Asha Rao Creator', email: 'a@b.co', password: 'pw', persona: 'influencer' })).resolves.toBe('signedIn');
    expect(signUp.create).toHaveBeenCalledWith({
      emailAddress: 'a@b.co',
      password: 'pw',
      firstName: 'Asha',
      lastName: 'Rao Creator',
      unsafeMetadata: { persona: 'influencer' },
    });
    expect(setActive).toHaveBeenCalledWith({ session: 'sess_2' });
  });

  it('sends the e-mail link when Clerk wants the address verified first', async () => {
    const { auth, signUp } = setup();
    const prepareEmailAddressVerification = jest.fn(async () => undefined);
    signUp.create.mockResolvedValue({ status: 'missing_requirements', unverifiedFields: ['email_address'], prepareEmailAddressVerification });
    await expect(auth.signUpWithPassword({ name: 'A', email: 'a@b.co', password: 'pw', persona: 'brand' })).resolves.toBe('verificationRequired');
    expect(prepareEmailAddressVerification).toHaveBeenCalledWith({ strategy: 'email_link', redirectUrl: 'http://localhost/login' });
  });

  it('has no password reset link flow and says so', async () => {
    const { auth } = setup();
    expect(auth.passwordResetEnabled).toBe(false);
    expect(await failureText(auth.requestPasswordReset('a@b.co'))).toBe('Password reset is not available on this server. Please contact support.');
  });

  it('signs out through Clerk and marks the session signed out', async () => {
    const { auth, signOut, store } = setup();
    await auth.signOut();
    expect(signOut).toHaveBeenCalled();
    expect(store.getState().session.status).toBe('signedOut');
  });

  it('completes the SSO callback through Clerk, landing on /dashboard', async () => {
    const { auth, handleRedirectCallback } = setup();
    await auth.completeSsoCallback();
    expect(handleRedirectCallback).toHaveBeenCalledWith({ signInFallbackRedirectUrl: '/dashboard', signUpFallbackRedirectUrl: '/dashboard' });
  });
});

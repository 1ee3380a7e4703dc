import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeAuthClient, deferred, rejectWith } from '../../../auth/testing/fake-auth-client';
import { renderAuthPage } from '../testing/render-auth-page';
import LoginPage from './login.page';

// Full MUI forms driven by user-event: generous time for busy CI machines.
jest.setTimeout(20_000);

const openLogin = (options: Parameters<typeof renderAuthPage>[1] = {}) => renderAuthPage(<LoginPage />, { url: '/login', ...options });
const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });

describe('LoginPage', () => {
  it('shows every element of the login screen', () => {
    openLogin();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign up as Influencer' })).toHaveAttribute('href', '/influencer-signup');
  });

  it('validates on submit with the SPEC messages, then re-validates on change', async () => {
    const signIn = jest.fn(async () => undefined);
    const { user } = openLogin({ auth: createFakeAuthClient({ signInWithPassword: signIn }) });

    await user.type(emailField(), 'not-an-email');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();

    await user.clear(emailField());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(emailField(), 'Someone@Example.com ');
    await waitFor(() => expect(screen.queryByText('Email is required')).not.toBeInTheDocument());
    await user.type(passwordField(), 'x');
    await waitFor(() => expect(screen.queryByText('Password is required')).not.toBeInTheDocument());
  });

  it('shows "Email is required" and "Password is required" for an empty submit', async () => {
    const { user } = openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    // As react-hook-form did: the first field in error gets the focus.
    expect(emailField()).toHaveFocus();
  });

  it('keeps both fields when the browser fills them in one go (autofill)', async () => {
    const signIn = jest.fn(async () => undefined);
    const { user } = openLogin({ auth: createFakeAuthClient({ signInWithPassword: signIn }) });
    act(() => {
      fireEvent.change(emailField(), { target: { value: 'a@b.co' } });
      fireEvent.change(passwordField(), { target: { value: 'secret' } });
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('a@b.co', 'secret'));
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = openLogin();
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it("says 'Signing in...' and is disabled while signing in, then goes to /dashboard", async () => {
    const pending = deferred();
    const signIn = jest.fn(() => pending.promise);
    const { user, currentUrl } = openLogin({ auth: createFakeAuthClient({ signInWithPassword: signIn }) });
    await user.type(emailField(), ' Someone@Example.com');
    await user.type(passwordField(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith('someone@example.com', 'secret');
    pending.resolve();
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
  });

  it('returns to the page the guard remembered, with its query and hash', async () => {
    const from = { pathname: '/campaigns/invites', search: '?tab=open', hash: '#top' };
    const { user, currentUrl } = openLogin({ state: { from } });
    await user.type(emailField(), 'a@b.co');
    await user.type(passwordField(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentUrl()).toBe('/campaigns/invites?tab=open#top'));
  });

  it.each([
    ['the first provider error', [{ code: 'form_password_incorrect', message: 'Password is incorrect. Try again.' }], 'Password is incorrect. Try again.'],
    ['strategy_for_user_invalid', [{ code: 'strategy_for_user_invalid', message: 'Strategy not allowed' }], 'Please use SSO login'],
    ['the generic message when the provider gives no error (e.g. an incomplete sign-in)', [], 'Sign in failed. Please check your email and password.'],
  ])('on failure toasts %s and keeps the form filled', async (_case, errors, text) => {
    const { user, currentUrl } = openLogin({ auth: createFakeAuthClient({ signInWithPassword: rejectWith(...errors) }) });
    await user.type(emailField(), 'a@b.co');
    await user.type(passwordField(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(emailField()).toHaveValue('a@b.co');
    expect(passwordField()).toHaveValue('secret');
    expect(currentUrl()).toBe('/login');
  });

  it("shows 'Sign up as Brand' disabled, pointing to /brand-signup, with its hint", () => {
    openLogin();
    const brand = screen.getByRole('link', { name: 'Sign up as Brand' });
    expect(brand).toHaveAttribute('aria-disabled', 'true');
    expect(brand).toHaveAttribute('href', '/brand-signup');
    expect(brand).toHaveAccessibleDescription('Brand signup temporarily disabled');
    expect(screen.getByText('Brand signup temporarily disabled')).toBeVisible();

    // The disabled button gets no pointer events: its wrapper carries the hint for hovering and is described by the caption.
    const wrapper = screen.getByTestId('brand-signup-wrapper');
    expect(wrapper).toHaveAttribute('title', 'Brand signup temporarily disabled');
    expect(wrapper).toHaveAccessibleDescription('Brand signup temporarily disabled');
  });

  it("says 'Processing...' while Google sign-in starts and re-enables the button on error", async () => {
    const pending = deferred();
    const { user } = openLogin({ auth: createFakeAuthClient({ startGoogleSignIn: () => pending.promise }) });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();

    pending.reject(new TypeError('Failed to fetch'));
    expect(await screen.findByText('Connection error. Please check your internet and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('toasts the generic Google message when the provider gives no error text', async () => {
    const { user } = openLogin({ auth: createFakeAuthClient({ startGoogleSignIn: rejectWith() }) });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Google sign-in failed. Please try again.')).toBeInTheDocument();
  });

  it('disables the Google button and says why when Google is not configured', () => {
    openLogin({ auth: createFakeAuthClient({ googleEnabled: false }) });
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription('Google sign-in is not configured on this server.');
    expect(screen.getByText('Google sign-in is not configured on this server.')).toBeVisible();
  });

  describe('two-factor step (SPEC §5 authenticator codes)', () => {
    const challenged = () => jest.fn(async () => ({ twoFactor: { methods: ['totp', 'otp'] as const } }));

    it('asks for the code after the password, verifies it with "Trust this device" and goes on', async () => {
      const verify = jest.fn(async () => undefined);
      const { user, currentUrl } = openLogin({ auth: createFakeAuthClient({ signInWithPassword: challenged(), verifySecondFactor: verify }) });
      await user.type(emailField(), 'ivy@example.com');
      await user.type(passwordField(), 'Secret!234');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
      expect(currentUrl()).toBe('/login');
      await user.type(screen.getByLabelText('6-digit code'), '123456');
      await user.click(screen.getByLabelText('Trust this device for 30 days'));
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
      expect(verify).toHaveBeenCalledWith({ kind: 'totp', code: '123456', trustDevice: true });
    });

    it('shows a wrong code under the step and lets the person use a backup code or go back', async () => {
      const verify = jest.fn(rejectWith({ code: 'INVALID_CODE', message: 'That code is not right. Check it and try again.' }));
      const { user, currentUrl } = openLogin({ auth: createFakeAuthClient({ signInWithPassword: challenged(), verifySecondFactor: verify }) });
      await user.type(emailField(), 'ivy@example.com');
      await user.type(passwordField(), 'Secret!234');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await user.type(await screen.findByLabelText('6-digit code'), '000000');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('That code is not right. Check it and try again.')).toBeInTheDocument();
      expect(currentUrl()).toBe('/login');
      await user.click(screen.getByRole('button', { name: 'Use a backup code' }));
      expect(screen.getByLabelText('Backup code')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
      expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    });

    it('e-mails a code on request', async () => {
      const send = jest.fn(async () => undefined);
      const { user } = openLogin({ auth: createFakeAuthClient({ signInWithPassword: challenged(), sendSecondFactorEmail: send, verifySecondFactor: async () => undefined }) });
      await user.type(emailField(), 'ivy@example.com');
      await user.type(passwordField(), 'Secret!234');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await user.click(await screen.findByRole('button', { name: 'E-mail me a code' }));
      expect(await screen.findByText('We e-mailed you a 6-digit code. It expires in 5 minutes.')).toBeInTheDocument();
      expect(send).toHaveBeenCalledTimes(1);
    });
  });
});

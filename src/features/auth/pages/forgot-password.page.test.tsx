import { screen, waitFor } from '@testing-library/react';
import { createFakeAuthClient, deferred, rejectWith } from '../../../auth/testing/fake-auth-client';
import { renderAuthPage } from '../testing/render-auth-page';
import ForgotPasswordPage from './forgot-password.page';

// Full MUI forms driven by user-event: generous time for busy CI machines.
jest.setTimeout(20_000);

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const sent = "If an account exists for that e-mail, we've sent a reset link.";

describe('ForgotPasswordPage without a token', () => {
  it('validates the e-mail, sends the link and confirms without revealing the account', async () => {
    const pending = deferred();
    const request = jest.fn(() => pending.promise);
    const { user } = renderAuthPage(<ForgotPasswordPage />, {
      url: '/forgot-password',
      auth: createFakeAuthClient({ requestPasswordReset: request }),
    });
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(field('Email'), 'nobody');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(field('Email'), '@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(request).toHaveBeenCalledWith('nobody@example.com');
    pending.resolve();
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('toasts a failure and lets the visitor try again', async () => {
    const { user } = renderAuthPage(<ForgotPasswordPage />, {
      url: '/forgot-password',
      auth: createFakeAuthClient({ requestPasswordReset: () => Promise.reject(new TypeError('Failed to fetch')) }),
    });
    await user.type(field('Email'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Connection error. Please check your internet and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    expect(screen.queryByText(sent)).not.toBeInTheDocument();
  });

  it('explains a link the provider already refused (?error=INVALID_TOKEN)', () => {
    renderAuthPage(<ForgotPasswordPage />, { url: '/forgot-password?error=INVALID_TOKEN' });
    expect(screen.getByText('This reset link is invalid or has expired. Request a new one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('says so when this deployment has no password reset', () => {
    renderAuthPage(<ForgotPasswordPage />, { auth: createFakeAuthClient({ passwordResetEnabled: false }) });
    expect(screen.getByText('Password reset is not available on this server. Please contact support.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });
});

describe('ForgotPasswordPage with a token', () => {
  it('applies the password rules and the confirmation, then resets and goes to /login', async () => {
    const reset = jest.fn(async () => undefined);
    const { user, currentUrl } = renderAuthPage(<ForgotPasswordPage />, {
      url: '/forgot-password?token=tok-123',
      auth: createFakeAuthClient({ resetPassword: reset }),
    });
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await user.type(field('New password'), 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

    await user.clear(field('New password'));
    await user.type(field('New password'), 'New!pass456');
    await user.type(field('Confirm new password'), 'New!pass45');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.type(field('Confirm new password'), '6');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(currentUrl()).toBe('/login'));
    expect(reset).toHaveBeenCalledWith('tok-123', 'New!pass456');
    expect(await screen.findByText('Your password has been reset. Please sign in with your new password.')).toBeInTheDocument();
  });

  it("says 'Reset token is required' for an empty token", async () => {
    const reset = jest.fn(async () => undefined);
    const { user } = renderAuthPage(<ForgotPasswordPage />, { url: '/forgot-password?token=', auth: createFakeAuthClient({ resetPassword: reset }) });
    await user.type(field('New password'), 'New!pass456');
    await user.type(field('Confirm new password'), 'New!pass456');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Reset token is required')).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });

  it('shows the invalid-link message with a way to request a new link', async () => {
    const { user } = renderAuthPage(<ForgotPasswordPage />, {
      url: '/forgot-password?token=old',
      auth: createFakeAuthClient({
        resetPassword: rejectWith({ code: 'INVALID_TOKEN', message: 'This reset link is invalid or has expired. Request a new one.' }),
      }),
    });
    await user.type(field('New password'), 'New!pass456');
    await user.type(field('Confirm new password'), 'New!pass456');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('This reset link is invalid or has expired. Request a new one.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { createFakeAuthClient, deferred, rejectWith } from '../../../auth/testing/fake-auth-client';
import { renderAuthPage } from '../testing/render-auth-page';
import VerifyEmailPage from './verify-email.page';

describe('VerifyEmailPage (where the sign-up confirmation link lands)', () => {
  it('shows progress, takes the session the link started and goes to /dashboard', async () => {
    const pending = deferred();
    const complete = jest.fn(() => pending.promise);
    const { currentUrl } = renderAuthPage(<VerifyEmailPage />, { url: '/verify-email', auth: createFakeAuthClient({ completeSsoCallback: complete }) });
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your e-mail address...');
    pending.resolve();
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
    expect(complete).toHaveBeenCalledTimes(1);
  });

  it('explains a used or expired link (?error=) and offers sign-in, without reading a session', async () => {
    const complete = jest.fn(async () => undefined);
    renderAuthPage(<VerifyEmailPage />, { url: '/verify-email?error=INVALID_TOKEN', auth: createFakeAuthClient({ completeSsoCallback: complete }) });
    expect(await screen.findByText('This confirmation link is invalid or has expired. Sign in to get a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(complete).not.toHaveBeenCalled();
  });

  it('says the same when no session came back', async () => {
    renderAuthPage(<VerifyEmailPage />, { url: '/verify-email', auth: createFakeAuthClient({ completeSsoCallback: rejectWith() }) });
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeInTheDocument();
  });

  it('?email= (the link beside the code in the e-mail): the code form, prefilled; a right code signs in and goes on', async () => {
    const verify = jest.fn(async () => undefined);
    const complete = jest.fn(async () => undefined);
    const { user, currentUrl } = renderAuthPage(<VerifyEmailPage />, {
      url: '/verify-email?email=asha%40example.com',
      auth: createFakeAuthClient({ verifyEmailCode: verify, completeSsoCallback: complete }),
    });
    expect(screen.getByRole('heading', { name: 'Enter the code from the e-mail' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    await user.type(screen.getByLabelText('Verification code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
    expect(verify).toHaveBeenCalledWith('asha@example.com', '482913');
    expect(complete).not.toHaveBeenCalled();
  });

  it('a wrong or expired code is explained and can be typed again', async () => {
    const verify = jest.fn(rejectWith({ code: 'OTP_EXPIRED', message: 'This code has expired. Ask for a new one.' }));
    const { user, currentUrl } = renderAuthPage(<VerifyEmailPage />, {
      url: '/verify-email?email=asha%40example.com',
      auth: createFakeAuthClient({ verifyEmailCode: verify }),
    });
    await user.type(screen.getByLabelText('Verification code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByText('This code has expired. Ask for a new one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify e-mail' })).toBeEnabled();
    expect(currentUrl()).toBe('/verify-email?email=asha%40example.com');
  });

  it('a failed link offers the code too', async () => {
    renderAuthPage(<VerifyEmailPage />, { url: '/verify-email?error=TOKEN_EXPIRED', auth: createFakeAuthClient({ verifyEmailCode: async () => undefined }) });
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
  });
});

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
});

import { screen, waitFor } from '@testing-library/react';
import { createFakeAuthClient, deferred, rejectWith } from '../../../auth/testing/fake-auth-client';
import { renderAuthPage } from '../testing/render-auth-page';
import SsoCallbackPage from './sso-callback.page';

describe('SsoCallbackPage', () => {
  it('shows progress, completes the session and goes to /dashboard', async () => {
    const pending = deferred();
    const complete = jest.fn(() => pending.promise);
    const { currentUrl } = renderAuthPage(<SsoCallbackPage />, {
      url: '/sso-callback?intent=signin',
      auth: createFakeAuthClient({ completeSsoCallback: complete }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Completing sign-in...');
    pending.resolve();
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
    expect(complete).toHaveBeenCalledTimes(1);
  });

  it('shows the provider error and the way back to /login when no session came back', async () => {
    renderAuthPage(<SsoCallbackPage />, {
      url: '/sso-callback?intent=signin',
      auth: createFakeAuthClient({ completeSsoCallback: rejectWith() }),
    });
    expect(await screen.findByText('Google sign-in failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('reports an error the provider put in the URL without trying to complete', async () => {
    const complete = jest.fn(async () => undefined);
    renderAuthPage(<SsoCallbackPage />, {
      url: '/sso-callback?intent=signin&error=access_denied',
      auth: createFakeAuthClient({ completeSsoCallback: complete }),
    });
    expect(await screen.findByText('Google sign-in failed. Please try again.')).toBeInTheDocument();
    expect(complete).not.toHaveBeenCalled();
  });

  it("renders the provider's own callback component when it has one (Clerk)", () => {
    const complete = jest.fn(async () => undefined);
    renderAuthPage(<SsoCallbackPage />, {
      url: '/sso-callback?intent=signin',
      auth: createFakeAuthClient({ completeSsoCallback: complete, SsoCallback: () => <p>provider callback</p> }),
    });
    expect(screen.getByText('provider callback')).toBeInTheDocument();
    expect(complete).not.toHaveBeenCalled();
  });
});

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AuthClient } from '../../../auth/auth-client.types';
import { AuthContext } from '../../../auth/auth-context';
import { createFakeAuthClient } from '../../../auth/testing/fake-auth-client';
import { ToastProvider } from '../../../components/toast/toast.provider';
// notistack at once, as once loaded in the app: toasts show in the same render as before.
import '../../../components/toast/toast-host.component';
import { sessionSlice } from '../../session/session.slice';
import { RouterAuthNavigation } from '../../../app/router/router-auth-navigation';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}${location.hash}`}</div>;
}

export interface RenderAuthPageOptions {
  auth?: AuthClient;
  /** The URL the page opens at, e.g. '/forgot-password?token=abc'. */
  url?: string;
  /** Router state, e.g. `{ from: { pathname: '/campaigns', search: '?tab=open', hash: '' } }`. */
  state?: unknown;
}

/**
 * Renders one auth page with what it needs (session store, toasts, an AuthClient, a router) and a probe
 * showing where navigation went: `currentUrl()`.
 */
export function renderAuthPage(page: ReactElement, { auth, url = '/', state }: RenderAuthPageOptions = {}) {
  const user = userEvent.setup();
  const { pathname, search } = new URL(url, 'http://app.local');
  const store = configureStore({ reducer: { session: sessionSlice.reducer } });
  const utils = render(
    <Provider store={store}>
      <ToastProvider>
        <AuthContext.Provider value={auth ?? createFakeAuthClient()}>
          <MemoryRouter initialEntries={[{ pathname, search, state }]}>
            <RouterAuthNavigation>{page}</RouterAuthNavigation>
            <LocationProbe />
          </MemoryRouter>
        </AuthContext.Provider>
      </ToastProvider>
    </Provider>,
  );
  const currentUrl = () => utils.getByTestId('location').textContent;
  return { ...utils, user, currentUrl };
}

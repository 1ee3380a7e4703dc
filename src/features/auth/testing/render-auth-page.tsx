import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AuthClient } from '../../../auth/auth-client.types';
import { AuthPageTestProviders } from './auth-page-providers';

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

/** Renders a page as the router would, with a probe showing where navigation went (`currentUrl()`). */
export function renderAuthPage(page: ReactElement, { auth, url = '/', state }: RenderAuthPageOptions = {}) {
  const user = userEvent.setup();
  const utils = render(
    <AuthPageTestProviders auth={auth}>
      <MemoryRouter initialEntries={[{ pathname: new URL(url, 'http://app.local').pathname, search: new URL(url, 'http://app.local').search, state }]}>
        {page}
        <LocationProbe />
      </MemoryRouter>
    </AuthPageTestProviders>,
  );
  const currentUrl = () => utils.getByTestId('location').textContent;
  return { ...utils, user, currentUrl };
}

import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { sessionResolved } from '../../features/session/session.slice';
import { authLoading, renderRoutes, signedIn, signedOut, testUser } from '../../test/render';
import { SignedOutOnlyRoute } from './signed-out-only.route';

const routes: RouteObject[] = [
  { element: <SignedOutOnlyRoute />, children: [{ path: '/login', element: <h1>Welcome back</h1> }] },
  { path: '/', element: <h1>Home</h1> },
  { path: '/campaigns/invites', element: <h1>Campaign Invites</h1> },
];

describe('signed-out-only wrapper (SPEC §2)', () => {
  it("shows 'Loading...' while authentication is unresolved", () => {
    renderRoutes(routes, { preloadedState: authLoading, route: '/login' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the page to a signed-out visitor', () => {
    renderRoutes(routes, { preloadedState: signedOut, route: '/login' });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it("replaces the location with '/' for a signed-in visitor", async () => {
    const { router } = renderRoutes(routes, { preloadedState: signedIn(), route: '/login' });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('returns a visitor who just signed in to the page the guard remembered', async () => {
    const { router, store } = renderRoutes(routes, { preloadedState: signedOut, route: '/' });
    await act(() =>
      router.navigate('/login', { replace: true, state: { from: { pathname: '/campaigns/invites', search: '?tab=open', hash: '' } } }),
    );
    act(() => {
      store.dispatch(sessionResolved(testUser));
    });
    expect(await screen.findByRole('heading', { name: 'Campaign Invites' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=open');
  });
});

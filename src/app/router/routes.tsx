import { Navigate, type RouteObject } from 'react-router-dom';
import { AccessGuardRoute } from './access-guard.route';
import { lazyPage } from './lazy-page';
import { signedOutRoutes, ssoCallbackRoute, teamInviteRoute, verifyEmailRoute } from './public.routes';
import { RootLayoutRoute } from './root-layout.route';
import { RouteErrorRoute } from './route-error.route';
import { setupRoutes, shellRoutes } from './signed-in.routes';
import { SignedOutOnlyRoute } from './signed-out-only.route';

/** The layouts are chunks of their own: /login never downloads the signed-in shell. */
const shellLayout = lazyPage(() => import(/* webpackChunkName: "shell" */ '../../features/shell/shell.layout'));
const setupLayout = lazyPage(() => import(/* webpackChunkName: "shell-setup" */ '../../features/shell/setup.layout'));

const toDashboard = <Navigate to="/dashboard" replace />;

/** The whole route table of SPEC §2. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayoutRoute />,
    errorElement: <RouteErrorRoute />,
    children: [
      { element: <SignedOutOnlyRoute />, children: signedOutRoutes },
      ssoCallbackRoute,
      verifyEmailRoute,
      teamInviteRoute,
      {
        element: <AccessGuardRoute />,
        children: [
          { element: setupLayout, children: setupRoutes },
          { element: shellLayout, children: shellRoutes },
        ],
      },
      { index: true, element: toDashboard },
      { path: '*', element: toDashboard },
    ],
  },
];

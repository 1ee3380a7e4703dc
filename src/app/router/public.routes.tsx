import type { RouteObject } from 'react-router-dom';
import { uiTexts } from '../../domain/messages';
import { lazyPage } from './lazy-page';

/** Public pages behind the signed-out-only wrapper (SPEC §2). Each is its own chunk. */
export const signedOutRoutes: RouteObject[] = [
  { path: 'login', element: lazyPage(() => import(/* webpackChunkName: "page-login" */ '../../features/auth/pages/login.page')) },
  {
    path: 'influencer-signup',
    element: lazyPage(
      () => import(/* webpackChunkName: "page-influencer-signup" */ '../../features/auth/pages/influencer-signup.page'),
      uiTexts.loadingSignup,
    ),
  },
  {
    path: 'brand-signup-123',
    element: lazyPage(() => import(/* webpackChunkName: "page-brand-signup" */ '../../features/auth/pages/brand-signup.page')),
  },
  {
    path: 'forgot-password',
    element: lazyPage(() => import(/* webpackChunkName: "page-forgot-password" */ '../../features/auth/pages/forgot-password.page')),
  },
];

/**
 * /sso-callback finishes a Google sign-in, so it must render while the session is still resolving and right
 * after it becomes signed in; it is public but outside the signed-out-only wrapper (docs/spa.md).
 */
export const ssoCallbackRoute: RouteObject = {
  path: 'sso-callback',
  element: lazyPage(() => import(/* webpackChunkName: "page-sso-callback" */ '../../features/auth/pages/sso-callback.page')),
};

/** /verify-email: where the sign-up confirmation link lands, signed in by the link itself (docs/auth-spa.md). */
export const verifyEmailRoute: RouteObject = {
  path: 'verify-email',
  element: lazyPage(() => import(/* webpackChunkName: "page-verify-email" */ '../../features/auth/pages/verify-email.page')),
};

/**
 * /team/invite/:token: a team invite link (docs/team.md). Public and outside the access guard: a person without an
 * account signs up from it, and a new brand account (no brand yet) must reach Accept before profile setup.
 */
export const teamInviteRoute: RouteObject = {
  path: 'team/invite/:token',
  element: lazyPage(() => import(/* webpackChunkName: "page-team-invite" */ '../../features/team/team-invite.page')),
};

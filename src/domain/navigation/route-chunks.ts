/**
 * Which webpack chunk groups (the `webpackChunkName`s of src/app/router) a first visit to a path needs, so the
 * server can send them as preload hints with index.html instead of the browser finding them one after another
 * (entry, then session, then layout, then page). Kept beside the route table by route-chunks.test.ts, which fails
 * when a route's chunk is missing here.
 */
export type RouteAccess = 'signedOut' | 'public' | 'signedIn';

export interface RouteChunks {
  /** A react-router path: `:param` is one segment, a trailing `*` the rest. */
  readonly path: string;
  readonly access: RouteAccess;
  readonly chunks: readonly string[];
}

/** The signed-out pages, the login page among them (where a visitor without a session is sent). */
const loginChunks = ['page-login'];
const shell = 'shell';
const setup = 'shell-setup';

export const routeChunks: readonly RouteChunks[] = [
  { path: '/login', access: 'signedOut', chunks: loginChunks },
  { path: '/influencer-signup', access: 'signedOut', chunks: ['page-influencer-signup'] },
  { path: '/brand-signup-123', access: 'signedOut', chunks: ['page-brand-signup'] },
  { path: '/forgot-password', access: 'signedOut', chunks: ['page-forgot-password'] },
  { path: '/sso-callback', access: 'public', chunks: ['page-sso-callback'] },
  { path: '/verify-email', access: 'public', chunks: ['page-verify-email'] },
  // Outside the access guard (docs/team.md): signed in or not, the invite page alone.
  { path: '/team/invite/:token', access: 'public', chunks: ['page-team-invite'] },
  { path: '/profile-setup', access: 'signedIn', chunks: [setup, 'page-profile-setup'] },
  { path: '/influencer-setup-complete', access: 'signedIn', chunks: [setup, 'page-influencer-setup-complete'] },
  { path: '/brand-profile-setup', access: 'signedIn', chunks: [setup, 'page-brand-profile-setup'] },
  { path: '/brand-setup-complete', access: 'signedIn', chunks: [setup, 'page-brand-setup-complete'] },
  // The dashboard's page depends on the role, which only whoami tells: the shell is what every role needs.
  { path: '/dashboard', access: 'signedIn', chunks: [shell] },
  { path: '/campaigns/create', access: 'signedIn', chunks: [shell] },
  { path: '/settings', access: 'signedIn', chunks: [shell, 'page-settings'] },
  { path: '/account/security', access: 'signedIn', chunks: [shell, 'page-account-security'] },
  { path: '/campaigns', access: 'signedIn', chunks: [shell, 'page-campaigns'] },
  { path: '/campaigns/invites', access: 'signedIn', chunks: [shell, 'page-campaign-invites'] },
  { path: '/campaigns/invites/:inviteId', access: 'signedIn', chunks: [shell, 'page-campaign-invite'] },
  { path: '/campaigns/active', access: 'signedIn', chunks: [shell, 'page-active-campaigns'] },
  { path: '/campaigns/active/:id/*', access: 'signedIn', chunks: [shell, 'page-active-campaign'] },
  { path: '/brands/:brandId/campaigns', access: 'signedIn', chunks: [shell, 'page-brand-campaigns'] },
  { path: '/brands/:brandId/campaigns/create', access: 'signedIn', chunks: [shell, 'page-create-campaign'] },
  { path: '/brands/:brandId/campaigns/wizard/:campaignId/:step', access: 'signedIn', chunks: [shell, 'page-campaign-wizard'] },
  { path: '/brands/:brandId/campaigns/:campaignId', access: 'signedIn', chunks: [shell, 'page-brand-campaign'] },
  {
    path: '/brands/:brandId/campaigns/:campaignId/influencers/:influencerId',
    access: 'signedIn',
    chunks: [shell, 'page-brand-campaign-influencer'],
  },
  { path: '/brands/:brandId/campaigns/:campaignId/success', access: 'signedIn', chunks: [shell, 'page-campaign-success'] },
  { path: '/operator/disputes', access: 'signedIn', chunks: [shell, 'page-operator-disputes'] },
  { path: '/operator/reconciliation', access: 'signedIn', chunks: [shell, 'page-operator-reconciliation'] },
  { path: '/operator/outbox', access: 'signedIn', chunks: [shell, 'page-operator-outbox'] },
  { path: '/operator/email-suppressions', access: 'signedIn', chunks: [shell, 'page-operator-email-suppressions'] },
  { path: '/operator/message-reports', access: 'signedIn', chunks: [shell, 'page-operator-message-reports'] },
  { path: '/help', access: 'signedIn', chunks: [shell, 'page-help'] },
  { path: '/help/:category', access: 'signedIn', chunks: [shell, 'page-help-category'] },
  { path: '/help/:category/:slug', access: 'signedIn', chunks: [shell, 'page-help-article'] },
  { path: '/profile', access: 'signedIn', chunks: [shell, 'page-profile'] },
  { path: '/influencers', access: 'signedIn', chunks: [shell, 'page-influencers'] },
  { path: '/influencers/:influencerId', access: 'signedIn', chunks: [shell, 'page-influencer-profile'] },
  { path: '/analytics', access: 'signedIn', chunks: [shell, 'page-analytics'] },
  { path: '/payments', access: 'signedIn', chunks: [shell, 'page-payments'] },
  { path: '/team', access: 'signedIn', chunks: [shell, 'page-team'] },
  { path: '/earnings', access: 'signedIn', chunks: [shell, 'page-earnings'] },
  { path: '/notifications', access: 'signedIn', chunks: [shell, 'page-notifications'] },
  { path: '/messages', access: 'signedIn', chunks: [shell, 'page-messages'] },
  { path: '/messages/:threadId', access: 'signedIn', chunks: [shell, 'page-messages'] },
];

/** How well `pattern` matches `pathname`: the number of literal segments that matched, or -1. */
function matchScore(pattern: string, pathname: string): number {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  let literals = 0;
  for (let index = 0; index < want.length; index += 1) {
    const segment = want[index]!;
    if (segment === '*') return literals;
    const actual = have[index];
    if (actual === undefined) return -1;
    if (segment.startsWith(':')) continue;
    if (segment !== actual) return -1;
    literals += 1;
  }
  return have.length === want.length ? literals : -1;
}

/** The route of `pathname`, the most specific one when several match (`campaigns/create` over `campaigns/:id`). */
export function routeOf(pathname: string): RouteChunks | null {
  let best: RouteChunks | null = null;
  let bestScore = -1;
  for (const route of routeChunks) {
    const score = matchScore(route.path, pathname);
    if (score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The chunk groups a first visit to `pathname` renders. `hasSession` is whether the request carried a session
 * cookie (built-in sign-in), null when the server cannot tell (Clerk): without a session a signed-in page ends on
 * the login page; with one, a signed-out page redirects into the shell.
 */
export function chunksForPath(pathname: string, hasSession: boolean | null): readonly string[] {
  const route = routeOf(pathname);
  // '/' and unknown paths go to /dashboard, which sends a visitor without a session on to the login page.
  if (!route) return hasSession === null ? [] : hasSession ? [shell] : loginChunks;
  if (hasSession === false && route.access === 'signedIn') return loginChunks;
  if (hasSession === true && route.access === 'signedOut') return [shell];
  return route.chunks;
}


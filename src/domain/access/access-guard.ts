/**
 * The signed-in access guard of SPEC §2 as a pure decision, so it can be tested as a decision table
 * and reused by the router without any React in the rule itself.
 */
export interface GuardInput {
  authLoaded: boolean;
  signedIn: boolean;
  /** whoami still loading */
  whoamiLoading: boolean;
  /** whoami answer; null when the call failed (SPEC §6: treated as neither role, incomplete profile) */
  whoami: { is_brand: boolean; is_influencer: boolean; is_profile_completed: boolean } | null;
  pathname: string;
}

export type GuardDecision =
  | { kind: 'loading'; text: 'Loading authentication...' | 'Verifying access...' }
  | { kind: 'redirect'; to: string; rememberFrom?: boolean }
  | { kind: 'render' };

const setupPrefixes = ['/profile-setup', '/brand-profile-setup', '/influencer-setup-complete'];
/** Routes in the shell that only influencers may open; brands go to /dashboard (SPEC §2, §6). */
const influencerOnlyPatterns = [/^\/settings(\/|$)/, /^\/campaigns(\/|$)/];

const startsWithPath = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`);

export function decideAccess(input: GuardInput): GuardDecision {
  if (!input.authLoaded) return { kind: 'loading', text: 'Loading authentication...' };
  if (!input.signedIn) return { kind: 'redirect', to: '/login', rememberFrom: true };
  if (input.whoamiLoading) return { kind: 'loading', text: 'Verifying access...' };

  const user = input.whoami ?? { is_brand: false, is_influencer: false, is_profile_completed: false };
  const { pathname } = input;

  if (user.is_profile_completed) {
    if (setupPrefixes.some((prefix) => startsWithPath(pathname, prefix))) return { kind: 'redirect', to: '/dashboard' };
  } else {
    if (user.is_brand && !startsWithPath(pathname, '/brand-profile-setup')) {
      return { kind: 'redirect', to: '/brand-profile-setup' };
    }
    // The completion page is part of the influencer's setup flow: it is shown right after setup, while whoami
    // still holds the answer from before (docs/decisions.md, "Setup completion pages"); the page checks itself.
    const onInfluencerSetup = ['/profile-setup', '/influencer-setup-complete'].some((p) => startsWithPath(pathname, p));
    if (user.is_influencer && !onInfluencerSetup) {
      return { kind: 'redirect', to: '/profile-setup' };
    }
  }

  if (startsWithPath(pathname, '/profile-setup') && !user.is_influencer) return { kind: 'redirect', to: '/dashboard' };
  if (startsWithPath(pathname, '/brand-profile-setup') && !user.is_brand) return { kind: 'redirect', to: '/dashboard' };
  return { kind: 'render' };
}

/** Shell-level role gate: brands are sent away from the influencer-only routes. */
export function isInfluencerOnlyPath(pathname: string): boolean {
  return influencerOnlyPatterns.some((pattern) => pattern.test(pathname));
}

/**
 * Where a brand on an influencer-only path goes, or null to stay. SPEC §6 sends brands to /dashboard; the one
 * exception is /campaigns itself (the brand sidebar's Campaigns link), which leads to the brand's campaign list
 * with its query (issue 5: no brand link may end on the dashboard).
 */
export function brandRedirectFor(pathname: string, search: string, brandId: string | null): string | null {
  if (!isInfluencerOnlyPath(pathname)) return null;
  if (brandId && /^\/campaigns\/?$/.test(pathname)) return `/brands/${brandId}/campaigns${search}`;
  return '/dashboard';
}

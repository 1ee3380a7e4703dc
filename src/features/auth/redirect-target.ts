/** Public auth routes: never a place to return to after signing in. */
const authRoutes = ['/login', '/influencer-signup', '/brand-signup', '/brand-signup-123', '/forgot-password', '/sso-callback'];

export const defaultSignedInPath = '/dashboard';

interface RememberedLocation {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

/**
 * Where to go after login (SPEC §2): the page the guard remembered in `state.from` (pathname + search +
 * hash), otherwise /dashboard. Only same-app paths are accepted.
 */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: RememberedLocation | string } | null | undefined)?.from;
  const location: RememberedLocation = typeof from === 'string' ? new URL(from, 'http://app.local') : (from ?? {});
  const { pathname, search, hash } = location;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return defaultSignedInPath;
  if (authRoutes.includes(pathname.replace(/\/+$/, '') || '/')) return defaultSignedInPath;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return `${pathname}${text(search)}${text(hash)}`;
}

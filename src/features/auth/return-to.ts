import { defaultSignedInPath, redirectTarget } from './redirect-target';

const key = 'influencehub.returnTo';

/**
 * A page to come back to after a sign-up (docs/team.md: a team invite link). Kept in localStorage, not in the
 * router state, because the e-mailed confirmation link may open in another tab. Same-app paths only; used once.
 */
export function rememberReturnTo(path: string): void {
  try {
    window.localStorage.setItem(key, path);
  } catch {
    // Storage off: the person opens the invite link again after signing up.
  }
}

export function takeReturnTo(): string {
  try {
    const path = window.localStorage.getItem(key);
    window.localStorage.removeItem(key);
    return path ? redirectTarget({ from: path }) : defaultSignedInPath;
  } catch {
    return defaultSignedInPath;
  }
}

export function forgetReturnTo(): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}

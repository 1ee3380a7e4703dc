import type { VariantType } from 'notistack';
import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ElementType } from 'react';
import { keepToastForNextPage } from '../../components/toast/next-page-toasts';

/**
 * How the signed-out pages (/login, the sign-up pages, /forgot-password) move on, without naming a router: in the
 * app they run inside react-router (`RouterAuthNavigation`, src/app/router/router-auth-navigation.tsx); in their own
 * light entry (src/signed-out) every move is a full page load (`browserAuthNavigation`), so that entry needs neither
 * the router nor the store (docs/performance.md).
 */
export interface AuthNavigation {
  /**
   * Goes to an in-app path (`replace`: instead of the current history entry), with a toast to show there (after a
   * full page load the next page shows it: src/components/toast/next-page-toasts.ts).
   */
  navigate(to: string, options?: AuthNavigateOptions): void;
  /** The current query string, e.g. '?token=abc'. */
  search: string;
  /** The location state the access guard left (`{ from }`), read by `redirectTarget`. */
  state: unknown;
  /** A link component taking `to` (MUI's `component` prop). */
  Link: ElementType;
}

export interface AuthNavigateOptions {
  replace?: boolean;
  toast?: { message: string; variant: VariantType };
}

export const AuthNavigationContext = createContext<AuthNavigation | null>(null);

export function useAuthNavigation(): AuthNavigation {
  const navigation = useContext(AuthNavigationContext);
  if (!navigation) throw new Error('useAuthNavigation must be used within an AuthNavigationContext provider');
  return navigation;
}

/** A plain anchor taking react-router's `to`: following it loads the page. */
export const PageLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(function PageLink(
  { to, ...props },
  ref,
) {
  return <a ref={ref} href={to} {...props} />;
});

/**
 * Full page loads. react-router keeps its location state in `history.state.usr`, so the page the access guard
 * remembered (`{ from }`) is still there when /login is reloaded, or opened from the app's own history entry.
 */
export function browserAuthNavigation(win: Window = window): AuthNavigation {
  const historyState: unknown = win.history.state;
  return {
    navigate: (to, options) => {
      if (options?.toast) keepToastForNextPage(options.toast.message, options.toast.variant);
      if (options?.replace) win.location.replace(to);
      else win.location.assign(to);
    },
    search: win.location.search,
    state: historyState && typeof historyState === 'object' && 'usr' in historyState ? historyState.usr : null,
    Link: PageLink,
  };
}

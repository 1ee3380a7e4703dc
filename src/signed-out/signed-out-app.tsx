import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { AuthClient } from '../auth/auth-client.types';
import { AuthContext } from '../auth/auth-context';
import type { BetterAuthClient } from '../auth/builtin/better-auth-client';
import { FullPageLoader } from '../components/full-page-loader/full-page-loader.component';
import { AppErrorBoundary } from '../components/global-fallback/app-error-boundary.component';
import { ToastProvider } from '../components/toast/toast.provider';
import { uiTexts } from '../domain/messages';
import type { SignedOutEntryPath } from '../domain/navigation/signed-out-entry';
import type { ThemePreference } from '../domain/settings/user-settings';
import { AuthNavigationContext, type AuthNavigation } from '../features/auth/auth-navigation';
import BrandSignupPage from '../features/auth/pages/brand-signup.page';
import ForgotPasswordPage from '../features/auth/pages/forgot-password.page';
import InfluencerSignupPage from '../features/auth/pages/influencer-signup.page';
import LoginPage from '../features/auth/pages/login.page';
import { redirectTarget } from '../features/auth/redirect-target';
import { ThemeRoot } from '../theme/theme-root';

export const signedOutPages: Record<SignedOutEntryPath, ComponentType> = {
  '/login': LoginPage,
  '/influencer-signup': InfluencerSignupPage,
  '/brand-signup-123': BrandSignupPage,
  '/forgot-password': ForgotPasswordPage,
};

export interface SignedOutAppProps {
  path: SignedOutEntryPath;
  /** The identity client, or 'loading' while the runtime config is read (no embedded config). */
  auth: AuthClient | 'loading';
  /** Reads the session; only asked when the page was requested with a session cookie. */
  client: Pick<BetterAuthClient, 'getSession'>;
  /** The server saw no session cookie (`<meta name="influencehub-session" content="none">`). */
  withoutSession: boolean;
  navigation: AuthNavigation;
  themePreference: ThemePreference;
}

/**
 * SPEC §2's signed-out-only wrapper without the store: 'Loading...' while the session is unknown, a signed-in visitor
 * replaced to '/' (or the page the access guard remembered), otherwise the page. Without a session cookie there is no
 * session to find, so the page shows at once (the server sends a request with the cookie to index.html anyway).
 */
function SignedOutOnly({ client, withoutSession, navigation, children }: Pick<SignedOutAppProps, 'client' | 'withoutSession' | 'navigation'> & { children: React.ReactNode }) {
  const [signedOut, setSignedOut] = useState(withoutSession);
  useEffect(() => {
    if (withoutSession) return;
    let live = true;
    const showPage = () => live && setSignedOut(true);
    client.getSession().then((answer) => {
      if (!live) return;
      if (!answer.data?.user) return showPage();
      const from = (navigation.state as { from?: unknown } | null)?.from;
      navigation.navigate(from ? redirectTarget(navigation.state) : '/', { replace: true });
    }, showPage);
    return () => {
      live = false;
    };
  }, [client, withoutSession, navigation]);
  return signedOut ? children : <FullPageLoader text={uiTexts.loading} />;
}

/** The light entry's whole app: theme, error boundary, toasts, the identity client, one page. */
export function SignedOutApp({ path, auth, client, withoutSession, navigation, themePreference }: SignedOutAppProps) {
  const Page = signedOutPages[path];
  const loadingText = path === '/influencer-signup' ? uiTexts.loadingSignup : uiTexts.loading;
  const content = useMemo(
    () =>
      auth === 'loading' ? (
        <FullPageLoader text={loadingText} />
      ) : (
        <AuthContext.Provider value={auth}>
          <AuthNavigationContext.Provider value={navigation}>
            <SignedOutOnly client={client} withoutSession={withoutSession} navigation={navigation}>
              <Page />
            </SignedOutOnly>
          </AuthNavigationContext.Provider>
        </AuthContext.Provider>
      ),
    [auth, client, withoutSession, navigation, Page, loadingText],
  );
  return (
    <ThemeRoot preference={themePreference}>
      <AppErrorBoundary>
        <ToastProvider>{content}</ToastProvider>
      </AppErrorBoundary>
    </ThemeRoot>
  );
}

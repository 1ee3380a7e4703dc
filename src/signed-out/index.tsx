import { StrictMode, startTransition, useEffect, useState } from 'react';
import { nextTask } from '../components/boot/next-task';
import { throwUncaught } from '../components/boot/throw-uncaught';
import type { AuthClient } from '../auth/auth-client.types';
import { createBetterAuthClient } from '../auth/builtin/better-auth-client';
import { createBuiltinAuthClient } from '../auth/builtin/builtin-auth-client';
import { pageRequestedWithoutSession } from '../auth/builtin/session-hint';
import { readEmbeddedRuntimeConfig } from '../auth/read-embedded-runtime-config';
import { builtinFallbackConfig, toAuthRuntimeConfig, type AuthRuntimeConfig } from '../auth/runtime-config';
import { unavailableAuthClient } from '../auth/unavailable-auth-client';
import { documentTitle } from '../domain/navigation/page-title';
import { signedOutEntryPath } from '../domain/navigation/signed-out-entry';
import { browserAuthNavigation } from '../features/auth/auth-navigation';
import { readPersistedSettings } from '../features/settings/settings.storage';
import { showToastsKeptForThisPage } from '../components/toast/next-page-toasts';
import type { SignedOutApp as SignedOutAppComponent } from './signed-out-app';
import { startSignedOutErrorReporting } from './signed-out-error-reporting';

/**
 * The light entry of /login, /influencer-signup, /brand-signup-123 and /forgot-password (docs/performance.md): the
 * same pages as in the app, with the built-in identity client and full page loads instead of the store and the
 * router. After sign-in the browser loads the app at the target page, which boots with the session cookie.
 */
const path = signedOutEntryPath(window.location.pathname);
// Served only for its paths; anything else (an old cached page) goes to the app.
if (!path) window.location.replace('/');

const client = createBetterAuthClient();
const noTokens = { get: async () => null, seed: () => undefined, clear: () => undefined };
// The page leaves after a sign-in; the app it loads reads the session itself.
const session = { signedIn: () => undefined, signedOut: () => undefined };

function authClientFor(config: AuthRuntimeConfig): AuthClient {
  // The server sends Clerk deployments the app's index.html for these paths; a stale page here cannot sign in.
  if (config.identityProvider === 'clerk') return unavailableAuthClient('clerk');
  return createBuiltinAuthClient({ client, tokens: noTokens, session, googleEnabled: config.googleEnabled, passwordResetEnabled: config.passwordResetEnabled });
}

const embedded = readEmbeddedRuntimeConfig();
// Without an embedded config (an old page) reports go to the server's log.
startSignedOutErrorReporting(embedded?.error_reporting_dsn ?? null);
const navigation = browserAuthNavigation();
const withoutSession = pageRequestedWithoutSession();
const themePreference = readPersistedSettings().themePreference ?? 'light';

/** Without an embedded config (an old page), GET /api/v1/config/ as the app does; a failure means built-in. */
function Root({ SignedOutApp }: { SignedOutApp: typeof SignedOutAppComponent }) {
  const [auth, setAuth] = useState<AuthClient | 'loading'>(() => (embedded ? authClientFor(toAuthRuntimeConfig(embedded)) : 'loading'));
  useEffect(() => {
    if (embedded) return;
    fetch('/api/v1/config/', { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then(
        (raw: Parameters<typeof toAuthRuntimeConfig>[0]) => setAuth(authClientFor(toAuthRuntimeConfig(raw))),
        () => setAuth(authClientFor(builtinFallbackConfig)),
      );
  }, []);
  return (
    <SignedOutApp path={path!} auth={auth} client={client} withoutSession={withoutSession} navigation={navigation} themePreference={themePreference} />
  );
}

/*
 * As the app's entry (src/index.tsx): React DOM and the pages (MUI) are evaluated in tasks of their own, and the first
 * render is a transition, sliced by React, so no single task blocks input for long (Lighthouse's TBT on /login).
 */
async function boot(signedOutPath: string, container: HTMLElement) {
  document.title = documentTitle(signedOutPath);
  // 'Your password has been reset...' on /login after the reset, as the app shows it.
  showToastsKeptForThisPage();
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { SignedOutApp } = await import(/* webpackMode: "eager" */ './signed-out-app');
  await nextTask();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <Root SignedOutApp={SignedOutApp} />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('signed-out.html has no #root element');
if (path) {
  boot(path, container).catch(throwUncaught);
}

import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppRouter } from './app/router/app-router';
import { makeStore } from './app/store';
import { seedEmbeddedRuntimeConfig } from './auth/embedded-runtime-config';
import { seedPageBootstrap } from './auth/page-bootstrap';
import { startErrorReporting } from './features/error-reporting/start-error-reporting';
import { metricsStarted } from './features/metrics/metrics.saga';
import { showToastsKeptForThisPage } from './components/toast/next-page-toasts';

const store = makeStore();
// The server embeds GET /api/v1/config/'s answer in index.html: no round trip before the first screen.
seedEmbeddedRuntimeConfig(store.dispatch);
// A signed-in page carries its session, token, whoami and first data: its first screen needs no round trip.
seedPageBootstrap(store.dispatch);
// refetchOnFocus / refetchOnReconnect of RTK Query (SPEC §7).
setupListeners(store.dispatch);
// Caught errors go to Sentry or the server's log; web vitals and API timings are measured and batched.
startErrorReporting(store.dispatch);
store.dispatch(metricsStarted());
// A toast the signed-out pages' light entry left on its way here (e.g. 'Account created...' after sign-up).
showToastsKeptForThisPage();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// The first render as a transition: React renders the tree in slices of a few milliseconds and lets the browser in
// between, instead of one long task that blocks input while a phone builds the whole first screen (TBT, SPEC §9).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders store={store}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});

import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppRouter } from './app/router/app-router';
import { makeStore } from './app/store';
import { seedEmbeddedRuntimeConfig } from './auth/embedded-runtime-config';
import { startErrorReporting } from './features/error-reporting/start-error-reporting';
import { metricsStarted } from './features/metrics/metrics.saga';
import { showToastsKeptForThisPage } from './components/toast/next-page-toasts';

const store = makeStore();
// The server embeds GET /api/v1/config/'s answer in index.html: no round trip before the first screen.
seedEmbeddedRuntimeConfig(store.dispatch);
// refetchOnFocus / refetchOnReconnect of RTK Query (SPEC §7).
setupListeners(store.dispatch);
// Caught errors go to Sentry or the server's log; web vitals and API timings are measured and batched.
startErrorReporting(store.dispatch);
store.dispatch(metricsStarted());
// A toast the signed-out pages' light entry left on its way here (e.g. 'Account created...' after sign-up).
showToastsKeptForThisPage();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);

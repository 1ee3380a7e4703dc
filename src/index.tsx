import { nextTask } from './components/boot/next-task';
import { throwUncaught } from './components/boot/throw-uncaught';

/*
 * The app starts in steps, each in a task of its own (`nextTask`): evaluating the entry's modules, building the store,
 * reading the page's embedded session and data, React, the theme and the router, and the first render. In
 * one task this was about 90 ms on this machine and 360 ms on Lighthouse's phone (4x slower CPU), all of it blocking
 * input (TBT, SPEC §9); in steps, each is a fraction of that and the browser gets the main thread in between.
 * Each `import()` is eager: the module stays in the entry's files (nothing more to download), only its evaluation
 * waits for its step. The order keeps what the old single task did: store, embedded config and page data, then the
 * listeners and error reporting, then the first render; the sagas and metrics start after it. docs/performance.md
 * "28 Nov 2026: the targets met".
 */
async function boot() {
  // RTK Query's api with no endpoint yet, then its 200-odd generated endpoints (their hooks), then the cache rules.
  await import(/* webpackMode: "eager" */ './api/empty-api');
  await nextTask();
  await import(/* webpackMode: "eager" */ './api/generated/api');
  await nextTask();
  await import(/* webpackMode: "eager" */ './api/enhanced-api');
  await nextTask();
  const { makeAppStore } = await import(/* webpackMode: "eager" */ './app/app-store');
  await nextTask();
  const { store, startSagas } = makeAppStore();
  await nextTask();
  const { seedEmbeddedRuntimeConfig } = await import(/* webpackMode: "eager" */ './auth/embedded-runtime-config');
  const { seedPageBootstrap } = await import(/* webpackMode: "eager" */ './auth/page-bootstrap');
  // The server embeds GET /api/v1/config/'s answer in index.html: no round trip before the first screen.
  seedEmbeddedRuntimeConfig(store.dispatch);
  // A signed-in page carries its session, token, whoami and first data: its first screen needs no round trip.
  seedPageBootstrap(store.dispatch);
  await nextTask();
  const { setupListeners } = await import(/* webpackMode: "eager" */ '@reduxjs/toolkit/query');
  const { startErrorReporting } = await import(/* webpackMode: "eager" */ './features/error-reporting/start-error-reporting');
  const { showToastsKeptForThisPage } = await import(/* webpackMode: "eager" */ './components/toast/next-page-toasts');
  // refetchOnFocus / refetchOnReconnect of RTK Query (SPEC §7).
  setupListeners(store.dispatch);
  // Caught errors go to Sentry or the server's log.
  startErrorReporting(store.dispatch);
  // A toast the signed-out pages' light entry left on its way here (e.g. 'Account created...' after sign-up).
  showToastsKeptForThisPage();
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { AppProviders } = await import(/* webpackMode: "eager" */ './app/app-providers');
  await nextTask();
  const { AppRouter } = await import(/* webpackMode: "eager" */ './app/router/app-router');
  const { StrictMode, startTransition } = await import(/* webpackMode: "eager" */ 'react');
  const { AfterFirstCommit } = await import(/* webpackMode: "eager" */ './app/boot/after-first-commit.component');
  const { metricsStarted } = await import(/* webpackMode: "eager" */ './features/metrics/metrics-started');
  await nextTask();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // The sagas start once the first screen is on the page: the requests they make at start (notices, notifications, unread
  // messages) would otherwise answer in the middle of the first render, and a store that changes under a transition makes
  // React render the whole tree again synchronously, in one long task. Web vitals and API timings are measured from here.
  let measuring: Promise<unknown> | null = null;
  const afterFirstScreen = () => {
    // Once, though StrictMode runs the effect twice in development; the sagas start in a task after the commit's.
    measuring ??= startSagas().then(() => store.dispatch(metricsStarted()), throwUncaught);
  };
  // The first render as a transition: React renders the tree in slices of a few milliseconds and lets the browser in
  // between, instead of one long task that blocks input while a phone builds the whole first screen (TBT, SPEC §9).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <AppRouter />
          <AfterFirstCommit run={afterFirstScreen} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

boot().catch(throwUncaught);

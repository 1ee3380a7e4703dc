import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/enhanced-api';
import { rootReducer, storeDevTools, type PreloadedState, type RootState } from './root-reducer';
import { createSagaRunner } from './saga-runner';

export { rootReducer };
export type { PreloadedState, RootState };

export interface MakeStoreOptions {
  /** Run the root saga (default). Tests of a single reducer or component may turn it off. */
  runSagas?: boolean;
}

/**
 * A store with its sagas running at once (tests, stories). The app's entry builds its store with makeAppStore
 * (app-store.ts), whose sagas load and start after the first screen.
 */
export function makeStore(preloadedState?: PreloadedState, { runSagas = true }: MakeStoreOptions = {}) {
  const runner = createSagaRunner();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, runner.middleware),
    devTools: storeDevTools,
  });
  if (runSagas) runner.run();
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

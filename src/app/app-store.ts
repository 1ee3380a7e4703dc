import { configureStore, createAction, createDynamicMiddleware } from '@reduxjs/toolkit';
import { api } from '../api/enhanced-api';
import { nextTask } from '../components/boot/next-task';
import { rootReducer, storeDevTools, type PreloadedState, type RootState } from './root-reducer';

/** Dispatched once the saga middleware has been added, so the store applies it before the root saga runs. */
export const sagasMounted = createAction('app/sagasMounted');

/**
 * The app's store, whose sagas start later: `startSagas()` evaluates redux-saga and every feature saga (kept in the entry's
 * files: as a chunk of their own they would take about 10 kB gzip off the first screen's download but add 1.9 kB to every
 * route's budget figure, which counts them) and runs them. The app calls it once the first screen is committed
 * (src/index.tsx): the requests the sagas make at start cannot then answer in the middle of that render. Until then
 * actions pass the empty slot in the middleware where the sagas will be (RTK's dynamic middleware).
 */
export function makeAppStore(preloadedState?: PreloadedState) {
  const sagaSlot = createDynamicMiddleware<RootState>();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, sagaSlot.middleware),
    devTools: storeDevTools,
  });
  let started: Promise<void> | null = null;
  const startSagas = () => {
    started ??= import(/* webpackMode: "eager" */ './saga-runner').then(async ({ createSagaRunner }) => {
      // In a task of its own: not in the one running the first screen's effects.
      await nextTask();
      const runner = createSagaRunner();
      sagaSlot.addMiddleware(runner.middleware);
      store.dispatch(sagasMounted());
      runner.run();
    });
    return started;
  };
  return { store, startSagas };
}

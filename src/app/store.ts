import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { api } from '../api/enhanced-api';
import { networkSlice } from '../features/network/network.slice';
import { noticesSlice } from '../features/notices/notices.slice';
import { notificationsSlice } from '../features/notifications/notifications.slice';
import { sessionSlice } from '../features/session/session.slice';
import { settingsSlice } from '../features/settings/settings.slice';
import { rootSaga } from './root.saga';

/** The one store (DESIGN §4): session, settings, notices, notifications, network and RTK Query's `api`. */
export const rootReducer = combineSlices(sessionSlice, settingsSlice, noticesSlice, notificationsSlice, networkSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

/** Per slice, so a test or story can preload only what it cares about. */
export type PreloadedState = Partial<RootState>;

export interface MakeStoreOptions {
  /** Run the root saga (default). Tests of a single reducer or component may turn it off. */
  runSagas?: boolean;
}

/**
 * The store and, separately, the start of its root saga: the app starts the sagas once its first screen is committed
 * (src/index.tsx), so the requests they make at start (notices, notifications, unread messages) cannot answer in
 * the middle of that render, which React would then have to redo synchronously in one long task.
 */
export function makeStoreWithSagasLater(preloadedState?: PreloadedState) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, sagaMiddleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  let started = false;
  const startSagas = () => {
    if (started) return;
    started = true;
    sagaMiddleware.run(rootSaga);
  };
  return { store, startSagas };
}

export function makeStore(preloadedState?: PreloadedState, { runSagas = true }: MakeStoreOptions = {}) {
  const { store, startSagas } = makeStoreWithSagasLater(preloadedState);
  if (runSagas) startSagas();
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

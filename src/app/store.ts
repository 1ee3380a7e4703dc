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

export function makeStore(preloadedState?: PreloadedState, { runSagas = true }: MakeStoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, sagaMiddleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  if (runSagas) sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

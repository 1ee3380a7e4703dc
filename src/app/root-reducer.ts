import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/enhanced-api';
import { networkSlice } from '../features/network/network.slice';
import { noticesSlice } from '../features/notices/notices.slice';
import { notificationsSlice } from '../features/notifications/notifications.slice';
import { sessionSlice } from '../features/session/session.slice';
import { settingsSlice } from '../features/settings/settings.slice';

/** The one store's reducer (DESIGN §4): session, settings, notices, notifications, network and RTK Query's `api`. */
export const rootReducer = combineSlices(sessionSlice, settingsSlice, noticesSlice, notificationsSlice, networkSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

/** Per slice, so a test or story can preload only what it cares about. */
export type PreloadedState = Partial<RootState>;

/** Redux DevTools outside production builds. */
export const storeDevTools = process.env.NODE_ENV !== 'production';

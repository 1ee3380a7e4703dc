import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { limits } from '../../domain/constants';

export type NotificationType = 'success' | 'warning' | 'error' | 'info';

/** SPEC §2 "Notifications panel": title, message, time, type and an optional action link. */
export interface AppNotification {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  /** ISO time; shown as relative time. */
  createdAt: string;
  read: boolean;
  actionUrl?: string;
  /** Defaults to 'View' when an action link exists. */
  actionLabel?: string;
}

export interface NotificationsState {
  items: AppNotification[];
}

const initialState: NotificationsState = { items: [] };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationsReceived(state, action: PayloadAction<AppNotification[]>) {
      state.items = action.payload;
    },
    /** Newest first; a notification with a known id replaces the old one. */
    notificationAdded(state, action: PayloadAction<AppNotification>) {
      state.items = [action.payload, ...state.items.filter((item) => item.id !== action.payload.id)];
    },
    notificationRead(state, action: PayloadAction<string>) {
      const item = state.items.find((notification) => notification.id === action.payload);
      if (item) item.read = true;
    },
    allNotificationsRead(state) {
      for (const item of state.items) item.read = true;
    },
    notificationsCleared(state) {
      state.items = [];
    },
  },
  selectors: {
    selectNotifications: (state) => state.items,
    selectUnreadCount: (state) => state.items.reduce((count, item) => (item.read ? count : count + 1), 0),
  },
});

/** The badge text: nothing at zero, the number up to 99, then '99+' (SPEC §9). */
export function formatBadgeCount(count: number): string | null {
  if (count <= 0) return null;
  return count > limits.notificationBadgeMax ? `${limits.notificationBadgeMax}+` : String(count);
}

export const selectUnreadBadge = (state: { notifications: NotificationsState }) =>
  formatBadgeCount(notificationsSlice.selectors.selectUnreadCount(state));

export const { notificationsReceived, notificationAdded, notificationRead, allNotificationsRead, notificationsCleared } =
  notificationsSlice.actions;
export const { selectNotifications, selectUnreadCount } = notificationsSlice.selectors;
export default notificationsSlice.reducer;

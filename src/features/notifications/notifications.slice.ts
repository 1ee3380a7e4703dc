import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { limits } from '../../domain/constants';
import type { NotificationType } from '../../domain/notifications/notification-types';
import { applyUndo, mergeFirstPage, type Undo } from './notifications.merge';

export type { NotificationType };

/** SPEC §2 "Notifications panel": title, message, time, type and an optional action link. */
export interface AppNotification {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  /** ISO time; shown as relative time. */
  createdAt: string;
  read: boolean;
  actionUrl: string | null;
  /** null shows 'View' when there is an action link. */
  actionLabel: string | null;
}

export type NotificationFilter = 'all' | 'unread';

export interface NotificationsState {
  /** Newest first: the first page and any pages loaded with 'Load more'. */
  items: AppNotification[];
  /** Server total for the current filter; more can be loaded while items.length < count. */
  count: number;
  /** The caller's unread notifications on the server (the badge), whatever the filter. */
  unreadCount: number;
  filter: NotificationFilter;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  loadingMore: boolean;
  /**
   * Bumped by every optimistic change and every settled mutation. A server answer requested before the bump
   * is stale and ignored, so a poll never flips an optimistic change back.
   */
  revision: number;
  /** How to roll each in-flight optimistic change back, by request id. */
  pending: Record<string, Undo>;
}

export const notificationsPageSize = limits.pageSizeDefault;

export const initialNotificationsState: NotificationsState = {
  items: [], count: 0, unreadCount: 0, filter: 'all', status: 'idle', loadingMore: false, revision: 0, pending: {},
};

export interface FeedPage {
  items: AppNotification[];
  count: number;
  unreadCount: number;
  /** The revision and filter the request was made for. */
  revision: number;
  filter: NotificationFilter;
}

type Fresh = { revision: number; filter?: NotificationFilter };
const isFresh = (state: NotificationsState, answer: Fresh) =>
  answer.revision === state.revision &&
  Object.keys(state.pending).length === 0 &&
  (answer.filter === undefined || answer.filter === state.filter);

const withRequestId = () => ({ payload: undefined, meta: { requestId: nanoid() } });

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    /**
     * Load (or reload) the first page: start of a session, panel opened, after a change. What is shown stays
     * meanwhile; only the user's Retry after a failed first load shows the loading state again.
     */
    feedRequested: {
      reducer(state, action: PayloadAction<{ retry: boolean }>) {
        if (action.payload.retry && state.status === 'failed') state.status = 'loading';
      },
      prepare: (options: { retry?: boolean } = {}) => ({ payload: { retry: options.retry ?? false } }),
    },
    feedLoaded(state, action: PayloadAction<FeedPage>) {
      if (!isFresh(state, action.payload)) return;
      state.items = mergeFirstPage(state.items, action.payload.items, notificationsPageSize);
      state.count = action.payload.count;
      state.unreadCount = action.payload.unreadCount;
      state.status = 'loaded';
    },
    /** Only a first load shows the error; a failed background refresh keeps what is shown. */
    feedFailed(state) {
      if (state.status !== 'loaded') state.status = 'failed';
    },
    unreadCountReceived(state, action: PayloadAction<Fresh & { unreadCount: number }>) {
      if (isFresh(state, action.payload)) state.unreadCount = action.payload.unreadCount;
    },
    moreRequested(state) {
      state.loadingMore = true;
    },
    moreLoaded(state, action: PayloadAction<FeedPage>) {
      state.loadingMore = false;
      if (!isFresh(state, action.payload)) return;
      const known = new Set(state.items.map((item) => item.id));
      state.items.push(...action.payload.items.filter((item) => !known.has(item.id)));
      state.count = action.payload.count;
      state.unreadCount = action.payload.unreadCount;
    },
    moreFailed(state) {
      state.loadingMore = false;
    },
    filterChanged(state, action: PayloadAction<NotificationFilter>) {
      if (state.filter === action.payload) return;
      state.filter = action.payload;
      state.items = [];
      state.count = 0;
      state.status = 'loading';
      state.revision += 1;
    },
    markReadRequested: {
      reducer(state, action: PayloadAction<string, string, { requestId: string }>) {
        const item = state.items.find((notification) => notification.id === action.payload);
        const wasUnread = item !== undefined && !item.read;
        if (item) item.read = true;
        if (wasUnread) state.unreadCount = Math.max(0, state.unreadCount - 1);
        state.pending[action.meta.requestId] = { kind: 'read', id: action.payload, wasUnread };
        state.revision += 1;
      },
      prepare: (id: string) => ({ payload: id, meta: { requestId: nanoid() } }),
    },
    markAllReadRequested: {
      reducer(state, action: PayloadAction<undefined, string, { requestId: string }>) {
        const ids = state.items.filter((item) => !item.read).map((item) => item.id);
        for (const item of state.items) item.read = true;
        state.pending[action.meta.requestId] = { kind: 'readAll', ids, unreadCount: state.unreadCount };
        state.unreadCount = 0;
        state.revision += 1;
      },
      prepare: withRequestId,
    },
    clearAllRequested: {
      reducer(state, action: PayloadAction<undefined, string, { requestId: string }>) {
        state.pending[action.meta.requestId] = {
          kind: 'clear', items: state.items, count: state.count, unreadCount: state.unreadCount,
        };
        state.items = [];
        state.count = 0;
        state.unreadCount = 0;
        state.revision += 1;
      },
      prepare: withRequestId,
    },
    /** The server answered an optimistic change: keep it, or roll it back on failure. */
    mutationSettled(state, action: PayloadAction<{ requestId: string; ok: boolean }>) {
      const undo = state.pending[action.payload.requestId];
      if (!undo) return;
      delete state.pending[action.payload.requestId];
      if (!action.payload.ok) applyUndo(state, undo);
      state.revision += 1;
    },
    /** Signed out or another user: nothing of the previous user's stays. */
    notificationsReset: () => initialNotificationsState,
  },
  selectors: {
    selectNotifications: (state) => state.items,
    selectUnreadCount: (state) => state.unreadCount,
    selectNotificationsStatus: (state) => state.status,
    selectNotificationFilter: (state) => state.filter,
    selectNotificationsRevision: (state) => state.revision,
    selectLoadingMore: (state) => state.loadingMore,
    selectHasMore: (state) => state.status === 'loaded' && state.items.length < state.count,
  },
});

/** The badge text: nothing at zero, the number up to 99, then '99+' (SPEC §9). */
export function formatBadgeCount(count: number): string | null {
  if (count <= 0) return null;
  return count > limits.notificationBadgeMax ? `${limits.notificationBadgeMax}+` : String(count);
}

export const selectUnreadBadge = (state: { notifications: NotificationsState }) =>
  formatBadgeCount(notificationsSlice.selectors.selectUnreadCount(state));

export const {
  feedRequested, feedLoaded, feedFailed, unreadCountReceived, moreRequested, moreLoaded, moreFailed, filterChanged,
  markReadRequested, markAllReadRequested, clearAllRequested, mutationSettled, notificationsReset,
} = notificationsSlice.actions;
export const {
  selectNotifications, selectUnreadCount, selectNotificationsStatus, selectNotificationFilter,
  selectNotificationsRevision, selectLoadingMore, selectHasMore,
} = notificationsSlice.selectors;
export default notificationsSlice.reducer;

import { call, select } from 'redux-saga/effects';
import { api } from '../../api/enhanced-api';
import type { ApiNotification, NotificationPage } from '../../api/enhanced-api';
import { putThunk } from '../../api/saga-effects';
import {
  notificationsPageSize,
  type AppNotification,
  type FeedPage,
  type NotificationsState,
} from './notifications.slice';

export const toAppNotification = (item: ApiNotification): AppNotification => ({
  id: item.id,
  title: item.title,
  message: item.message,
  type: item.type,
  createdAt: item.created_at,
  read: item.read,
  actionUrl: item.action_url,
  actionLabel: item.action_label,
});

const ignore = () => undefined;
const selectState = (state: { notifications: NotificationsState }) => state.notifications;

interface Unwrappable<T> {
  unwrap(): Promise<T>;
  /** Mutations only: drops the result from the api state once the saga has it. */
  reset?: () => void;
}

/**
 * Runs an RTK Query request from a saga. A cancelled saga (takeLatest, sign-out) just ignores the answer: RTK
 * Query hands an identical request made meanwhile the same in-flight promise, so aborting would fail that one too.
 */
export function* request<T>(thunk: unknown) {
  const pending: Unwrappable<T> = yield putThunk(thunk as () => unknown);
  try {
    const result: T = yield call([pending, pending.unwrap]);
    return result;
  } finally {
    pending.reset?.();
  }
}

/** One page of the current filter, tagged with the revision it was asked at (stale answers are dropped). */
export function* fetchPage(page: number) {
  const { filter, revision }: NotificationsState = yield select(selectState);
  const args = { page, pageSize: notificationsPageSize, ...(filter === 'unread' ? { unread: true } : {}) };
  // RTK Query would hand us an identical request already in flight, which may predate a change the server has just
  // confirmed: let it finish, then ask again.
  const running: PromiseLike<unknown> | undefined = yield putThunk(api.util.getRunningQueryThunk('listNotifications', args));
  if (running) yield call(() => Promise.resolve(running).then(ignore, ignore));
  const body: NotificationPage = yield call(
    request<NotificationPage>,
    api.endpoints.listNotifications.initiate(args, { subscribe: false, forceRefetch: true }),
  );
  const result: FeedPage = {
    items: body.results.map(toAppNotification),
    count: body.count,
    unreadCount: body.unread_count,
    revision,
    filter,
  };
  return result;
}

export function* fetchUnreadCount() {
  const body: { unread_count: number } = yield call(
    request<{ unread_count: number }>,
    api.endpoints.getNotificationUnreadCount.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  return body.unread_count;
}

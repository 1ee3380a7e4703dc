import type { UnknownAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel, type Task } from 'redux-saga';
import { actionChannel, call, cancel, delay, fork, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { api } from '../../api/enhanced-api';
import { notificationPollIntervalMs } from '../../domain/notifications/notification-types';
import { cameOnline, selectIsOnline } from '../network/network.slice';
import { selectSessionUser, sessionResolved, signedOut, type SessionUser } from '../session/session.slice';
import { fetchPage, fetchUnreadCount, request } from './notifications.api';
import {
  clearAllRequested,
  feedFailed,
  feedLoaded,
  feedRequested,
  filterChanged,
  markAllReadRequested,
  markReadRequested,
  moreFailed,
  moreLoaded,
  moreRequested,
  mutationSettled,
  notificationsPageSize,
  notificationsReset,
  selectNotifications,
  selectUnreadCount,
  type AppNotification,
  type FeedPage,
} from './notifications.slice';

export interface NotificationsSagaOptions {
  pollIntervalMs?: number;
  /** The tab became visible again; a channel so tests can stand in for document events. */
  visibility?: () => EventChannel<true>;
}

function createVisibilityChannel(): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const changed = () => {
      if (document.visibilityState === 'visible') emit(true);
    };
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  });
}

function* loadFeed() {
  try {
    const page: FeedPage = yield call(fetchPage, 1);
    yield put(feedLoaded(page));
  } catch {
    yield put(feedFailed());
  }
}

function* loadMore() {
  const items: AppNotification[] = yield select(selectNotifications);
  try {
    const page: FeedPage = yield call(fetchPage, Math.floor(items.length / notificationsPageSize) + 1);
    yield put(moreLoaded(page));
  } catch {
    yield put(moreFailed());
  }
}

/** The cheap check: only when the unread count moved is the list itself fetched again. */
function* poll() {
  try {
    const known: number = yield select(selectUnreadCount);
    const unread: number = yield call(fetchUnreadCount);
    if (unread !== known) yield put(feedRequested());
  } catch {
    // A failed poll changes nothing; the next one, or coming back online, tries again.
  }
}

function* pollWhileVisible(intervalMs: number) {
  while (true) {
    yield delay(intervalMs);
    const online: boolean = yield select(selectIsOnline);
    if (document.visibilityState === 'visible' && online) yield call(poll);
  }
}

function* refreshOnWake(channel: EventChannel<true>) {
  try {
    while (true) {
      yield take(channel);
      yield put(feedRequested());
    }
  } finally {
    channel.close();
  }
}

const mutations: Record<string, (action: UnknownAction) => unknown> = {
  [markReadRequested.type]: (action: UnknownAction) =>
    api.endpoints.markNotificationRead.initiate({ id: (action as ReturnType<typeof markReadRequested>).payload }),
  [markAllReadRequested.type]: () => api.endpoints.markAllNotificationsRead.initiate(),
  [clearAllRequested.type]: () => api.endpoints.clearNotifications.initiate(),
};

/**
 * Optimistic changes reach the server one at a time, in the order the user made them. A failure rolls the change
 * back (the mutation-errors saga shows the SPEC §8 toast for every failed mutation); either way the list is
 * fetched again so it matches the server.
 */
function* sendChanges() {
  const queue: EventChannel<UnknownAction> = yield actionChannel(Object.keys(mutations));
  while (true) {
    const action: UnknownAction & { meta: { requestId: string } } = yield take(queue);
    let ok = true;
    try {
      yield call(request, mutations[action.type](action));
    } catch {
      ok = false;
    }
    yield put(mutationSettled({ requestId: action.meta.requestId, ok }));
    yield put(feedRequested());
  }
}

function* signedInSession(options: Required<NotificationsSagaOptions>) {
  yield fork(sendChanges);
  yield takeLatest([feedRequested.type, filterChanged.type], loadFeed);
  yield takeLeading(moreRequested.type, loadMore);
  yield takeLatest(cameOnline.type, function* backOnline() {
    yield put(feedRequested());
  });
  yield fork(refreshOnWake, options.visibility());
  yield fork(pollWhileVisible, options.pollIntervalMs);
  yield put(feedRequested());
}

/**
 * Notifications arrive by polling (docs/notifications.md): loaded once signed in, the unread count checked every
 * 30 s while the tab is visible and online, the list refreshed when that count moves, when the tab becomes visible,
 * when the connection is back and after every change. Everything stops and is forgotten on sign-out.
 */
export function* notificationsSaga(options: NotificationsSagaOptions = {}) {
  const settings = { pollIntervalMs: notificationPollIntervalMs, visibility: createVisibilityChannel, ...options };
  let session: Task | null = null;
  let userId: string | null = null;
  const start = (user: SessionUser | null) => (user ? fork(signedInSession, settings) : null);

  const current: SessionUser | null = yield select(selectSessionUser);
  if (current) {
    userId = current.id;
    session = yield start(current);
  }
  while (true) {
    const action: UnknownAction = yield take([sessionResolved.type, signedOut.type]);
    const next = sessionResolved.match(action) ? action.payload : null;
    if ((next?.id ?? null) === userId) continue;
    if (session) yield cancel(session);
    yield put(notificationsReset());
    userId = next?.id ?? null;
    session = next ? yield start(next) : null;
  }
}

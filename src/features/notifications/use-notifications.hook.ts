import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  clearAllRequested,
  feedRequested,
  filterChanged,
  markAllReadRequested,
  markReadRequested,
  moreRequested,
  selectHasMore,
  selectLoadingMore,
  selectNotificationFilter,
  selectNotifications,
  selectNotificationsStatus,
  selectUnreadCount,
  type NotificationFilter,
} from './notifications.slice';

/** What the panel and the page show, and the actions they offer (all through the slice and its saga). */
export function useNotifications() {
  const dispatch = useAppDispatch();
  return {
    items: useAppSelector(selectNotifications),
    status: useAppSelector(selectNotificationsStatus),
    unreadCount: useAppSelector(selectUnreadCount),
    filter: useAppSelector(selectNotificationFilter),
    hasMore: useAppSelector(selectHasMore),
    loadingMore: useAppSelector(selectLoadingMore),
    refresh: useCallback(() => dispatch(feedRequested()), [dispatch]),
    retry: useCallback(() => dispatch(feedRequested({ retry: true })), [dispatch]),
    markRead: useCallback((id: string) => dispatch(markReadRequested(id)), [dispatch]),
    markAllRead: useCallback(() => dispatch(markAllReadRequested()), [dispatch]),
    clearAll: useCallback(() => dispatch(clearAllRequested()), [dispatch]),
    loadMore: useCallback(() => dispatch(moreRequested()), [dispatch]),
    setFilter: useCallback((filter: NotificationFilter) => dispatch(filterChanged(filter)), [dispatch]),
  };
}

/** The current time, ticking every minute, so "5 minutes ago" stays true while a list is open. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

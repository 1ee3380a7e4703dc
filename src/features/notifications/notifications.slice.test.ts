import { configureStore } from '@reduxjs/toolkit';
import reducer, {
  allNotificationsRead,
  formatBadgeCount,
  notificationAdded,
  notificationRead,
  notificationsCleared,
  notificationsReceived,
  selectNotifications,
  selectUnreadBadge,
  selectUnreadCount,
  type AppNotification,
} from './notifications.slice';

const make = (id: string, read = false): AppNotification => ({
  id, title: `Title ${id}`, message: 'Hello', type: 'info', createdAt: '2025-01-01T00:00:00Z', read,
});

const setup = () => configureStore({ reducer: { notifications: reducer } });

describe('notifications slice', () => {
  it('counts unread notifications and marks one read', () => {
    const store = setup();
    store.dispatch(notificationsReceived([make('a'), make('b'), make('c', true)]));
    expect(selectUnreadCount(store.getState())).toBe(2);
    store.dispatch(notificationRead('a'));
    expect(selectUnreadCount(store.getState())).toBe(1);
    expect(selectUnreadBadge(store.getState())).toBe('1');
  });

  it('marks all read, then shows no badge', () => {
    const store = setup();
    store.dispatch(notificationsReceived([make('a'), make('b')]));
    store.dispatch(allNotificationsRead());
    expect(selectUnreadCount(store.getState())).toBe(0);
    expect(selectUnreadBadge(store.getState())).toBeNull();
  });

  it('puts new notifications first and clears all', () => {
    const store = setup();
    store.dispatch(notificationsReceived([make('a')]));
    store.dispatch(notificationAdded(make('b')));
    expect(selectNotifications(store.getState()).map((item) => item.id)).toEqual(['b', 'a']);
    store.dispatch(notificationsCleared());
    expect(selectNotifications(store.getState())).toEqual([]);
  });

  it('shows 99+ above 99 unread', () => {
    const store = setup();
    store.dispatch(notificationsReceived(Array.from({ length: 120 }, (_, index) => make(String(index)))));
    expect(selectUnreadBadge(store.getState())).toBe('99+');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(0)).toBeNull();
  });

  it('ignores marking an unknown id', () => {
    const state = reducer({ items: [make('a')] }, notificationRead('zzz'));
    expect(state.items[0].read).toBe(false);
  });
});

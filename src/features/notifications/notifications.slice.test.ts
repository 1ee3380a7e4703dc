import reducer, {
  clearAllRequested,
  feedLoaded,
  filterChanged,
  formatBadgeCount,
  initialNotificationsState,
  markAllReadRequested,
  markReadRequested,
  moreLoaded,
  mutationSettled,
  selectHasMore,
  selectUnreadBadge,
  type AppNotification,
  type FeedPage,
  type NotificationsState,
} from './notifications.slice';

const make = (id: string, minute: number, read = false): AppNotification => ({
  id, title: `Title ${id}`, message: 'Hello', type: 'info', createdAt: `2025-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`,
  read, actionUrl: null, actionLabel: null,
});
const page = (state: NotificationsState, items: AppNotification[], extra: Partial<FeedPage> = {}): FeedPage => ({
  items, count: items.length, unreadCount: items.filter((item) => !item.read).length, revision: state.revision, filter: state.filter, ...extra,
});
const loaded = (items: AppNotification[], extra: Partial<FeedPage> = {}) =>
  reducer(initialNotificationsState, feedLoaded(page(initialNotificationsState, items, extra)));
const root = (state: NotificationsState) => ({ notifications: state });

describe('notifications slice', () => {
  it('takes the unread count (the badge) from the server, not from the loaded page', () => {
    const state = loaded([make('a', 3), make('b', 2, true)], { count: 150, unreadCount: 120 });
    expect(state.status).toBe('loaded');
    expect(selectUnreadBadge(root(state))).toBe('99+');
    expect(selectHasMore(root(state))).toBe(true);
  });

  it('formats the badge: nothing at 0, the number up to 99, 99+ above', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });

  it('marks one read at once and keeps it when the server agrees', () => {
    let state = loaded([make('a', 3), make('b', 2)]);
    const action = markReadRequested('a');
    state = reducer(state, action);
    expect(state.items[0].read).toBe(true);
    expect(state.unreadCount).toBe(1);
    state = reducer(state, mutationSettled({ requestId: action.meta.requestId, ok: true }));
    expect(state.items[0].read).toBe(true);
    expect(state.pending).toEqual({});
  });

  it('rolls a refused mark-read back', () => {
    let state = loaded([make('a', 3), make('b', 2)]);
    const action = markReadRequested('a');
    state = reducer(reducer(state, action), mutationSettled({ requestId: action.meta.requestId, ok: false }));
    expect(state.items[0].read).toBe(false);
    expect(state.unreadCount).toBe(2);
  });

  it('rolls a refused mark-all-read back to exactly the unread ones', () => {
    let state = loaded([make('a', 3), make('b', 2, true), make('c', 1)], { unreadCount: 7 });
    const action = markAllReadRequested();
    state = reducer(state, action);
    expect(state.items.every((item) => item.read)).toBe(true);
    expect(state.unreadCount).toBe(0);
    state = reducer(state, mutationSettled({ requestId: action.meta.requestId, ok: false }));
    expect(state.items.map((item) => item.read)).toEqual([false, true, false]);
    expect(state.unreadCount).toBe(7);
  });

  it('clears all at once and restores everything when the server refuses', () => {
    const before = loaded([make('a', 3), make('b', 2)], { count: 30, unreadCount: 12 });
    const action = clearAllRequested();
    const cleared = reducer(before, action);
    expect(cleared.items).toEqual([]);
    expect(selectUnreadBadge(root(cleared))).toBeNull();
    const restored = reducer(cleared, mutationSettled({ requestId: action.meta.requestId, ok: false }));
    expect(restored.items).toEqual(before.items);
    expect([restored.count, restored.unreadCount]).toEqual([30, 12]);
  });

  it('ignores a server answer asked before an optimistic change, or while one is in flight', () => {
    const start = loaded([make('a', 3)]);
    const stale = page(start, [make('a', 3)]);
    const action = markReadRequested('a');
    let state = reducer(start, action);
    state = reducer(state, feedLoaded(stale));
    expect(state.items[0].read).toBe(true);
    state = reducer(state, feedLoaded(page(state, [make('a', 3)])));
    expect(state.items[0].read).toBe(true);
    state = reducer(state, mutationSettled({ requestId: action.meta.requestId, ok: true }));
    state = reducer(state, feedLoaded(page(state, [make('a', 3, true)], { unreadCount: 0 })));
    expect(state.items[0].read).toBe(true);
    expect(state.unreadCount).toBe(0);
  });

  it('appends further pages without duplicates, and a fresh first page keeps the older ones', () => {
    const first = Array.from({ length: 20 }, (_, index) => make(`n${40 - index}`, 59 - index));
    let state = loaded(first, { count: 25 });
    // One new notification arrived meanwhile: page 2 starts with the last of page 1 again.
    state = reducer(state, moreLoaded(page(state, [first[19], make('n20', 39), make('n19', 38)], { count: 26 })));
    expect(state.items).toHaveLength(22);
    const fresh = [make('new', 59), ...first.slice(0, 19)];
    state = reducer(state, feedLoaded(page(state, fresh, { count: 26 })));
    expect(state.items.map((item) => item.id).slice(0, 2)).toEqual(['new', 'n40']);
    expect(state.items.map((item) => item.id).slice(-3)).toEqual(['n21', 'n20', 'n19']);
    expect(state.items).toHaveLength(23);
  });

  it('switches the filter, dropping what was shown and any answer for the old filter', () => {
    const start = loaded([make('a', 3, true)]);
    const late = page(start, [make('a', 3, true)]);
    const state = reducer(reducer(start, filterChanged('unread')), feedLoaded(late));
    expect(state.filter).toBe('unread');
    expect(state.status).toBe('loading');
    expect(state.items).toEqual([]);
  });
});

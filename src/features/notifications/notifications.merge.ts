import type { AppNotification, NotificationsState } from './notifications.slice';

/** How to take one optimistic change back when the server refuses it. */
export type Undo =
  | { kind: 'read'; id: string; wasUnread: boolean }
  | { kind: 'readAll'; ids: string[]; unreadCount: number }
  | { kind: 'clear'; items: AppNotification[]; count: number; unreadCount: number };

/** Newest first, as the server orders: created_at, then id, both descending. */
const isOlder = (a: AppNotification, b: AppNotification) =>
  a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id);

/**
 * A fresh first page replaces what it covers. Pages loaded further down ('Load more') stay when they hold
 * notifications older than the page's last one; anything newer that the page does not list is gone on the server.
 */
export function mergeFirstPage(current: AppNotification[], page: AppNotification[], pageSize: number): AppNotification[] {
  const last = page[page.length - 1];
  if (current.length <= pageSize || page.length < pageSize || !last) return page;
  const listed = new Set(page.map((item) => item.id));
  return [...page, ...current.filter((item) => !listed.has(item.id) && isOlder(item, last))];
}

export function applyUndo(state: NotificationsState, undo: Undo): void {
  switch (undo.kind) {
    case 'read': {
      if (!undo.wasUnread) return;
      const item = state.items.find((notification) => notification.id === undo.id);
      if (item) item.read = false;
      state.unreadCount += 1;
      return;
    }
    case 'readAll': {
      const ids = new Set(undo.ids);
      for (const item of state.items) if (ids.has(item.id)) item.read = false;
      state.unreadCount += undo.unreadCount;
      return;
    }
    case 'clear': {
      const restored = new Set(undo.items.map((item) => item.id));
      state.items = [...state.items.filter((item) => !restored.has(item.id)), ...undo.items];
      state.count += undo.count;
      state.unreadCount += undo.unreadCount;
      return;
    }
  }
}

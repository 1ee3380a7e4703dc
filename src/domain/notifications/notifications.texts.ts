/**
 * Texts of the notifications button, panel and page. The empty state is SPEC §2 "Notifications panel"
 * word for word; the rest is ours (SPEC says "not shown").
 */
export const notificationTexts = {
  buttonLabel: 'Notifications',
  panelTitle: 'Notifications',
  emptyTitle: 'No notifications yet',
  emptyBody: "We'll notify you when something important happens",
  markAllRead: 'Mark all read',
  clearAll: 'Clear all',
  markRead: 'Mark as read',
  defaultActionLabel: 'View',
  viewAll: 'View all',
  loadMore: 'Load more',
  loadFailed: 'Failed to load notifications',
  retry: 'Retry',
  loading: 'Loading notifications...',
  filterLabel: 'Show',
  filterAll: 'All',
  filterUnread: 'Unread',
  noUnread: 'No unread notifications',
  unread: 'Unread',
  /**
   * The bell's name: it contains the visible badge ('99+') so voice control finds it by what it shows
   * (WCAG 2.5.3 label in name).
   */
  buttonName: (badge: string | null) => (badge ? `Notifications (${badge} unread)` : 'Notifications'),
} as const;

/** What a screen reader hears for the type (the icon and colour say it visually). */
export const notificationTypeLabels = {
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
  info: 'Info',
} as const;

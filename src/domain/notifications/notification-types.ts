/** Notification types of SPEC §2 "Notifications panel", shared by the API schema and the SPA. */
export const notificationTypes = ['success', 'warning', 'error', 'info'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Length limits the API enforces on notifications (ours; SPEC is silent). */
export const notificationLimits = {
  titleMax: 120,
  messageMax: 1000,
  actionLabelMax: 40,
  actionUrlMax: 2048,
  eventMax: 100,
  eventKeyMax: 200,
} as const;

/**
 * An action link is honoured only when it is a path inside the product (`/x`, not `//host` or `/\host`,
 * which browsers treat as another host) or an absolute http(s) URL: the rule of the notice strip's links,
 * without mailto (an action opens a page). Everything else (`javascript:`, `data:`, relative `x/y`) is refused.
 */
export function isSafeActionUrl(url: string): boolean {
  if (url.length === 0 || url.length > notificationLimits.actionUrlMax || /[\s\u0000-\u001f]/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Paths inside the product navigate in the SPA; absolute URLs open as ordinary links. */
export const isInternalActionUrl = (url: string) => url.startsWith('/') && isSafeActionUrl(url);

/** How often a visible, online tab asks for the unread count (ours; see docs/notifications.md). */
export const notificationPollIntervalMs = 30_000;

import type { PreloadedState } from '../../../app/store';
import { initialNotificationsState, type AppNotification, type NotificationsState } from '../notifications.slice';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** What the demo influencer finds (server/src/db/seed/notifications.seed.ts), newest first. */
export const influencerNotifications = (): AppNotification[] => [
  { id: 'n1', type: 'info', title: 'New campaign invite', message: 'Acme Demo Co. invited you to Summer Glow Launch (Instagram branded reel).', createdAt: minutesAgo(5), read: false, actionUrl: '/campaigns/invites', actionLabel: 'View invite' },
  { id: 'n2', type: 'success', title: 'Payout sent', message: '₹12,500 for Monsoon Sale Shorts was sent to your UPI ID.', createdAt: minutesAgo(120), read: false, actionUrl: '/earnings', actionLabel: 'View earnings' },
  { id: 'n3', type: 'warning', title: 'Content due soon', message: 'Your reel for Summer Glow Launch is due in 2 days.', createdAt: minutesAgo(540), read: false, actionUrl: null, actionLabel: null },
  { id: 'n4', type: 'error', title: 'Content needs changes', message: 'Acme Demo Co. asked for the brand mention in the first 30 seconds. You can resubmit or dispute.', createdAt: minutesAgo(3 * 1440), read: true, actionUrl: '/campaigns/active', actionLabel: null },
];

/** What the demo brand finds. */
export const brandNotifications = (): AppNotification[] => [
  { id: 'b1', type: 'success', title: 'Content verified', message: "ivy.creates' reel for Summer Glow Launch passed verification and is live.", createdAt: minutesAgo(12), read: false, actionUrl: '/analytics', actionLabel: 'View analytics' },
  { id: 'b2', type: 'warning', title: 'Payment method expiring', message: 'The card ending in 4242 expires next month. Add a new one to keep campaigns funded.', createdAt: minutesAgo(180), read: false, actionUrl: '/payments', actionLabel: null },
  { id: 'b3', type: 'info', title: 'Partner guidelines updated', message: 'Read what changed in the disclosure rules for branded content.', createdAt: minutesAgo(2 * 1440), read: true, actionUrl: 'https://example.com/guidelines', actionLabel: 'Read guidelines' },
];

/** `n` notifications, all unread. */
export const manyNotifications = (n: number): AppNotification[] =>
  Array.from({ length: n }, (_, index) => ({
    id: `m${index}`, type: 'info', title: `Invite ${index + 1}`, message: 'A brand invited you to a campaign.',
    createdAt: minutesAgo(index * 7), read: false, actionUrl: null, actionLabel: null,
  }));

/** A signed-in store whose notifications slice holds `items` (the server's counts default to the items'). */
export function withNotifications(items: AppNotification[], state: Partial<NotificationsState> = {}): { preloadedState: PreloadedState } {
  return {
    preloadedState: {
      session: { status: 'signedIn', user: { id: 'u1', email: 'ivy@example.com', name: 'Ivy', imageUrl: null, persona: 'influencer' } },
      notifications: {
        ...initialNotificationsState,
        items,
        count: items.length,
        unreadCount: items.filter((item) => !item.read).length,
        status: 'loaded',
        ...state,
      },
    },
  };
}

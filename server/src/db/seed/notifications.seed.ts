import type { NotificationType } from '../../../../src/domain/notifications/notification-types';
import type { NotificationsRepository } from '../../repositories/notifications.repository';
import type { UsersRepository } from '../../repositories/users.repository';

interface SeedNotification {
  key: string;
  type: NotificationType;
  title: string;
  message: string;
  actionUrl?: string;
  actionLabel?: string;
  /** How long ago it arrived, so relative times read naturally. */
  minutesAgo: number;
  read: boolean;
}

const hour = 60;
const day = 24 * hour;

/**
 * What the demo accounts find in their panel besides their welcome: every type, read and unread, with and
 * without an action link. Unread (with the unread welcome): brand 3, influencer 4, newbie 2.
 */
export const demoNotifications: Record<string, SeedNotification[]> = {
  'brand@demo.local': [
    { key: 'content-verified', type: 'success', title: 'Content verified', message: "ivy.creates' reel for Summer Glow Launch passed verification and is live.", actionUrl: '/analytics', actionLabel: 'View analytics', minutesAgo: 12, read: false },
    { key: 'card-expiring', type: 'warning', title: 'Payment method expiring', message: 'The card ending in 4242 expires next month. Add a new one to keep campaigns funded.', actionUrl: '/payments', minutesAgo: 3 * hour, read: false },
    { key: 'invite-bounced', type: 'error', title: 'Invitation not delivered', message: 'The invitation to hello@creator.example bounced. Check the address and invite again.', minutesAgo: 2 * day, read: true },
    { key: 'member-joined', type: 'info', title: 'New team member', message: 'Maya joined Acme Demo Co. as a manager.', actionUrl: '/team', actionLabel: 'View team', minutesAgo: 5 * day, read: true },
  ],
  'influencer@demo.local': [
    { key: 'invite-received', type: 'info', title: 'New campaign invite', message: 'Acme Demo Co. invited you to Summer Glow Launch (Instagram branded reel).', actionUrl: '/campaigns/invites', actionLabel: 'View invite', minutesAgo: 5, read: false },
    { key: 'payout-sent', type: 'success', title: 'Payout sent', message: '₹12,500 for Monsoon Sale Shorts was sent to your UPI ID.', actionUrl: '/earnings', actionLabel: 'View earnings', minutesAgo: 2 * hour, read: false },
    { key: 'content-due', type: 'warning', title: 'Content due soon', message: 'Your reel for Summer Glow Launch is due in 2 days.', minutesAgo: 9 * hour, read: false },
    { key: 'content-rejected', type: 'error', title: 'Content needs changes', message: 'Acme Demo Co. asked for the brand mention in the first 30 seconds. You can resubmit or dispute.', actionUrl: '/campaigns/active', minutesAgo: 3 * day, read: true },
  ],
  'newbie@demo.local': [
    { key: 'connect-accounts', type: 'info', title: 'Connect your channels', message: 'Link YouTube or Instagram so brands can see your reach.', minutesAgo: 30, read: false },
  ],
};

/** Idempotent (event_key per user): creates the demo notifications that are missing; returns how many. */
export async function seedDemoNotifications(
  users: Pick<UsersRepository, 'findByEmail'>,
  notifications: Pick<NotificationsRepository, 'insertMany'>,
  now: Date = new Date(),
): Promise<number> {
  let created = 0;
  for (const [email, items] of Object.entries(demoNotifications)) {
    const user = await users.findByEmail(email);
    if (!user) continue;
    created += await notifications.insertMany(
      items.map((item) => {
        const createdAt = new Date(now.getTime() - item.minutesAgo * 60_000);
        return {
          userId: user.id,
          event: `demo.${item.key}`,
          eventKey: `demo.${item.key}`,
          type: item.type,
          title: item.title,
          message: item.message,
          actionUrl: item.actionUrl ?? null,
          actionLabel: item.actionLabel ?? null,
          createdAt,
          readAt: item.read ? createdAt : null,
        };
      }),
    );
  }
  return created;
}

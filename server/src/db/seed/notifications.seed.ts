import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { NotificationType } from '../../../../src/domain/notifications/notification-types';
import { welcomeNotification } from '../../../../src/domain/notifications/welcome-notification';
import { notifications } from '../schema/notifications.schema';
import type { UserRow } from '../schema/users.schema';
import { demoAccounts, type DemoAccount } from './demo-accounts.seed';
import { demoOperatorEmail } from './demo-staff';

type SeedContext = Pick<AppContext, 'config' | 'database' | 'users' | 'brands' | 'influencers' | 'notifications' | 'outbox'>;

export interface SeedNotification {
  key: string;
  type: NotificationType;
  title: string;
  message: string;
  actionUrl?: string;
  actionLabel?: string;
  /** When it arrived: the time of the row it tells about. */
  at: Date;
  read: boolean;
}

/**
 * Keys (`demo.<key>`) of notifications older versions seeded that nothing backed: an invite to a campaign that did not
 * exist, a payout never sent, content nobody submitted, a card and a team member the demo does not have, and a request
 * to link accounts that the profile setup (the only way to the panel) has already made. A start removes them from the
 * demo accounts, so a database seeded by an older version tells the truth too.
 */
export const retiredDemoNotificationKeys = [
  'content-verified', 'card-expiring', 'invite-bounced', 'member-joined', 'invite-received', 'payout-sent', 'content-due', 'content-rejected',
  // Only seen once setup is done, which needs a linked account: by then it is never true.
  'connect-accounts',
] as const;

const roleNames = { admin: 'an admin', manager: 'a manager', viewer: 'a viewer' } as const;

/**
 * The welcome of an account whose profile the seed completed: the generic welcome asks to set the profile up, which
 * is done here, so it says what the account can do now. Null for an account still to set up (the welcome is true).
 */
async function completedWelcome(context: SeedContext, account: DemoAccount, user: UserRow) {
  const profile = account.profile;
  if (!profile) return null;
  if (profile.kind === 'influencer') {
    const influencer = await context.influencers.findByUserId(user.id);
    if (!influencer?.profileCompletedAt) return null;
    return { message: 'Your profile is complete: brands can find you and invite you to their campaigns.', actionUrl: '/profile', actionLabel: 'View profile' };
  }
  const membership = (await context.brands.listMemberships(user.id))[0];
  if (!membership?.brand.profileCompletedAt) return null;
  const { brand } = membership;
  // Staff only while demo data adds it to STAFF_EMAILS (withDemoStaff): otherwise it is a brand like any other.
  if (account.email === demoOperatorEmail && context.config.staffEmails.includes(demoOperatorEmail)) {
    return { message: 'You are platform staff: disputes waiting for a decision are listed under Operations.', actionUrl: '/operator/disputes', actionLabel: 'Open disputes' };
  }
  if (profile.kind === 'brand-member') {
    return {
      message: `You joined ${brand.name} as ${roleNames[membership.role]}: you can follow its campaigns.`,
      actionUrl: `/brands/${brand.id}/campaigns`,
      actionLabel: 'View campaigns',
    };
  }
  return { message: `${brand.name}'s profile is complete: create campaigns and invite influencers to them.`, actionUrl: `/brands/${brand.id}/campaigns`, actionLabel: 'View campaigns' };
}

/** Rewrites the set-up-your-profile welcome of a completed demo account; a welcome already rewritten is left alone. */
async function correctWelcome(context: SeedContext, account: DemoAccount, user: UserRow): Promise<void> {
  const welcome = await completedWelcome(context, account, user);
  const asSent = welcomeNotification(user.persona);
  if (!welcome || !asSent.actionUrl) return;
  await context.database.db
    .update(notifications)
    .set(welcome)
    .where(and(eq(notifications.userId, user.id), eq(notifications.eventKey, asSent.eventKey), eq(notifications.actionUrl, asSent.actionUrl)));
}

/**
 * What the seed adds besides the welcome and the real events (matching and the invite write their own, through the
 * outbox), built from the rows it talks about: a brand owner hears of each demo member who joined its brand, in the
 * role the membership row holds.
 */
async function teamNotificationsFor(context: SeedContext, account: DemoAccount, user: UserRow): Promise<SeedNotification[]> {
  const brand = account.profile?.kind === 'brand' ? (await context.brands.listMemberships(user.id))[0]?.brand : undefined;
  if (!brand) return [];
  const joined: SeedNotification[] = [];
  for (const other of demoAccounts) {
    if (other.profile?.kind !== 'brand-member' || other.profile.ownerEmail !== account.email) continue;
    const member = await context.users.findByEmail(other.email);
    const membership = member ? await context.brands.findMembership(brand.id, member.id) : null;
    if (!member || !membership) continue;
    joined.push({
      key: `member-joined.${member.id}`,
      type: 'info',
      title: 'New team member',
      message: `${member.name ?? other.name} joined ${brand.name} as ${roleNames[membership.role]}.`,
      at: membership.createdAt,
      read: true,
    });
  }
  return joined;
}

/**
 * Idempotent (event_key per user): removes what older versions seeded untruthfully, corrects the welcome of completed
 * accounts, adds the demo notifications that are missing and delivers the outbox's pending events (the seeded
 * campaign's "Influencers matched" and "New campaign invite"), so the panels are complete when the server starts.
 * Returns how many demo notifications it created.
 */
export async function seedDemoNotifications(context: SeedContext): Promise<number> {
  const demoUsers: Array<{ account: DemoAccount; user: UserRow }> = [];
  for (const account of demoAccounts) {
    const user = await context.users.findByEmail(account.email);
    if (user) demoUsers.push({ account, user });
  }
  if (demoUsers.length === 0) return 0;
  await context.database.db.delete(notifications).where(and(
    inArray(notifications.userId, demoUsers.map(({ user }) => user.id)),
    inArray(notifications.eventKey, retiredDemoNotificationKeys.map((key) => `demo.${key}`)),
  ));
  let created = 0;
  for (const { account, user } of demoUsers) {
    await correctWelcome(context, account, user);
    const items = await teamNotificationsFor(context, account, user);
    created += await context.notifications.insertMany(items.map((item) => {
      const createdAt = item.at;
      return {
        userId: user.id,
        event: `demo.${item.key.split('.')[0]}`,
        eventKey: `demo.${item.key}`,
        type: item.type,
        title: item.title,
        message: item.message,
        actionUrl: item.actionUrl ?? null,
        actionLabel: item.actionLabel ?? null,
        createdAt,
        readAt: item.read ? createdAt : null,
      };
    }));
  }
  await context.outbox.deliverPending();
  return created;
}

// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): two reminder runs at once, per slot.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, like, sql } from 'drizzle-orm';
import { inviteNotificationTexts as n } from '../../src/domain/marketplace/invite-notifications.texts';
import { campaignInfluencers } from '../src/db/schema/marketplace.schema';
import { notifications } from '../src/db/schema/notifications.schema';
import { outboxEvents } from '../src/db/schema/outbox-events.schema';
import { outreachEmails } from '../src/db/schema/outreach-email.schema';
import { brandOwner } from './helpers/campaign.helpers';
import { invitingCampaign, inviteRows, mailsTo, rosterInfluencer } from './helpers/outreach.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Reminder slots (docs/marketplace.md "Invite expiry", docs/outreach-email.md "Sending"): 72 h and 24 h before an
 * invite's deadline, each at most once per invite. Time passes by moving the invite's own timestamps back (sent,
 * deadline and the reminder marker together), so the job and the e-mail deliverer both run on the real clock.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof brandOwner>>;
const hour = 3_600_000;

before(async () => {
  t = await createTestApp();
  owner = await brandOwner(t, 'owner@reminders.test', 'Reminder Brand');
});
after(async () => {
  await t?.close();
});

const db = () => t.app.context.database.db;
const expiry = () => t.app.context.services.inviteExpiry;

/** An invited influencer of a new campaign, invited now (deadline in 7 days), with the invite e-mail delivered. */
async function invited(name: string, campaignName = `${name} Campaign`) {
  const campaign = await invitingCampaign(t, owner.token, owner.brandId, { name: campaignName });
  const person = await rosterInfluencer(t, owner.token, campaign.id, name);
  await inviteRows(t, owner.token, campaign.id, [person.rosterId]);
  return { ...person, campaignId: campaign.id };
}

/** `hours` pass for this invite: its sending, deadline and reminder marker move back together. */
async function age(inviteId: string, hours: number) {
  const by = sql`make_interval(hours => ${hours}::int)`;
  await db().update(campaignInfluencers).set({
    invitedAt: sql`${campaignInfluencers.invitedAt} - ${by}`,
    expiresAt: sql`${campaignInfluencers.expiresAt} - ${by}`,
    expiryReminderSentAt: sql`${campaignInfluencers.expiryReminderSentAt} - ${by}`,
  }).where(eq(campaignInfluencers.id, inviteId));
}

/** Sets when the invite was sent and how long is left, as if no reminder job had run. */
async function sentWith(inviteId: string, options: { sentHoursAgo: number; hoursLeft: number }) {
  const now = Date.now();
  await db().update(campaignInfluencers).set({
    invitedAt: new Date(now - options.sentHoursAgo * hour), expiresAt: new Date(now + options.hoursLeft * hour), expiryReminderSentAt: null,
  }).where(eq(campaignInfluencers.id, inviteId));
}

/** Both runs at once, as two workers would; returns how many invites they reminded together. */
async function twoRunsAtOnce() {
  const counts = await Promise.all([expiry().remindExpiring(), expiry().remindExpiring()]);
  return counts[0] + counts[1];
}

/** The reminder keys written for this invite: its notifications' (as delivered) and its e-mails' (outbox), sorted. */
async function reminderKeys(inviteId: string, userId: string) {
  const mails = await db().select({ key: outboxEvents.eventKey }).from(outboxEvents).where(like(outboxEvents.eventKey, `outreach-email:reminder-%:${inviteId}`));
  const notices = await expiringNotices(userId, inviteId);
  return [...notices.map((row) => row.eventKey!), ...mails.map((row) => row.key)].sort();
}
/** The "Invite expiring" notifications the influencer got for this invite (after delivery). */
async function expiringNotices(userId: string, inviteId: string) {
  await t.app.context.outbox.deliverPending();
  return (await db().select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.title, n.expiringTitle))))
    .filter((row) => row.eventKey?.endsWith(inviteId));
}
const reminderMails = async (email: string) => (await mailsTo(t, email)).filter((mail) => mail.subject.startsWith('Reminder:'));

describe('invite reminders: 72 h and 24 h before the deadline', () => {
  it('sends one reminder per slot over an invite\'s life, even with two runs at once, saying how long is left', async () => {
    const ana = await invited('Ana Slots', 'Slot Trip');
    assert.equal(await twoRunsAtOnce(), 0, 'a fresh invite is in no slot yet');

    await age(ana.rosterId, 97); // 71 h left: the 72 h slot
    assert.equal(await twoRunsAtOnce(), 1, 'two runs at once remind once');
    assert.equal(await expiry().remindExpiring(), 0, 'a retried run finds nothing left');
    await t.app.context.outbox.deliverPending();
    const [first] = await reminderMails(ana.email);
    assert.equal(first?.subject, 'Reminder: your invite to "Slot Trip" expires within 3 days');
    assert.match(first!.text, /^A reminder: this invite expires on \d{1,2} [A-Z][a-z]{2} \d{4}\. After that it can no longer be accepted\.\n\nYou are invited to "Slot Trip"/);
    assert.ok(first!.headers?.['List-Unsubscribe'], 'a reminder is outreach e-mail: it carries the unsubscribe headers');
    const early = await expiringNotices(ana.userId, ana.rosterId);
    assert.deepEqual(early.map((row) => [row.eventKey, row.message]), [
      [`invite-expiring-72h:${ana.rosterId}`, 'Your invite to Slot Trip from Reminder Brand expires within 3 days. Accept or decline it before then.'],
    ]);

    await age(ana.rosterId, 24); // 47 h left: still the 72 h slot's time, already reminded
    assert.equal(await twoRunsAtOnce(), 0);

    await age(ana.rosterId, 24); // 23 h left: the 24 h slot
    assert.equal(await twoRunsAtOnce(), 1, 'the second slot reminds once more, once');
    assert.equal(await expiry().remindExpiring(), 0);
    await t.app.context.outbox.deliverPending();
    const mails = await reminderMails(ana.email);
    assert.equal(mails.length, 2);
    assert.equal(mails[0]!.subject, 'Reminder: your invite to "Slot Trip" expires within 23 hours', 'newest first');
    const notices = await expiringNotices(ana.userId, ana.rosterId);
    assert.equal(notices.length, 2);
    assert.equal(notices.find((row) => row.eventKey === `invite-expiring:${ana.rosterId}`)?.message,
      'Your invite to Slot Trip from Reminder Brand expires within 23 hours. Accept or decline it before then.');

    await age(ana.rosterId, 22); // 1 h left: nothing more
    assert.equal(await expiry().remindExpiring(), 0);
    assert.deepEqual(await reminderKeys(ana.rosterId, ana.userId), [
      `invite-expiring-72h:${ana.rosterId}`, `invite-expiring:${ana.rosterId}`,
      `outreach-email:reminder-24h:${ana.rosterId}`, `outreach-email:reminder-72h:${ana.rosterId}`,
    ]);
    const kinds = (await db().select().from(outreachEmails).where(eq(outreachEmails.inviteId, ana.rosterId))).map((m) => m.kind).sort();
    assert.deepEqual(kinds, ['invite', 'reminder', 'reminder']);
  });

  it('gives no reminder for a slot whose window had begun when the invite was sent: 50 h left gets only the 24 h one', async () => {
    const ben = await invited('Ben Late');
    await sentWith(ben.rosterId, { sentHoursAgo: 0, hoursLeft: 50 });
    assert.equal(await twoRunsAtOnce(), 0, 'no 72 h reminder: the invite e-mail itself just said the deadline');
    await age(ben.rosterId, 27); // 23 h left
    assert.equal(await twoRunsAtOnce(), 1);
    assert.deepEqual(await reminderKeys(ben.rosterId, ben.userId), [`invite-expiring:${ben.rosterId}`, `outreach-email:reminder-24h:${ben.rosterId}`]);
    await t.app.context.outbox.deliverPending();
    assert.equal((await reminderMails(ben.email)).length, 1);
  });

  it('sends only the later reminder when the job was down and both slots are due', async () => {
    const cam = await invited('Cam Downtime');
    await sentWith(cam.rosterId, { sentHoursAgo: 148, hoursLeft: 20 });
    assert.equal(await twoRunsAtOnce(), 1);
    assert.equal(await expiry().remindExpiring(), 0, 'the missed 72 h reminder is not sent late');
    assert.deepEqual(await reminderKeys(cam.rosterId, cam.userId), [`invite-expiring:${cam.rosterId}`, `outreach-email:reminder-24h:${cam.rosterId}`]);
    await t.app.context.outbox.deliverPending();
    const mails = await reminderMails(cam.email);
    assert.deepEqual(mails.map((mail) => mail.subject), ['Reminder: your invite to "Cam Downtime Campaign" expires within 20 hours']);
  });

  it('keeps an invite reminded by the one-slot version as it was: no second 24 h reminder', async () => {
    const dee = await invited('Dee Upgrade');
    await sentWith(dee.rosterId, { sentHoursAgo: 150, hoursLeft: 18 });
    // What the version with one slot left: reminded at 23 h left, with the same keys as the 24 h slot has now.
    await db().update(campaignInfluencers).set({ expiryReminderSentAt: new Date(Date.now() - 5 * hour) }).where(eq(campaignInfluencers.id, dee.rosterId));
    assert.equal(await expiry().remindExpiring(), 0);
    assert.deepEqual(await reminderKeys(dee.rosterId, dee.userId), []);
  });

  it('reminds no answered invite, and e-mails no reminder once the deadline has passed before delivery', async () => {
    const eli = await invited('Eli Answered');
    await sentWith(eli.rosterId, { sentHoursAgo: 150, hoursLeft: 18 });
    await db().update(campaignInfluencers).set({ status: 'declined' }).where(eq(campaignInfluencers.id, eli.rosterId));
    assert.equal(await expiry().remindExpiring(), 0);

    const fay = await invited('Fay Overdue');
    await sentWith(fay.rosterId, { sentHoursAgo: 160, hoursLeft: 8 });
    assert.equal(await expiry().remindExpiring(), 1);
    // The e-mail waited (say, for the daily cap) past the deadline; the expiry job has not run yet.
    await age(fay.rosterId, 9);
    await t.app.context.outbox.deliverPending();
    assert.deepEqual(await reminderMails(fay.email), []);
  });
});

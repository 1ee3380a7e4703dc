import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { users } from '../src/db/schema/users.schema';
import { isOutboxMailer } from '../src/integrations/mailer/mailer';
import { writeOutboxEvents } from '../src/repositories/outbox.repository';
import { notificationEvents } from '../src/services/notification-outbox';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

async function person() {
  const email = `${randomUUID()}@mail.test`;
  const [user] = await t.app.context.database.db.insert(users).values({ issuer: 'test', subject: randomUUID(), email, name: 'Mail Reader', persona: 'influencer' }).returning();
  return { id: user.id, email };
}

async function mailsTo(email: string) {
  const mailer = t.app.context.identity.mailer;
  assert.ok(isOutboxMailer(mailer));
  return (await mailer.list(0, 500)).results.filter((mail) => mail.to === email);
}

const invite = (key: string) => ({
  event: 'campaign.invite', eventKey: key, type: 'info' as const, title: 'New campaign invite',
  message: 'You are invited to "Monsoon Picks" (1 Dec 2026 – 31 Dec 2026) for ₹23,615.50. Answer within 7 days.',
  actionUrl: '/campaigns/invites/abc', actionLabel: 'View invite',
});

describe('notification e-mails (outbox kind notification-email)', () => {
  it('e-mails the notification word for word, once, with its link and where to turn e-mails off', async () => {
    const reader = await person();
    const events = notificationEvents([reader.id], invite(`mail-test:${reader.id}`), { email: true });
    assert.deepEqual(events.map((e) => e.kind), ['notification', 'notification-email']);
    await writeOutboxEvents(t.app.context.database.db, events);
    await writeOutboxEvents(t.app.context.database.db, events);
    await t.app.context.outbox.deliverPending();
    const mails = await mailsTo(reader.email);
    assert.equal(mails.length, 1);
    assert.equal(mails[0].subject, 'InfluenceHub: New campaign invite');
    const base = t.config.publicUrl.replace(/\/$/, '');
    assert.equal(mails[0].text, [
      'You are invited to "Monsoon Picks" (1 Dec 2026 – 31 Dec 2026) for ₹23,615.50. Answer within 7 days.',
      `View invite: ${base}/campaigns/invites/abc`,
      `You get this e-mail because e-mail notifications are on. Turn them off in your settings: ${base}/settings`,
    ].join('\n\n'));
  });

  it('sends nothing when the recipient turned e-mail notifications or campaign updates off, or without the option', async () => {
    const noEmail = await person();
    const noUpdates = await person();
    const settings = t.app.context.userSettings;
    await settings.save(noEmail.id, { notifications: { email: false } });
    await settings.save(noUpdates.id, { notifications: { campaign_updates: false } });
    const plain = await person();
    await writeOutboxEvents(t.app.context.database.db, [
      ...notificationEvents([noEmail.id, noUpdates.id], invite('mail-test:off'), { email: true }),
      ...notificationEvents([plain.id], invite('mail-test:plain')),
    ]);
    const counts = await t.app.context.outbox.deliverPending();
    assert.equal(counts.failed, 0);
    for (const who of [noEmail, noUpdates, plain]) assert.deepEqual(await mailsTo(who.email), []);
  });
});

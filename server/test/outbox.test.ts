// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): events claimed by several workers at once (FOR UPDATE SKIP LOCKED).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inviteExpiresAt } from '../../src/domain/marketplace/invite-status';
import { buildApp } from '../src/app';
import { campaigns } from '../src/db/schema/campaigns.schema';
import { campaignInfluencers } from '../src/db/schema/marketplace.schema';
import { notifications } from '../src/db/schema/notifications.schema';
import { outboxEvents } from '../src/db/schema/outbox-events.schema';
import { writeOutboxEvents } from '../src/repositories/outbox.repository';
import { notificationEvents } from '../src/services/notification-outbox';
import { signUpAndGetToken } from './helpers/auth.helpers';
import { apiCall, brandOwner, createCampaign, fundCampaign } from './helpers/campaign.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The transactional outbox end to end (docs/outbox.md): an invite answer writes the brand's notification as an
 * outbox event in its own transaction, and only a worker's delivery makes it visible, even after a restart.
 */
let t: TestApp;
let call: ReturnType<typeof apiCall>;
let owner: Awaited<ReturnType<typeof brandOwner>>;
const influencer = { token: '', id: '', userId: '' };
const db = () => t.database.db;

const application = () => ({
  proposed_content: 'A ten minute monsoon haul video with the collection in three city looks, shot outdoors.',
  previous_work: ['https://www.youtube.com/watch?v=abc123'],
  expected_delivery_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
  requested_compensation: '45000',
  agreed_to_terms: true,
});

/** A published campaign taking answers, with an open invite to the influencer; returns the invite id. */
async function openInvite(name: string): Promise<string> {
  const body = await createCampaign(t, owner.token, owner.brandId, { name });
  assert.equal((await call('POST', `campaigns/${body.id}/publish/`, owner.token)).statusCode, 200);
  await db().update(campaigns).set({ status: 'outreach_in_progress' }).where(eq(campaigns.id, body.id));
  await fundCampaign(t, body.id);
  const invitedAt = new Date();
  const [row] = await db().insert(campaignInfluencers).values({
    campaignId: body.id, influencerId: influencer.id, status: 'invited', invitedAt, expiresAt: inviteExpiresAt(invitedAt), invitedBy: owner.userId, offeredAmount: '40000.00',
  }).returning();
  return row!.id;
}

const accept = (app: FastifyInstance, inviteId: string) =>
  app.inject({ method: 'POST', url: `/api/v1/influencers/campaign-invites/${inviteId}/accept/`, headers: { authorization: `Bearer ${influencer.token}` }, payload: application() });

const acceptedNotices = (inviteId: string) =>
  db().select().from(notifications).where(and(eq(notifications.userId, owner.userId), eq(notifications.eventKey, `invite.accepted:${inviteId}`)));
const eventsOf = (inviteId: string) => db().select().from(outboxEvents).where(like(outboxEvents.eventKey, `notification:invite.accepted:${inviteId}:%`));

/** The owner's unread notification titles, as the bell shows them, through `app`. */
async function bellOf(app: FastifyInstance): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/notifications/?unread=true', headers: { authorization: `Bearer ${owner.token}` } });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { results: Array<{ title: string; action_url: string | null }> }).results.map((n) => `${n.title} ${n.action_url}`);
}

/** Waits, as the person looking at the bell would, for `done` (bounded; no fixed sleep). */
async function eventually(done: () => Promise<boolean>, what: string, deadlineMs = 10_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (!(await done())) {
    if (Date.now() > until) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  owner = await brandOwner(t, 'owner@outbox.test');
  influencer.token = await signUpAndGetToken(t.app, { email: 'ana@outbox.test', password: 'Secret!234', name: 'ana.travels', persona: 'influencer' });
  const profile = await call('POST', 'influencers/profile/', influencer.token, { display_name: 'ana.travels' });
  assert.equal(profile.statusCode, 200, profile.body);
  influencer.id = (profile.json() as { id: string }).id;
  influencer.userId = ((await call('GET', 'accounts/whoami/', influencer.token)).json() as { id: string }).id;
});
after(() => t.close());

describe('outbox: writing with the change', () => {
  it('an answer stores its notification as an outbox event; the brand sees it once the worker delivered it', async () => {
    const inviteId = await openInvite('Written Campaign');
    assert.equal((await accept(t.app, inviteId)).statusCode, 200);
    const [event, ...others] = await eventsOf(inviteId);
    assert.equal(others.length, 0);
    assert.equal(event!.eventKey, `notification:invite.accepted:${inviteId}:${owner.userId}`);
    assert.equal(event!.kind, 'notification');
    assert.deepEqual((event!.payload as { userId: string }).userId, owner.userId);
    assert.equal(event!.deliveredAt, null);
    assert.equal((await acceptedNotices(inviteId)).length, 0, 'nothing is sent from the request itself');

    await t.app.context.outbox.deliverPending();
    assert.equal((await acceptedNotices(inviteId)).length, 1);
    assert.ok((await eventsOf(inviteId))[0]!.deliveredAt);
    assert.ok((await bellOf(t.app)).some((line) => line.startsWith('Invite accepted ')));
  });

  it('the losing one of two concurrent answers writes no event (its transaction changed nothing)', async () => {
    const inviteId = await openInvite('Race Campaign');
    const results = await Promise.all([accept(t.app, inviteId), accept(t.app, inviteId)]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    assert.equal((await eventsOf(inviteId)).length, 1);
    await t.app.context.outbox.deliverPending();
    assert.equal((await acceptedNotices(inviteId)).length, 1);
  });

  it('a rolled-back transaction leaves no event behind', async () => {
    const events = notificationEvents([owner.userId], { event: 'test.rollback', eventKey: 'rollback:1', type: 'info', title: 'Never', message: 'Never sent.' });
    await assert.rejects(db().transaction(async (tx) => {
      await writeOutboxEvents(tx, events);
      throw new Error('the change failed after writing its events');
    }), /the change failed/);
    assert.equal((await db().select().from(outboxEvents).where(eq(outboxEvents.eventKey, events[0]!.eventKey))).length, 0);
  });
});

describe('outbox: restarts and the worker', () => {
  it('a crash between the commit and the delivery loses nothing: a new app on the same database delivers it once', async () => {
    const inviteId = await openInvite('Crash Campaign');
    assert.equal((await accept(t.app, inviteId)).statusCode, 200);
    // The process dies here: committed, never delivered.
    const restarted = await buildApp({ config: t.config, database: t.database });
    try {
      await restarted.ready();
      assert.equal((await acceptedNotices(inviteId)).length, 0);
      const counts = await restarted.context.outbox.deliverPending();
      assert.ok(counts.delivered >= 1);
      assert.equal((await acceptedNotices(inviteId)).length, 1);
      // Delivering again, from either process, changes nothing.
      await Promise.all([restarted.context.outbox.deliverPending(), t.app.context.outbox.deliverPending()]);
      assert.equal((await acceptedNotices(inviteId)).length, 1);
    } finally {
      await restarted.close();
    }
  });

  it('a worker started on the database delivers what was left pending, and what its own process commits at once', async () => {
    const leftOver = await openInvite('Left Over Campaign');
    assert.equal((await accept(t.app, leftOver)).statusCode, 200);
    const worker = await buildApp({ config: { ...t.config, jobs: { ...t.config.jobs, mode: 'on' } }, database: t.database });
    try {
      await worker.ready();
      const link = (id: string) => `Invite accepted /brands/${owner.brandId}/campaigns/${id}`;
      const leftOverCampaign = (await db().select().from(campaignInfluencers).where(eq(campaignInfluencers.id, leftOver)))[0]!.campaignId;
      await eventually(async () => (await bellOf(worker)).includes(link(leftOverCampaign)), 'the left-over notification');

      const fresh = await openInvite('Fresh Campaign');
      const freshCampaign = (await db().select().from(campaignInfluencers).where(eq(campaignInfluencers.id, fresh)))[0]!.campaignId;
      assert.equal((await accept(worker, fresh)).statusCode, 200);
      await eventually(async () => (await bellOf(worker)).includes(link(freshCampaign)), 'the notification of an answer in the worker process');
      assert.equal((await acceptedNotices(fresh)).length, 1);
    } finally {
      await worker.close();
    }
    assert.equal((await db().select().from(outboxEvents).where(and(like(outboxEvents.eventKey, 'notification:invite.accepted:%'), isNull(outboxEvents.deliveredAt)))).length, 0);
  });
});

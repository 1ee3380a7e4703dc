import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { webhookEvents } from '../../src/db/schema/webhook-events.schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { clerkUserEvent, startFakeClerk, type FakeClerk } from './clerk.fixtures';
import { errorBody } from '../helpers/api-errors.helpers';

const url = '/api/v1/webhooks/clerk/';

describe('POST /api/v1/webhooks/clerk/', () => {
  let clerk: FakeClerk;
  let t: TestApp;
  const deliver = (delivery: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url, payload: delivery.payload, headers: delivery.headers });
  const findUser = (subject: string) => t.app.context.users.findByIdentity(clerk.issuer, subject);

  before(async () => {
    clerk = await startFakeClerk();
    t = await createTestApp(clerk.env());
  });
  after(async () => {
    await t?.close();
    await clerk?.close();
  });

  it('user.created creates the user with primary e-mail, name, image and persona', async () => {
    const event = clerkUserEvent('user.created', {
      id: 'user_wh1', email: 'Primary@Example.test', firstName: 'Grace', lastName: 'Hopper', imageUrl: 'https://img.example/g.png', persona: 'influencer',
    });
    const response = await deliver(clerk.signedDelivery(event));
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { status: 'processed' });
    const user = await findUser('user_wh1');
    assert.equal(user?.email, 'primary@example.test');
    assert.equal(user?.name, 'Grace Hopper');
    assert.equal(user?.imageUrl, 'https://img.example/g.png');
    assert.equal(user?.persona, 'influencer');
  });

  it('user.updated updates it; user.deleted deletes it', async () => {
    const updated = clerkUserEvent('user.updated', { id: 'user_wh1', email: 'new@example.test', firstName: 'Grace', lastName: 'Brewster Hopper' });
    assert.equal((await deliver(clerk.signedDelivery(updated))).statusCode, 200);
    const user = await findUser('user_wh1');
    assert.equal(user?.email, 'new@example.test');
    assert.equal(user?.name, 'Grace Brewster Hopper');
    assert.equal(user?.imageUrl, null, 'image removed in Clerk');
    assert.equal(user?.persona, 'influencer', 'a persona, once set, is kept');

    const deleted = { type: 'user.deleted', object: 'event', data: { id: 'user_wh1', object: 'user', deleted: true } };
    assert.equal((await deliver(clerk.signedDelivery(deleted))).statusCode, 200);
    assert.equal(await findUser('user_wh1'), null);
  });

  it('takes the persona the SPA wrote to unsafe_metadata at sign-up when public_metadata has none', async () => {
    const event = clerkUserEvent('user.created', { id: 'user_unsafe', email: 'unsafe@example.test' });
    Object.assign(event.data, { unsafe_metadata: { persona: 'brand' } });
    assert.equal((await deliver(clerk.signedDelivery(event))).statusCode, 200);
    assert.equal((await findUser('user_unsafe'))?.persona, 'brand');

    const edited = clerkUserEvent('user.updated', { id: 'user_unsafe', email: 'unsafe@example.test' });
    Object.assign(edited.data, { unsafe_metadata: { persona: 'influencer' } });
    assert.equal((await deliver(clerk.signedDelivery(edited))).statusCode, 200);
    assert.equal((await findUser('user_unsafe'))?.persona, 'brand', 'editing unsafe metadata later changes nothing');
  });

  it('a replayed message id has one effect', async () => {
    const created = clerk.signedDelivery(clerkUserEvent('user.created', { id: 'user_replay', email: 'replay@example.test', persona: 'brand' }), { id: 'msg_replay_1' });
    assert.deepEqual((await deliver(created)).json(), { status: 'processed' });
    const deleted = { type: 'user.deleted', data: { id: 'user_replay', deleted: true } };
    assert.deepEqual((await deliver(clerk.signedDelivery(deleted))).json(), { status: 'processed' });

    const replay = await deliver(created);
    assert.equal(replay.statusCode, 200);
    assert.deepEqual(replay.json(), { status: 'duplicate' });
    assert.equal(await findUser('user_replay'), null, 'the replayed user.created did not resurrect the user');
    const recorded = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'msg_replay_1'));
    assert.equal(recorded.length, 1);
    assert.equal(recorded[0].eventType, 'user.created');
    assert.equal(recorded[0].provider, 'clerk');
  });

  it('acknowledges and ignores other event types', async () => {
    const response = await deliver(clerk.signedDelivery({ type: 'session.created', data: { id: 'sess_1' } }));
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ignored' });
  });

  it('400 invalid_signature for a bad, missing or stale signature, with no effect', async () => {
    const event = clerkUserEvent('user.created', { id: 'user_forged', email: 'forged@example.test', persona: 'brand' });
    const good = clerk.signedDelivery(event);
    const attempts: Array<[string, { payload: string; headers: Record<string, string> }]> = [
      ['tampered body', { ...good, payload: good.payload.replace('forged@', 'victim@') }],
      ['wrong signature', { ...good, headers: { ...good.headers, 'svix-signature': 'v1,' + Buffer.alloc(32).toString('base64') } }],
      ['no signature headers', { payload: good.payload, headers: { 'content-type': 'application/json' } }],
      ['stale timestamp (10 minutes old)', clerk.signedDelivery(event, { timestamp: new Date(Date.now() - 10 * 60_000) })],
      ['timestamp from the future', clerk.signedDelivery(event, { timestamp: new Date(Date.now() + 10 * 60_000) })],
    ];
    const other = await startFakeClerk();
    attempts.push(['signed with another secret', other.signedDelivery(event)]);
    await other.close();
    for (const [label, delivery] of attempts) {
      const response = await deliver(delivery);
      assert.equal(response.statusCode, 400, label);
      assert.deepEqual(errorBody(response), { detail: 'The webhook signature is missing, invalid or too old.', code: 'invalid_signature' }, label);
    }
    assert.equal(await findUser('user_forged'), null);
  });

  it('400 for a signed event without a user id (and the message is not marked as handled)', async () => {
    const delivery = clerk.signedDelivery({ type: 'user.created', data: { object: 'user' } }, { id: 'msg_no_id' });
    const response = await deliver(delivery);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'invalid_payload');
    const recorded = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'msg_no_id'));
    assert.equal(recorded.length, 0);
  });
});

describe('Clerk webhook without CLERK_WEBHOOK_SECRET', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('answers 503', async () => {
    const response = await t.app.inject({ method: 'POST', url, payload: '{}', headers: { 'content-type': 'application/json' } });
    assert.equal(response.statusCode, 503);
    assert.equal(response.json().code, 'webhook_not_configured');
  });
});

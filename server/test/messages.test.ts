// @postgres: the idempotent send and the read markers run in transactions; the unique pair index under concurrent opens
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { messageErrors as m } from '../../src/domain/messages/messages.texts';
import { eq } from 'drizzle-orm';
import { conversationMessages } from '../src/db/schema/conversations.schema';
import { influencers } from '../src/db/schema/influencers.schema';
import { campaignIn, influencerWithProfile, rosterRow } from './helpers/active-work.helpers';
import { bearer } from './helpers/auth.helpers';
import { apiCall, brandOwner, teamMember } from './helpers/campaign.helpers';
import { createTestApp, testServiceToken, type TestApp } from './helpers/test-app';

/**
 * Conversations (docs/messages.md): who may open and read a thread (404 for outsiders, 403 without
 * influencers.message), idempotent sends, keyset paging, unread counts and read receipts, blocks, reports, rate limit.
 */
let t: TestApp;
let call: ReturnType<typeof apiCall>;
let brand: Awaited<ReturnType<typeof brandOwner>>;
let otherBrand: Awaited<ReturnType<typeof brandOwner>>;
let viewer: string;
let creator: { token: string; influencerId: string };
let stranger: { token: string; influencerId: string };
let campaignId: string;
let threadId: string;

interface Thread { id: string; unread_count: number; blocked: boolean; can_send: boolean; campaign: { id: string; name: string } | null; last_message_preview: string | null }
interface Msg { id: string; seq: number; body: string; mine: boolean; seen: boolean }
interface MessagePage { results: Msg[]; has_earlier: boolean | null; has_later: boolean | null; seen_up_to: number }

const send = (token: string, id: string, body: object, key = randomUUID()) =>
  t.app.inject({ method: 'POST', url: `/api/v1/messages/threads/${id}/messages/`, headers: { ...bearer(token), 'idempotency-key': key }, payload: body });
async function page(token: string, id: string, query = '') {
  const response = await call('GET', `messages/threads/${id}/messages/${query}`, token);
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as MessagePage;
}
async function unread(token: string) {
  const response = await call('GET', 'messages/unread-count/', token);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { unread_count: number }).unread_count;
}

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  brand = await brandOwner(t, 'msg-brand@example.test');
  otherBrand = await brandOwner(t, 'msg-other@example.test', 'Other Brand');
  viewer = await teamMember(t, 'msg-viewer@example.test', brand.brandId, 'viewer');
  creator = await influencerWithProfile(t, 'msg-creator@example.test', 'asha_creates');
  stranger = await influencerWithProfile(t, 'msg-stranger@example.test', 'not_related');
  const campaign = await campaignIn(t, brand, 'Monsoon Messages', 'active');
  campaignId = campaign.id;
  await rosterRow(t, { campaignId, influencerId: creator.influencerId, status: 'invited' });
});
after(() => t.close());

describe('messages: opening a thread', () => {
  it('a brand opens a thread with a creator on its roster, once (201, then 200 with the same thread)', async () => {
    const first = await call('POST', 'messages/threads/', brand.token, { influencer_id: creator.influencerId, campaign_id: campaignId });
    assert.equal(first.statusCode, 201, first.body);
    const thread = first.json() as Thread;
    assert.equal(thread.campaign?.name, 'Monsoon Messages');
    assert.equal(thread.can_send, true);
    const again = await call('POST', 'messages/threads/', brand.token, { influencer_id: creator.influencerId });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal((again.json() as Thread).id, thread.id);
    threadId = thread.id;
  });

  it('a brand may write first to a creator it finds in the directory, never to one whose profile is private', async () => {
    const complete = (influencerId: string) =>
      t.app.context.database.db.update(influencers).set({ profileCompletedAt: new Date() }).where(eq(influencers.id, influencerId));
    const found = await influencerWithProfile(t, 'msg-found@example.test', 'found_in_directory');
    await complete(found.influencerId);
    const opened = await call('POST', 'messages/threads/', brand.token, { influencer_id: found.influencerId });
    assert.equal(opened.statusCode, 201, opened.body);

    // The stranger completes their profile but keeps it private: not findable, and no campaign ties them to the brand.
    await complete(stranger.influencerId);
    const settings = (await call('GET', 'accounts/settings/', stranger.token)).json() as { settings: Record<string, Record<string, unknown>> };
    const saved = await t.app.inject({
      method: 'PUT', url: '/api/v1/accounts/settings/', headers: bearer(stranger.token),
      payload: { settings: { ...settings.settings, privacy: { ...settings.settings.privacy, profile_visibility: 'private' } } },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const response = await call('POST', 'messages/threads/', brand.token, { influencer_id: stranger.influencerId });
    assert.equal(response.statusCode, 403, response.body);
    assert.equal(response.json().detail, m.noRelation);
  });

  it('a member without influencers.message gets 403 with a clear message, to open or to send', async () => {
    const open = await call('POST', 'messages/threads/', viewer, { influencer_id: creator.influencerId });
    assert.equal(open.statusCode, 403, open.body);
    assert.equal(open.json().detail, m.notPermitted);
    const sent = await send(viewer, threadId, { body: 'Hello from a viewer' });
    assert.equal(sent.statusCode, 403, sent.body);
    assert.equal(sent.json().detail, m.notPermitted);
    // The viewer may still read the brand's conversations.
    assert.equal((await call('GET', `messages/threads/${threadId}/`, viewer)).statusCode, 200);
  });

  it('outsiders get 404 for the thread, its messages, sending, reading, blocking and reporting', async () => {
    for (const token of [stranger.token, otherBrand.token]) {
      assert.equal((await call('GET', `messages/threads/${threadId}/`, token)).statusCode, 404);
      assert.equal((await call('GET', `messages/threads/${threadId}/messages/`, token)).statusCode, 404);
      assert.equal((await send(token, threadId, { body: 'hi' })).statusCode, 404);
      assert.equal((await call('POST', `messages/threads/${threadId}/read/`, token)).statusCode, 404);
      assert.equal((await call('POST', `messages/threads/${threadId}/report/`, token, { reason: 'spam' })).statusCode, 404);
    }
    assert.equal((await call('POST', `messages/threads/${threadId}/block/`, stranger.token)).statusCode, 404);
    const list = (await call('GET', 'messages/threads/', stranger.token)).json() as { count: number };
    assert.equal(list.count, 0);
    // A creator cannot open a thread with a brand that never contacted them; the brand is not revealed.
    assert.equal((await call('POST', 'messages/threads/', stranger.token, { brand_id: brand.brandId })).statusCode, 404);
  });
});

describe('messages: sending', () => {
  it('a retried send with the same Idempotency-Key is stored once and answers the same message', async () => {
    const key = randomUUID();
    const first = await send(brand.token, threadId, { body: 'Hi Asha, see https://example.com/brief' }, key);
    assert.equal(first.statusCode, 201, first.body);
    const retry = await send(brand.token, threadId, { body: 'Hi Asha, see https://example.com/brief' }, key);
    assert.equal(retry.statusCode, 201, retry.body);
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    assert.equal((retry.json() as Msg).id, (first.json() as Msg).id);
    const messages = (await page(brand.token, threadId)).results.filter((message) => message.body.startsWith('Hi Asha'));
    assert.equal(messages.length, 1);
  });

  it('refuses an empty message, a too long one and attachments the sender does not own', async () => {
    const empty = await send(brand.token, threadId, { body: '   ' });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json().errors, { body: [m.bodyRequired] });
    const long = await send(brand.token, threadId, { body: 'x'.repeat(4001) });
    assert.equal(long.statusCode, 400);
    assert.deepEqual(long.json().errors, { body: [m.bodyTooLong] });
    const foreign = await send(brand.token, threadId, { body: 'see file', attachment_ids: [randomUUID()] });
    assert.equal(foreign.statusCode, 400);
    assert.deepEqual(foreign.json().errors, { attachment_ids: [m.attachmentNotYours] });
  });

  it('notifies the recipient through the outbox', async () => {
    await t.app.context.outbox.deliverPending();
    const list = await call('GET', 'notifications/?page_size=100', creator.token);
    const titles = (list.json() as { results: Array<{ title: string; action_url: string }> }).results;
    const note = titles.find((item) => item.title === 'New message from Acme Demo Co.');
    assert.ok(note, JSON.stringify(titles));
    assert.equal(note.action_url, `/messages/${threadId}`);
  });
});

describe('messages: unread counts and read receipts', () => {
  it('counts the other side’s unread messages and shows "Seen" once read', async () => {
    assert.equal(await unread(creator.token), 1);
    const list = (await call('GET', 'messages/threads/', creator.token)).json() as { results: Thread[] };
    assert.equal(list.results[0]?.unread_count, 1);
    assert.equal(await unread(brand.token), 0, 'own messages are never unread');
    let brandView = await page(brand.token, threadId);
    assert.equal(brandView.results.at(-1)?.seen, false);

    const read = await call('POST', `messages/threads/${threadId}/read/`, creator.token);
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(read.json().unread_count, 0);
    assert.equal(await unread(creator.token), 0);
    brandView = await page(brand.token, threadId);
    assert.equal(brandView.results.at(-1)?.seen, true);

    const answer = await send(creator.token, threadId, { body: 'Thanks, happy to help!' });
    assert.equal(answer.statusCode, 201, answer.body);
    assert.equal(await unread(brand.token), 1);
    const counts = (await call('GET', 'messages/unread-count/', brand.token)).json() as { by_campaign: Array<{ campaign_id: string; unread_count: number }> };
    assert.deepEqual(counts.by_campaign, [{ campaign_id: campaignId, unread_count: 1 }]);
    // The viewer is a member too: the brand's inbox is shared, each member has their own read marker.
    assert.equal(await unread(viewer), 1);
  });

  it('searches by counterpart name, campaign name and message text', async () => {
    const search = async (token: string, text: string) =>
      ((await call('GET', `messages/threads/?search=${encodeURIComponent(text)}`, token)).json() as { count: number }).count;
    assert.equal(await search(brand.token, 'asha'), 1);
    assert.equal(await search(brand.token, 'monsoon'), 1);
    assert.equal(await search(brand.token, 'happy'), 1);
    assert.equal(await search(brand.token, 'nothing-like-this'), 0);
    assert.equal(await search(creator.token, 'acme'), 1);
    assert.equal(await search(brand.token, '%'), 0, 'LIKE wildcards are matched literally');
  });
});

describe('messages: keyset paging', () => {
  it('pages a long thread newest-last with before/after cursors, without gaps or repeats', async () => {
    const open = await call('POST', 'messages/threads/', otherBrand.token, { influencer_id: creator.influencerId });
    assert.equal(open.statusCode, 403, 'the other brand has no relation yet');
    const campaign = await campaignIn(t, otherBrand, 'Paging', 'active');
    await rosterRow(t, { campaignId: campaign.id, influencerId: creator.influencerId, status: 'accepted' });
    const thread = (await call('POST', 'messages/threads/', otherBrand.token, { influencer_id: creator.influencerId })).json() as Thread;
    const db = t.app.context.database.db;
    await db.insert(conversationMessages).values(Array.from({ length: 75 }, (_, index) => ({
      threadId: thread.id, senderSide: 'brand' as const, body: `message ${index + 1}`,
    })));
    const last = await page(otherBrand.token, thread.id);
    assert.equal(last.results.length, 30);
    assert.equal(last.results.at(-1)?.body, 'message 75');
    assert.equal(last.has_earlier, true);
    const middle = await page(otherBrand.token, thread.id, `?before=${last.results[0]!.seq}`);
    const first = await page(otherBrand.token, thread.id, `?before=${middle.results[0]!.seq}`);
    assert.equal(first.results.length, 15);
    assert.equal(first.has_earlier, false);
    const bodies = [...first.results, ...middle.results, ...last.results].map((message) => message.body);
    assert.deepEqual(bodies, Array.from({ length: 75 }, (_, index) => `message ${index + 1}`));
    const newer = await page(otherBrand.token, thread.id, `?after=${middle.results.at(-1)!.seq}&limit=10`);
    assert.deepEqual(newer.results.map((message) => message.body), Array.from({ length: 10 }, (_, index) => `message ${index + 46}`));
    assert.equal(newer.has_later, true);
    assert.equal((await call('GET', `messages/threads/${thread.id}/messages/?limit=101`, otherBrand.token)).statusCode, 400);
  });
});

describe('messages: block and report', () => {
  it('a blocked brand cannot send (clear message); unblocking lets it send again; brands cannot block', async () => {
    assert.equal((await call('POST', `messages/threads/${threadId}/block/`, brand.token)).json().detail, m.blockOnlyCreators);
    const blocked = await call('POST', `messages/threads/${threadId}/block/`, creator.token);
    assert.equal(blocked.statusCode, 200, blocked.body);
    assert.equal((blocked.json() as Thread).blocked, true);
    const refused = await send(brand.token, threadId, { body: 'Are you there?' });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().detail, m.blocked);
    assert.equal(((await call('GET', `messages/threads/${threadId}/`, brand.token)).json() as Thread).can_send, false);
    const unblocked = await t.app.inject({ method: 'DELETE', url: `/api/v1/messages/threads/${threadId}/block/`, headers: bearer(creator.token) });
    assert.equal(unblocked.statusCode, 200, unblocked.body);
    // Without an Idempotency-Key too (no request transaction around the handler).
    const unkeyed = await call('POST', `messages/threads/${threadId}/messages/`, brand.token, { body: 'Are you there?' });
    assert.equal(unkeyed.statusCode, 201, unkeyed.body);
  });

  it('a report reaches the operators’ list (staff only)', async () => {
    const message = (await page(creator.token, threadId)).results.at(-1)!;
    const missing = await call('POST', `messages/threads/${threadId}/report/`, creator.token, { reason: '  ' });
    assert.deepEqual(missing.json().errors, { reason: [m.reportReasonRequired] });
    const reported = await call('POST', `messages/threads/${threadId}/report/`, creator.token, { reason: 'Pushy messages', message_id: message.id });
    assert.equal(reported.statusCode, 201, reported.body);
    assert.equal((await call('GET', 'operator/message-reports/', brand.token)).statusCode, 403);
    const queue = await t.app.inject({ method: 'GET', url: '/api/v1/operator/message-reports/', headers: { 'x-service-token': testServiceToken } });
    assert.equal(queue.statusCode, 200, queue.body);
    const [first] = (queue.json() as { results: Array<{ reason: string; brand_name: string; influencer_name: string; message_body: string; reporter_side: string }> }).results;
    assert.deepEqual(
      { reason: first?.reason, brand: first?.brand_name, influencer: first?.influencer_name, body: first?.message_body, side: first?.reporter_side },
      { reason: 'Pushy messages', brand: 'Acme Demo Co.', influencer: 'asha_creates', body: 'Are you there?', side: 'influencer' },
    );
  });
});

describe('messages: rate limit', () => {
  it('answers 429 with Retry-After once a user sent RATE_LIMIT_MESSAGES_MAX messages in a minute', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '1000', RATE_LIMIT_MESSAGES_MAX: '2' });
    try {
      const owner = await brandOwner(limited, 'rate-brand@example.test');
      const person = await influencerWithProfile(limited, 'rate-creator@example.test', 'rate_creator');
      const campaign = await campaignIn(limited, owner, 'Rate', 'active');
      await rosterRow(limited, { campaignId: campaign.id, influencerId: person.influencerId, status: 'invited' });
      const thread = (await apiCall(limited)('POST', 'messages/threads/', owner.token, { influencer_id: person.influencerId })).json() as Thread;
      const post = () => limited.app.inject({
        method: 'POST', url: `/api/v1/messages/threads/${thread.id}/messages/`,
        headers: { ...bearer(owner.token), 'idempotency-key': randomUUID() }, payload: { body: 'hello' },
      });
      assert.equal((await post()).statusCode, 201);
      assert.equal((await post()).statusCode, 201);
      const third = await post();
      assert.equal(third.statusCode, 429, third.body);
      assert.ok(third.headers['retry-after']);
    } finally {
      await limited.close();
    }
  });
});

// @postgres: two operators resolving one report at once (compare-and-set on real connections); the resolve's writes and its outbox event in one transaction
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { messageReportErrors, messageReportNotificationTexts, moderationNotices } from '../../src/domain/messages/message-reports.texts';
import { messageErrors } from '../../src/domain/messages/messages.texts';
import { campaignIn, influencerWithProfile, rosterRow } from './helpers/active-work.helpers';
import { bearer } from './helpers/auth.helpers';
import { pngImage } from './helpers/image-fixtures';
import { multipartBody } from './helpers/multipart';
import { apiCall, brandOwner, teamMember } from './helpers/campaign.helpers';
import { staffToken } from './helpers/submission.helpers';
import { createTestApp, testServiceToken, type TestApp } from './helpers/test-app';

/**
 * Operators resolve reported conversations and messages (docs/messages.md "Reports"): who may, the three decisions
 * and what each does to the thread for both sides, 404 and 409, retries, and the reporter's notification.
 */
let t: TestApp;
let call: ReturnType<typeof apiCall>;
let staff: string;
let brand: Awaited<ReturnType<typeof brandOwner>>;
let viewer: string;
let creator: { token: string; influencerId: string };
let threadId: string;

interface Report {
  id: string; status: string; allowed_decisions: string[]; message_body: string | null; message_removed: boolean; conversation_closed: boolean;
  message_sender_name: string | null; message_sender_side: string | null; message_attachments: string[]; reporter_name: string;
  reporter_side: string; brand_name: string; influencer_name: string; reason: string; resolved_at: string | null; resolved_by_name: string | null;
}
interface Msg { id: string; body: string; removed: boolean; attachments: unknown[] }
interface Thread { id: string; closed: boolean; can_send: boolean; last_message_preview: string | null }

const service = { 'x-service-token': testServiceToken };
const send = (token: string, body: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/messages/threads/${threadId}/messages/`, headers: { ...bearer(token), 'idempotency-key': randomUUID() }, payload: { body } });
const resolve = (token: string | null, id: string, decision: string, key = randomUUID()) =>
  t.app.inject({
    method: 'POST', url: `/api/v1/operator/message-reports/${id}/resolve/`,
    headers: { ...(token ? bearer(token) : service), 'idempotency-key': key }, payload: { decision },
  });
async function report(token: string, body: { reason: string; message_id?: string }) {
  const response = await call('POST', `messages/threads/${threadId}/report/`, token, body);
  assert.equal(response.statusCode, 201, response.body);
  return (response.json() as { id: string }).id;
}
async function messages(token: string) {
  const response = await call('GET', `messages/threads/${threadId}/messages/`, token);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { results: Msg[] }).results;
}
async function thread(token: string) {
  return (await call('GET', `messages/threads/${threadId}/`, token)).json() as Thread;
}
async function queue() {
  const response = await call('GET', 'operator/message-reports/?page_size=100', staff);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { results: Report[] }).results;
}
async function notificationsOf(token: string) {
  await t.app.context.outbox.deliverPending();
  const list = await call('GET', 'notifications/?page_size=100', token);
  return (list.json() as { results: Array<{ title: string; message: string; action_url: string }> }).results;
}

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  staff = await staffToken(t);
  brand = await brandOwner(t, 'reports-brand@example.test');
  viewer = await teamMember(t, 'reports-viewer@example.test', brand.brandId, 'viewer');
  creator = await influencerWithProfile(t, 'reports-creator@example.test', 'asha_reports');
  const campaign = await campaignIn(t, brand, 'Monsoon Reports', 'active');
  await rosterRow(t, { campaignId: campaign.id, influencerId: creator.influencerId, status: 'invited' });
  const opened = await call('POST', 'messages/threads/', brand.token, { influencer_id: creator.influencerId, campaign_id: campaign.id });
  assert.equal(opened.statusCode, 201, opened.body);
  threadId = (opened.json() as Thread).id;
});
after(() => t.close());

describe('message reports: who may list and resolve them', () => {
  it('staff and the service token only: anonymous 401; brand owner, brand viewer and creator (even the reporter) 403', async () => {
    await send(brand.token, 'Hello Asha');
    const id = await report(creator.token, { reason: 'Access check' });
    for (const [method, url] of [['GET', 'operator/message-reports/'], ['POST', `operator/message-reports/${id}/resolve/`]] as const) {
      assert.equal((await call(method, url, undefined, method === 'POST' ? { decision: 'dismiss' } : undefined)).statusCode, 401, `${method} ${url} anonymous`);
      for (const token of [brand.token, viewer, creator.token]) {
        const response = await call(method, url, token, method === 'POST' ? { decision: 'dismiss' } : undefined);
        assert.equal(response.statusCode, 403, `${method} ${url}: ${response.body}`);
      }
    }
    assert.equal((await queue()).find((row) => row.id === id)?.status, 'open', 'the refused calls changed nothing');
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/operator/message-reports/', headers: service });
    assert.equal(listed.statusCode, 200, listed.body);
    // The service token resolves too; it is no user, so nobody is named.
    const resolved = await resolve(null, id, 'dismiss');
    assert.equal(resolved.statusCode, 200, resolved.body);
    assert.deepEqual([(resolved.json() as Report).status, (resolved.json() as Report).resolved_by_name], ['dismissed', null]);
  });
});

describe('message reports: the list', () => {
  it('shows the newest first with the reporter, the message, its sender, the parties, the reason and the status', async () => {
    await send(creator.token, 'Pay me outside the platform: https://pay.example.net/me');
    const theirs = (await messages(brand.token)).at(-1)!;
    const older = await report(brand.token, { reason: 'Asks for payment outside', message_id: theirs.id });
    const newer = await report(creator.token, { reason: 'The whole conversation is pushy' });
    const rows = await queue();
    assert.deepEqual(rows.slice(0, 2).map((row) => row.id), [newer, older]);
    const row = rows[1]!;
    assert.deepEqual(
      {
        reporter: row.reporter_name, side: row.reporter_side, body: row.message_body, sender: row.message_sender_name,
        senderSide: row.message_sender_side, brand: row.brand_name, creator: row.influencer_name, reason: row.reason,
        status: row.status, decisions: row.allowed_decisions, removed: row.message_removed, closed: row.conversation_closed,
      },
      {
        reporter: 'Brand Owner', side: 'brand', body: 'Pay me outside the platform: https://pay.example.net/me', sender: 'asha_reports',
        senderSide: 'influencer', brand: 'Acme Demo Co.', creator: 'asha_reports', reason: 'Asks for payment outside',
        status: 'open', decisions: ['dismiss', 'remove_message', 'close_conversation'], removed: false, closed: false,
      },
    );
    // A report of the whole conversation has no message, so it cannot remove one.
    assert.deepEqual([rows[0]!.message_body, rows[0]!.allowed_decisions], [null, ['dismiss', 'close_conversation']]);
  });
});

describe('message reports: resolving', () => {
  it('404 for an unknown report; 400 when a conversation report is asked to remove a message', async () => {
    const unknown = await resolve(staff, randomUUID(), 'dismiss');
    assert.equal(unknown.statusCode, 404, unknown.body);
    const conversationReport = (await queue()).find((row) => row.message_body === null && row.status === 'open')!;
    const refused = await resolve(staff, conversationReport.id, 'remove_message');
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(refused.json().errors, { decision: [messageReportErrors.noMessageToRemove] });
    assert.equal((await queue()).find((row) => row.id === conversationReport.id)?.status, 'open');
  });

  it('dismiss: nothing in the thread changes, the operator and time are recorded, the reporter is told', async () => {
    await send(brand.token, 'Just checking in about the brief');
    const target = (await messages(creator.token)).at(-1)!;
    const id = await report(creator.token, { reason: 'Annoying', message_id: target.id });
    const response = await resolve(staff, id, 'dismiss');
    assert.equal(response.statusCode, 200, response.body);
    const resolved = response.json() as Report;
    assert.deepEqual([resolved.status, resolved.resolved_by_name, resolved.allowed_decisions], ['dismissed', 'Platform Operator', []]);
    assert.ok(resolved.resolved_at && Date.now() - Date.parse(resolved.resolved_at) < 60_000);
    for (const token of [brand.token, creator.token]) {
      const shown = (await messages(token)).find((message) => message.id === target.id)!;
      assert.deepEqual([shown.removed, shown.body], [false, 'Just checking in about the brief']);
    }
    const told = (await notificationsOf(creator.token)).filter((item) => item.title === messageReportNotificationTexts.title);
    assert.ok(told.some((item) => item.message === messageReportNotificationTexts.message('dismiss', 'Acme Demo Co.') && item.action_url === `/messages/${threadId}`), JSON.stringify(told));
  });

  it('409 once resolved; a retry with the same Idempotency-Key replays the first answer', async () => {
    const id = await report(creator.token, { reason: 'Twice' });
    const dismissals = async () => (await notificationsOf(creator.token)).filter((item) => item.message.includes('found nothing')).length;
    const before = await dismissals();
    const key = randomUUID();
    const first = await resolve(staff, id, 'dismiss', key);
    assert.equal(first.statusCode, 200, first.body);
    const retry = await resolve(staff, id, 'dismiss', key);
    assert.equal(retry.statusCode, 200, retry.body);
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    const again = await resolve(staff, id, 'close_conversation');
    assert.equal(again.statusCode, 409, again.body);
    assert.equal(again.json().detail, messageReportErrors.alreadyResolved('Dismissed'));
    assert.equal((await thread(brand.token)).closed, false, 'the refused decision changed nothing');
    assert.equal(await dismissals(), before + 1, 'the reporter is told once');
  });

  it('two operators at once: one resolves, the other gets 409', async () => {
    const id = await report(creator.token, { reason: 'Race' });
    const answers = await Promise.all([resolve(staff, id, 'dismiss'), resolve(null, id, 'dismiss')]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409], answers.map((answer) => answer.body).join('\n'));
  });

  it('remove_message: both sides see the notice instead of the text and files; preview, search and downloads forget it', async () => {
    const upload = multipartBody([{ name: 'purpose', value: 'other' }, { name: 'file', value: pngImage(), fileName: 'login.png', contentType: 'image/png' }]);
    const stored = await t.app.inject({ method: 'POST', url: '/api/v1/assets/', headers: { ...upload.headers, ...bearer(creator.token) }, payload: upload.payload });
    assert.equal(stored.statusCode, 201, stored.body);
    const assetId = (stored.json() as { id: string }).id;
    const sent = await t.app.inject({
      method: 'POST', url: `/api/v1/messages/threads/${threadId}/messages/`, headers: { ...bearer(creator.token), 'idempotency-key': randomUUID() },
      payload: { body: 'Send me your password via https://evil.example.org/login', attachment_ids: [assetId] },
    });
    assert.equal(sent.statusCode, 201, sent.body);
    const download = () => call('GET', `assets/${assetId}/download/`, brand.token);
    assert.equal((await download()).statusCode, 200, 'the brand may download it while it is shown');
    const target = (await messages(brand.token)).at(-1)!;
    const id = await report(brand.token, { reason: 'Phishing', message_id: target.id });
    const response = await resolve(staff, id, 'remove_message');
    assert.equal(response.statusCode, 200, response.body);
    const resolved = response.json() as Report;
    assert.deepEqual([resolved.status, resolved.message_removed], ['message_removed', true]);
    // Operators keep the record of what was said.
    assert.equal(resolved.message_body, 'Send me your password via https://evil.example.org/login');
    for (const token of [brand.token, viewer, creator.token]) {
      const shown = (await messages(token)).find((message) => message.id === target.id)!;
      assert.deepEqual({ removed: shown.removed, body: shown.body, attachments: shown.attachments }, { removed: true, body: '', attachments: [] });
      assert.equal((await thread(token)).last_message_preview, moderationNotices.messageRemoved);
    }
    assert.notEqual((await download()).statusCode, 200, 'nor may the brand download its file');
    assert.deepEqual(resolved.message_attachments, ['login.png'], 'operators see what was attached');
    const found = (await call('GET', 'messages/threads/?search=password', brand.token)).json() as { count: number };
    assert.equal(found.count, 0, 'the removed text is not searchable');
    const told = await notificationsOf(brand.token);
    assert.ok(told.some((item) => item.message === messageReportNotificationTexts.message('remove_message', 'asha_reports')), JSON.stringify(told));
    // Other messages stay, and the conversation goes on.
    assert.equal((await send(brand.token, 'Sorry about that')).statusCode, 201);
  });

  it('close_conversation: neither side can send any more (clear message), both can still read it', async () => {
    const id = await report(creator.token, { reason: 'Keeps messaging me' });
    const response = await resolve(staff, id, 'close_conversation');
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual([(response.json() as Report).status, (response.json() as Report).conversation_closed], ['conversation_closed', true]);
    for (const token of [brand.token, creator.token]) {
      const view = await thread(token);
      assert.deepEqual([view.closed, view.can_send], [true, false]);
      const refused = await send(token, 'Hello?');
      assert.equal(refused.statusCode, 403, refused.body);
      assert.equal(refused.json().detail, messageErrors.closedByModerators);
      assert.ok((await messages(token)).length > 0);
    }
    // The creator's own block cannot undo it.
    assert.equal((await call('DELETE', `messages/threads/${threadId}/block/`, creator.token)).statusCode, 200);
    assert.equal((await thread(creator.token)).can_send, false);
    const told = await notificationsOf(creator.token);
    assert.ok(told.some((item) => item.message === messageReportNotificationTexts.message('close_conversation', 'Acme Demo Co.')), JSON.stringify(told));
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { notifications } from '../src/db/schema/notifications.schema';
import { createUsersRepository } from '../src/repositories/users.repository';
import { seedDemoNotifications } from '../src/db/seed/notifications.seed';
import { runDemoSeed } from '../src/db/seed/seed';
import { bearer, markEmailVerified, signInAndGetToken, signUpAndGetToken } from './helpers/auth.helpers';
import { createTestApp, testPublicUrl, testServiceToken, testStaffEmail, type TestApp } from './helpers/test-app';
import { errorBody } from './helpers/api-errors.helpers';

interface NotificationBody {
  id: string;
  type: string;
  title: string;
  message: string;
  action_url: string | null;
  action_label: string | null;
  read: boolean;
  created_at: string;
}
interface PageBody {
  count: number;
  next: string | null;
  previous: string | null;
  unread_count: number;
  results: NotificationBody[];
}

const password = 'Secret!234';
let t: TestApp;
const users: Record<'ana' | 'ben' | 'bea', { token: string; id: string }> = {} as never;

async function signUp(email: string, persona: 'brand' | 'influencer') {
  const token = await signUpAndGetToken(t.app, { email, password, name: 'Test User', persona });
  const whoami = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(token) });
  return { token, id: (whoami.json() as { id: string }).id };
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/notifications/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function list(token: string, query = ''): Promise<PageBody> {
  const response = await call('GET', query, token);
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as PageBody;
}

/** `n` notifications one minute apart, the last one newest; returns their titles newest first. */
async function addMany(userId: string, n: number, prefix: string): Promise<string[]> {
  const start = Date.now() - n * 60_000;
  const values = Array.from({ length: n }, (_, index) => ({
    userId,
    event: 'test.bulk',
    type: 'info' as const,
    title: `${prefix} ${index}`,
    message: 'Bulk',
    createdAt: new Date(start + index * 60_000),
  }));
  await t.app.context.notifications.insertMany(values);
  return values.map((value) => value.title).reverse();
}

before(async () => {
  t = await createTestApp();
  users.ana = await signUp('ana@example.test', 'influencer');
  users.ben = await signUp('ben@example.test', 'brand');
  users.bea = await signUp('bea@example.test', 'influencer');
});
after(async () => {
  await t?.close();
});

describe('notifications: access', () => {
  it('answers 401 without a token on every endpoint', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [['GET', ''], ['GET', 'unread-count/'], ['POST', `${id}/read/`], ['POST', 'read-all/'], ['DELETE', ''], ['DELETE', `${id}/`]] as const) {
      const response = await call(method, url);
      assert.equal(response.statusCode, 401, `${method} ${url}`);
      assert.equal(response.json().code, 'not_authenticated');
    }
  });

  it('answers 404, never 403, for another user\'s notification, and leaves it alone', async () => {
    const [anaFirst] = (await list(users.ana.token)).results;
    for (const [method, url] of [['POST', `${anaFirst.id}/read/`], ['DELETE', `${anaFirst.id}/`]] as const) {
      const response = await call(method, url, users.ben.token);
      assert.equal(response.statusCode, 404, `${method} ${url}: ${response.body}`);
      assert.deepEqual(errorBody(response), { detail: 'Not found.', code: 'not_found' });
    }
    const after = (await list(users.ana.token)).results.find((item) => item.id === anaFirst.id);
    assert.equal(after?.read, false);
    assert.ok(!(await list(users.ben.token)).results.some((item) => item.id === anaFirst.id));
  });

  it('rejects a malformed id with a field error', async () => {
    const response = await call('POST', 'not-a-uuid/read/', users.ana.token);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errors, { id: ['Must be a valid UUID.'] });
  });
});

describe('notifications: welcome on sign-up', () => {
  it('greets each new account once, role aware', async () => {
    const influencer = await list(users.ana.token);
    assert.equal(influencer.count, 1);
    assert.equal(influencer.unread_count, 1);
    assert.deepEqual(
      { ...influencer.results[0], id: undefined, created_at: undefined },
      { id: undefined, created_at: undefined, type: 'info', title: 'Welcome to InfluenceHub', read: false,
        message: 'Complete your profile so brands can discover you and invite you to campaigns.',
        action_url: '/profile-setup', action_label: 'Complete profile' },
    );
    const brand = await list(users.ben.token);
    assert.equal(brand.results[0].action_url, '/brand-profile-setup');
    // Later requests with the same account do not greet again.
    await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(users.ana.token) });
    assert.equal((await list(users.ana.token)).count, 1);
  });
});

describe('notifications: list, read, clear', () => {
  it('pages newest first (DRF style) and filters unread', async () => {
    const titles = await addMany(users.bea.id, 24, 'Bulk');
    const first = await list(users.bea.token);
    assert.equal(first.count, 25);
    assert.equal(first.unread_count, 25);
    assert.equal(first.results.length, 20);
    assert.equal(first.results[0].title, 'Welcome to InfluenceHub', 'the welcome is the newest');
    assert.deepEqual(first.results.slice(1).map((item) => item.title), titles.slice(0, 19));
    assert.equal(first.next, `${testPublicUrl}/api/v1/notifications/?page=2`);
    const second = await list(users.bea.token, '?page=2');
    assert.deepEqual(second.results.map((item) => item.title), titles.slice(19));
    assert.equal(second.next, null);
    assert.equal((await call('GET', '?page=3', users.bea.token)).statusCode, 404);
    const tooBig = await call('GET', '?page_size=101', users.bea.token);
    assert.equal(tooBig.statusCode, 400);
    assert.ok(tooBig.json().errors.page_size);

    const read = await call('POST', `${first.results[1].id}/read/`, users.bea.token);
    assert.equal(read.statusCode, 200);
    assert.equal(read.json().read, true);
    const unread = await list(users.bea.token, '?unread=true&page_size=100');
    assert.equal(unread.count, 24);
    assert.equal(unread.unread_count, 24);
    assert.ok(!unread.results.some((item) => item.id === first.results[1].id));
    assert.equal(unread.next, null);
  });

  it('marks one read idempotently and counts unread', async () => {
    const [item] = (await list(users.bea.token, '?unread=true')).results;
    const before = (await call('GET', 'unread-count/', users.bea.token)).json().unread_count as number;
    const once = await call('POST', `${item.id}/read/`, users.bea.token);
    const twice = await call('POST', `${item.id}/read/`, users.bea.token);
    assert.equal(twice.statusCode, 200);
    assert.deepEqual(twice.json(), once.json());
    assert.deepEqual((await call('GET', 'unread-count/', users.bea.token)).json(), { unread_count: before - 1 });
  });

  it('marks all read and says how many changed', async () => {
    const before = (await list(users.bea.token)).unread_count;
    assert.ok(before > 0);
    assert.deepEqual((await call('POST', 'read-all/', users.bea.token)).json(), { updated: before });
    assert.deepEqual((await call('POST', 'read-all/', users.bea.token)).json(), { updated: 0 });
    assert.equal((await list(users.bea.token)).unread_count, 0);
    assert.equal((await list(users.ana.token)).unread_count, 1, "another user's stay unread");
  });

  it('deletes one, then clears all of mine only', async () => {
    const [first] = (await list(users.bea.token)).results;
    assert.equal((await call('DELETE', `${first.id}/`, users.bea.token)).statusCode, 204);
    assert.equal((await call('DELETE', `${first.id}/`, users.bea.token)).statusCode, 404);
    const cleared = await call('DELETE', '', users.bea.token);
    assert.equal(cleared.statusCode, 204);
    assert.equal(cleared.body, '');
    assert.deepEqual(await list(users.bea.token), { count: 0, next: null, previous: null, unread_count: 0, results: [] });
    assert.equal((await list(users.ana.token)).count, 1);
  });
});

describe('notifications: notify (domain events)', () => {
  const service = () => t.app.context.services.notifications;
  const event = { event: 'campaign.invite_received', type: 'info' as const, title: 'New invite', message: 'Acme invited you.' };

  it('creates once per event key', async () => {
    const first = await service().notify(users.ana.id, { ...event, eventKey: 'invite:1', actionUrl: '/campaigns/invites' });
    const again = await service().notify(users.ana.id, { ...event, eventKey: 'invite:1', title: 'Changed' });
    assert.equal(first.created, true);
    assert.equal(again.created, false);
    assert.deepEqual(again.notification, first.notification);
    assert.equal(first.notification.action_label, null, 'the client shows View');
    const other = await service().notify(users.ben.id, { ...event, eventKey: 'invite:1' });
    assert.equal(other.created, true, 'the key is per user');
    assert.equal((await list(users.ana.token)).results.filter((item) => item.title === 'New invite').length, 1);
  });

  it('refuses unsafe action URLs and empty texts with field errors', async () => {
    for (const actionUrl of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'mailto:a@b.c']) {
      await assert.rejects(service().notify(users.ana.id, { ...event, actionUrl }), (error: { statusCode: number; errors: object }) => {
        assert.equal(error.statusCode, 400);
        assert.deepEqual(Object.keys(error.errors), ['action_url']);
        return true;
      });
    }
    await assert.rejects(service().notify(users.ana.id, { ...event, title: '  ', actionLabel: 'Go' }), (error: { errors: object }) => {
      assert.deepEqual(Object.keys(error.errors).sort(), ['action_label', 'title']);
      return true;
    });
  });
});

describe('POST /api/v1/notifications/send/ (operators)', () => {
  const body = { email: 'ana@example.test', type: 'warning', title: 'Maintenance', message: 'Down at 02:00 UTC.', event_key: 'maint-1' };
  const send = (payload: object, headers: Record<string, string> = { 'x-service-token': testServiceToken }) =>
    t.app.inject({ method: 'POST', url: '/api/v1/notifications/send/', headers, payload });

  it('sends with the service token, once per event_key', async () => {
    const created = await send(body);
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().title, 'Maintenance');
    const again = await send(body);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().id, created.json().id);
    const byId = await send({ ...body, email: undefined, user_id: users.ana.id, event_key: 'maint-2' });
    assert.equal(byId.statusCode, 201);
  });

  it('lets a verified staff user send, and refuses everybody else', async () => {
    assert.equal((await send(body, {})).statusCode, 401);
    assert.equal((await send(body, bearer(users.ben.token))).statusCode, 403);
    assert.equal((await send(body, { 'x-service-token': 'wrong-token-0123456789' })).statusCode, 403);
    await signUpAndGetToken(t.app, { email: testStaffEmail, password, name: 'Staff', persona: 'brand' });
    await markEmailVerified(t.app, testStaffEmail);
    const { token } = await signInAndGetToken(t.app, testStaffEmail, password);
    assert.equal((await send({ ...body, event_key: 'maint-3' }, bearer(token))).statusCode, 201);
  });

  it('validates the body and the recipient', async () => {
    const unsafe = await send({ ...body, action_url: 'javascript:alert(1)' });
    assert.equal(unsafe.statusCode, 400);
    assert.deepEqual(Object.keys(unsafe.json().errors), ['action_url']);
    const invalid = await send({ email: 'ana@example.test', type: 'loud', title: '', message: 'x' });
    assert.equal(invalid.statusCode, 400);
    assert.deepEqual(Object.keys(invalid.json().errors).sort(), ['title', 'type']);
    const both = await send({ ...body, user_id: users.ana.id });
    assert.deepEqual(both.json().errors, { non_field_errors: ['Give either user_id or email.'] });
    const nobody = await send({ ...body, email: 'nobody@example.test' });
    assert.equal(nobody.statusCode, 404);
  });
});

describe('notifications: demo seed', () => {
  it('seeds each demo account once: the real events of the seeded campaign, read and unread, with and without links', async () => {
    await runDemoSeed(t.app.context);
    assert.equal(await seedDemoNotifications(t.app.context), 0, 'idempotent');
    const brand = await t.app.context.users.findByEmail('brand@demo.local');
    assert.ok(brand);
    const { count, unreadCount, results } = await t.app.context.services.notifications.list(brand.id, { page: 1, page_size: 20 });
    // What the links open is checked in demo-data-seed.test.ts.
    assert.deepEqual(results.map((item) => item.title).sort(), ['Influencers matched', 'New team member', 'Welcome to InfluenceHub']);
    assert.equal(count, 3);
    assert.equal(unreadCount, 2, 'the welcome and the matched candidates; the team member joined long ago');
    assert.ok(results.some((item) => item.action_url) && results.some((item) => !item.action_url));
  });
});

describe('notifications: welcome on every creation path', () => {
  it('greets users created from a token or a webhook, without a link when there is no persona yet', async () => {
    const user = await t.app.context.users.upsertFromIdentity({ issuer: 'https://clerk.example', subject: 'user_1', email: 'c@example.test', name: null });
    const { results } = await t.app.context.services.notifications.list(user.id, { page: 1, page_size: 20 });
    assert.equal(results.length, 1);
    assert.equal(results[0].title, 'Welcome to InfluenceHub');
    assert.equal(results[0].action_url, null);
  });

  it('writes the welcome in the caller\'s transaction, so a rolled-back creation leaves nothing', async () => {
    const { db } = t.app.context.database;
    let userId = '';
    let insideTransaction = 0;
    await assert.rejects(
      db.transaction(async (tx) => {
        const executor = tx as unknown as typeof db;
        const user = await createUsersRepository(executor).upsertFromIdentity({
          issuer: 'https://clerk.example', subject: 'user_2', email: 'd@example.test', name: null, persona: 'brand',
        });
        userId = user.id;
        insideTransaction = (await executor.select().from(notifications).where(eq(notifications.userId, userId))).length;
        throw new Error('webhook effect failed');
      }),
      /webhook effect failed/,
    );
    assert.equal(insideTransaction, 1);
    assert.equal(await t.app.context.notifications.unreadCount(userId), 0);
    assert.equal(await t.app.context.users.findByEmail('d@example.test'), null);
  });
});

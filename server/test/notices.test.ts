import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedNotices, seedNoticesIfMissing } from '../src/db/seed/notices.seed';
import { createTestApp, testPublicUrl, type TestApp } from './helpers/test-app';

interface NoticeBody {
  id: string;
  message: string;
  severity: string;
  dismissible: boolean;
  created_at: string;
}

describe('GET /api/v1/notices/', () => {
  let t: TestApp;
  const list = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/notices/${query}` });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { count: number; next: string | null; previous: string | null; results: NoticeBody[] };
  };

  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('is empty (and public) before seeding', async () => {
    assert.deepEqual(await list(), { count: 0, next: null, previous: null, results: [] });
  });

  it('serves the seeded notices: one per severity, an inline link, a non-dismissible one', async () => {
    assert.equal(await seedNoticesIfMissing(t.app.context.notices), seedNotices.length);
    assert.equal(await seedNoticesIfMissing(t.app.context.notices), 0, 'seeding twice creates nothing');
    const page = await list();
    assert.equal(page.count, 4);
    assert.deepEqual(page.results.map((notice) => notice.severity).sort(), ['error', 'info', 'success', 'warning']);
    assert.ok(page.results.some((notice) => /\[[^\]]+\]\((\/|https?:|mailto:)[^)]*\)/.test(notice.message)));
    assert.ok(page.results.some((notice) => notice.dismissible === false));
    for (const notice of page.results) {
      assert.deepEqual(Object.keys(notice).sort(), ['created_at', 'dismissible', 'id', 'message', 'severity']);
      assert.match(notice.id, /^[0-9a-f-]{36}$/);
      assert.ok(!Number.isNaN(Date.parse(notice.created_at)));
    }
  });

  it('lists only notices active now (active flag and the starts_at/ends_at window)', async () => {
    const hour = 3_600_000;
    const now = Date.now();
    const notices = t.app.context.notices;
    await notices.create({ message: 'inactive', active: false });
    await notices.create({ message: 'not started', startsAt: new Date(now + hour) });
    await notices.create({ message: 'ended', endsAt: new Date(now - hour) });
    await notices.create({ message: 'in window', startsAt: new Date(now - hour), endsAt: new Date(now + hour) });
    const messages = (await list('?page_size=100')).results.map((notice) => notice.message);
    assert.ok(messages.includes('in window'));
    for (const hidden of ['inactive', 'not started', 'ended']) assert.ok(!messages.includes(hidden), hidden);
    assert.equal(messages.length, 5);
  });

  it('orders newest first by default; ordering=created_at reverses it', async () => {
    const newestFirst = (await list('?page_size=100')).results.map((notice) => notice.created_at);
    const oldestFirst = (await list('?page_size=100&ordering=created_at')).results.map((notice) => notice.created_at);
    assert.deepEqual([...newestFirst].sort().reverse(), newestFirst);
    assert.deepEqual([...oldestFirst].sort(), oldestFirst);
  });

  it('paginates with absolute next/previous URLs that keep the other query parameters', async () => {
    const first = await list('?page_size=2&ordering=created_at');
    assert.equal(first.count, 5);
    assert.equal(first.results.length, 2);
    assert.equal(first.previous, null);
    assert.equal(first.next, `${testPublicUrl}/api/v1/notices/?page_size=2&ordering=created_at&page=2`);

    const second = await list('?page_size=2&ordering=created_at&page=2');
    assert.equal(second.previous, `${testPublicUrl}/api/v1/notices/?page_size=2&ordering=created_at`);
    assert.equal(second.next, `${testPublicUrl}/api/v1/notices/?page_size=2&ordering=created_at&page=3`);

    const last = await list('?page_size=2&ordering=created_at&page=3');
    assert.equal(last.results.length, 1);
    assert.equal(last.next, null);
    assert.equal(last.previous, `${testPublicUrl}/api/v1/notices/?page_size=2&ordering=created_at&page=2`);

    const ids = [...first.results, ...second.results, ...last.results].map((notice) => notice.id);
    assert.equal(new Set(ids).size, 5, 'pages do not overlap');
  });
});

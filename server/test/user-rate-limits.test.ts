import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { pngImage } from './helpers/image-fixtures';
import { multipartBody } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Per-user limits on uploads, invite answers, submissions and reviews, with a tiny budget (2 a minute) so the third
 * call is refused: 429 {code: throttled} with the standard Retry-After header. Counted per user, not per address.
 */
describe('per-user rate limits answer 429 with Retry-After', () => {
  let t: TestApp;
  let ivy: string;
  let zoe: string;
  const uuid = '0b3c7a3e-2f4f-4a43-9d43-6f7ad3f2f1a1';
  before(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '100000', RATE_LIMIT_UPLOADS_MAX: '2', RATE_LIMIT_ACTIONS_MAX: '2' });
    ivy = await signUpAndGetToken(t.app, { email: 'ivy.limits@example.test', password: 'Secret!234', name: 'Ivy', persona: 'influencer' });
    zoe = await signUpAndGetToken(t.app, { email: 'zoe.limits@example.test', password: 'Secret!234', name: 'Zoe', persona: 'influencer' });
  });
  after(async () => {
    await t.close();
  });

  // Every call comes from the same address: only the user tells the budgets apart.
  const post = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: bearer(token), payload, remoteAddress: '10.9.8.7' });
  const upload = (token: string) => {
    const body = multipartBody([{ name: 'file', value: pngImage(), fileName: 'me.png', contentType: 'image/png' }]);
    return t.app.inject({ method: 'POST', url: '/api/v1/assets/', headers: { ...body.headers, ...bearer(token) }, payload: body.payload, remoteAddress: '10.9.8.7' });
  };

  const assertThrottled = (response: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
    assert.equal(response.statusCode, 429, response.body);
    const retryAfter = Number(response.headers['retry-after']);
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After: ${String(response.headers['retry-after'])}`);
    assert.equal((JSON.parse(response.body) as { code: string }).code, 'throttled');
  };

  it('uploads: the third in a minute is refused; another user on the same address still uploads', async () => {
    assert.equal((await upload(ivy)).statusCode, 201);
    assert.equal((await upload(ivy)).statusCode, 201);
    assertThrottled(await upload(ivy));
    assert.equal((await upload(zoe)).statusCode, 201);
  });

  it('invite answers: accept and decline each have their own budget', async () => {
    for (const answer of ['accept', 'decline']) {
      const url = `influencers/campaign-invites/${uuid}/${answer}/`;
      assert.equal((await post(url, ivy, {})).statusCode, 404);
      assert.equal((await post(url, ivy, {})).statusCode, 404);
      assertThrottled(await post(url, ivy, {}));
    }
    assert.equal((await post(`influencers/campaign-invites/${uuid}/decline/`, zoe, {})).statusCode, 404);
  });

  it('content submissions and each review step (verify, reject, respond, dispute)', async () => {
    const reason = { reason: 'The logo is not visible enough.' };
    const calls: Array<[string, object]> = [
      [`campaigns/${uuid}/submissions/`, { placement_id: uuid, content_url: 'https://www.youtube.com/watch?v=abc123def45' }],
      ...['verify', 'reject', 'respond', 'dispute'].map((step): [string, object] => [`campaigns/${uuid}/content-submissions/${uuid}/${step}/`, reason]),
    ];
    for (const [url, body] of calls) {
      const first = await post(url, ivy, body);
      assert.ok([403, 404].includes(first.statusCode), `${url}: ${first.body}`);
      await post(url, ivy, body);
      assertThrottled(await post(url, ivy, body));
    }
  });

  it('an anonymous caller is refused with 401 before any budget is spent', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/influencers/campaign-invites/${uuid}/accept/`, payload: {} });
    assert.equal(response.statusCode, 401);
  });
});

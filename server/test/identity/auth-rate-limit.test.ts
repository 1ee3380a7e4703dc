import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { originOf } from '../helpers/auth.helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('rate limits on /api/auth (AUTH_RATE_LIMIT=on)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'on' });
  });
  after(async () => {
    await t.close();
  });

  it('limits password-reset requests per client address, whatever forwarding headers the client sends', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: `someone-${attempt}@example.test` },
        remoteAddress: '10.99.0.1',
        // Spoofed per request: neither may give the caller a fresh bucket.
        headers: { origin: originOf(t.app), 'x-forwarded-for': `203.0.113.${attempt}`, 'x-influencehub-client-ip': `198.51.100.${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429]);

    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'someone@example.test' },
      remoteAddress: '10.99.0.2',
      headers: { origin: originOf(t.app) },
    });
    assert.equal(elsewhere.statusCode, 200, 'another client is not affected');
  });
});

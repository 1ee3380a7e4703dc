import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { pngImage } from './helpers/image-fixtures';
import { multipartBody } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Responses carrying personal data are never stored by a browser or a proxy (docs/security.md "Response headers"). */
describe('Cache-Control: no-store on API responses unless the route chose its own caching', () => {
  let t: TestApp;
  let ivy: string;
  before(async () => {
    t = await createTestApp();
    ivy = await signUpAndGetToken(t.app, { email: 'ivy.headers@example.test', password: 'Secret!234', name: 'Ivy', persona: 'influencer' });
  });
  after(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  it('payout details: get_payment_info/, update_upi/, update_bank_details/', async () => {
    const responses = [
      await call('GET', 'influencers/payment/get_payment_info/', ivy),
      await call('POST', 'influencers/payment/update_upi/', ivy, { upi_id: 'ivy.rao@okhdfc' }),
      await call('POST', 'influencers/payment/update_bank_details/', ivy, {
        account_number: '123456789012', account_holder_name: 'Ivy Rao', bank_name: 'HDFC Bank', ifsc_code: 'HDFC0001234', account_type: 'savings',
      }),
    ];
    for (const response of responses) {
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['cache-control'], 'no-store');
    }
  });

  it('the signed-in user, settings and profile, and the errors of those routes', async () => {
    for (const url of ['accounts/whoami/', 'accounts/settings/', 'influencers/profile/', 'notifications/']) {
      const response = await call('GET', url, ivy);
      assert.ok([200, 404].includes(response.statusCode), `${url}: ${response.statusCode}`);
      assert.equal(response.headers['cache-control'], 'no-store', url);
    }
    const anonymous = await call('GET', 'influencers/payment/get_payment_info/');
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.headers['cache-control'], 'no-store');
    const invalid = await call('POST', 'influencers/payment/update_upi/', ivy, { upi_id: 'not a upi' });
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.headers['cache-control'], 'no-store');
  });

  it('routes that choose their own caching keep it', async () => {
    assert.equal((await call('GET', 'config/')).headers['cache-control'], 'no-cache');
    const body = multipartBody([{ name: 'purpose', value: 'profile_picture' }, { name: 'file', value: pngImage(), fileName: 'me.png', contentType: 'image/png' }]);
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/v1/assets/', headers: { ...body.headers, ...bearer(ivy) }, payload: body.payload });
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    assert.equal(uploaded.headers['cache-control'], 'no-store');
    const picture = await t.app.inject({ method: 'GET', url: `/api/v1/assets/${(uploaded.json() as { id: string }).id}/inline/` });
    assert.equal(picture.headers['cache-control'], 'public, max-age=300');
  });
});

/**
 * Cross-Origin-Opener-Policy only where a browser honours it: over https or on a loopback host. On plain http at a
 * network address (printed by the start banner) Chromium ignores it and logs a console error on every page.
 */
describe('Cross-Origin-Opener-Policy on trustworthy origins only', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  const coop = async (host: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/health/live/', headers: { host } })).headers['cross-origin-opener-policy'];

  it('is sent on localhost, 127.0.0.1 and [::1]', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost']) assert.equal(await coop(host), 'same-origin', host);
  });

  it('is left out on a network address over plain http, and other security headers stay', async () => {
    assert.equal(await coop('192.0.2.2:3000'), undefined);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/live/', headers: { host: '192.0.2.2:3000' } });
    assert.ok(response.headers['content-security-policy']);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });
});

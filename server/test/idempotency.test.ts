// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): retries with one key racing on separate pool connections.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { idempotencyErrorCodes, idempotencyMessages } from '../../src/domain/idempotency/idempotency';
import { errorBody } from './helpers/api-errors.helpers';
import { apiCall, brandOwner, createCampaign } from './helpers/campaign.helpers';
import { campaignsNamed, draft, keyedCall, keyRows, newKey } from './helpers/idempotency.helpers';
import { createTestApp, testServiceToken, type TestApp } from './helpers/test-app';

// Idempotency keys (docs/idempotency.md): replay, reuse, scopes, what is stored. Concurrency, crashes, retention,
// uploads and the invite accept are in idempotency-lifecycle.test.ts.
let t: TestApp;
let keyed: ReturnType<typeof keyedCall>;
let owner: Awaited<ReturnType<typeof brandOwner>>;
let rival: Awaited<ReturnType<typeof brandOwner>>;

before(async () => {
  t = await createTestApp();
  keyed = keyedCall(t);
  owner = await brandOwner(t, 'owner@idempotency.test');
  rival = await brandOwner(t, 'rival@idempotency.test', 'Rival Brand Co.');
});
after(() => t.close());

describe('Idempotency-Key on state-changing calls', () => {
  it('replays the first response for the same key and request: same status and body, one campaign', async () => {
    const key = newKey();
    const first = await keyed('POST', 'campaigns/', owner.token, key, draft(owner.brandId, 'Replay Once'));
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.headers['idempotent-replayed'], undefined);

    const retried = await keyed('POST', 'campaigns/', owner.token, key, draft(owner.brandId, 'Replay Once'));
    assert.equal(retried.statusCode, 201);
    assert.equal(retried.headers['idempotent-replayed'], 'true');
    assert.match(String(retried.headers['content-type']), /application\/json/);
    assert.deepEqual(retried.json(), first.json());
    assert.equal(await campaignsNamed(t, 'Replay Once'), 1);
  });

  it('treats the same fields in another order as the same request', async () => {
    const key = newKey();
    const body = draft(owner.brandId, 'Reordered Fields');
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    assert.equal((await keyed('POST', 'campaigns/', owner.token, key, body)).statusCode, 201);
    const retried = await keyed('POST', 'campaigns/', owner.token, key, reordered);
    assert.equal(retried.headers['idempotent-replayed'], 'true');
    assert.equal(await campaignsNamed(t, 'Reordered Fields'), 1);
  });

  it('answers 422 idempotency_key_reused for the same key with another body or another path, and changes nothing', async () => {
    const key = newKey();
    assert.equal((await keyed('POST', 'campaigns/', owner.token, key, draft(owner.brandId, 'Key Owner'))).statusCode, 201);

    const otherBody = await keyed('POST', 'campaigns/', owner.token, key, draft(owner.brandId, 'Key Thief'));
    assert.equal(otherBody.statusCode, 422);
    assert.deepEqual(errorBody(otherBody), { detail: idempotencyMessages.keyReused, code: idempotencyErrorCodes.keyReused });
    assert.equal(await campaignsNamed(t, 'Key Thief'), 0);

    const created = await createCampaign(t, owner.token, owner.brandId, { name: 'Untouched' });
    const otherPath = await keyed('PATCH', `campaigns/${created.id}/`, owner.token, key, { name: 'Key Owner' });
    assert.equal(otherPath.statusCode, 422);
    assert.equal(otherPath.json().code, 'idempotency_key_reused');
    assert.equal((await apiCall(t)('GET', `campaigns/${created.id}/`, owner.token)).json().name, 'Untouched');
  });

  it('keeps every caller\'s keys apart: two users with one key each get their own campaign', async () => {
    const key = newKey();
    const mine = await keyed('POST', 'campaigns/', owner.token, key, draft(owner.brandId, 'Shared Key'));
    const theirs = await keyed('POST', 'campaigns/', rival.token, key, draft(rival.brandId, 'Shared Key'));
    assert.equal(mine.statusCode, 201);
    assert.equal(theirs.statusCode, 201);
    assert.equal(theirs.headers['idempotent-replayed'], undefined);
    assert.notEqual(mine.json().id, theirs.json().id);
    assert.equal(await campaignsNamed(t, 'Shared Key'), 2);
  });

  it('refuses a malformed key with 400 invalid_idempotency_key before doing anything', async () => {
    for (const key of ['x'.repeat(256), 'caf\u00e9']) {
      const response = await keyed('POST', 'campaigns/', owner.token, key, draft(owner.brandId, 'Bad Key'));
      assert.equal(response.statusCode, 400, key);
      assert.deepEqual(errorBody(response), { detail: idempotencyMessages.invalidKey, code: idempotencyErrorCodes.invalidKey });
    }
    assert.equal(await campaignsNamed(t, 'Bad Key'), 0);
    assert.equal((await keyed('POST', 'campaigns/', owner.token, 'x'.repeat(255), draft(owner.brandId, 'Long Key'))).statusCode, 201);
  });

  it('replays a 204 of DELETE', async () => {
    const created = await createCampaign(t, owner.token, owner.brandId, { name: 'Delete Me' });
    const key = newKey();
    assert.equal((await keyed('DELETE', `campaigns/${created.id}/`, owner.token, key)).statusCode, 204);
    const retried = await keyed('DELETE', `campaigns/${created.id}/`, owner.token, key);
    assert.equal(retried.statusCode, 204);
    assert.equal(retried.headers['idempotent-replayed'], 'true');
    assert.equal(retried.body, '');
  });

  it('stores 4xx outcomes (a 404 replays) but not a 400: the corrected request may use the key', async () => {
    const key = newKey();
    const foreign = await keyed('POST', 'campaigns/', owner.token, key, draft(rival.brandId, 'Foreign Brand'));
    assert.equal(foreign.statusCode, 404);
    const again = await keyed('POST', 'campaigns/', owner.token, key, draft(rival.brandId, 'Foreign Brand'));
    assert.equal(again.statusCode, 404);
    assert.equal(again.headers['idempotent-replayed'], 'true');

    const invalidKey = newKey();
    const invalid = await keyed('POST', 'campaigns/', owner.token, invalidKey, { brand_id: owner.brandId, name: '' });
    assert.equal(invalid.statusCode, 400);
    const corrected = await keyed('POST', 'campaigns/', owner.token, invalidKey, draft(owner.brandId, 'Corrected'));
    assert.equal(corrected.statusCode, 201, corrected.body);
    assert.equal(corrected.headers['idempotent-replayed'], undefined);
  });

  it('does not store a 5xx: the retry with the same key runs the change', async () => {
    const service = t.app.context.services.campaigns;
    const create = service.create;
    service.create = async () => {
      service.create = create;
      throw new Error('database hiccup');
    };
    const key = newKey();
    const failed = await keyed('POST', 'campaigns/', owner.token, key, draft(owner.brandId, 'After Outage'));
    assert.equal(failed.statusCode, 500);
    assert.equal((await keyRows(t)).filter((row) => row.key === key).length, 0);

    const retried = await keyed('POST', 'campaigns/', owner.token, key, draft(owner.brandId, 'After Outage'));
    assert.equal(retried.statusCode, 201);
    assert.equal(retried.headers['idempotent-replayed'], undefined);
    assert.equal(await campaignsNamed(t, 'After Outage'), 1);
  });

  it('ignores the key on reads and on anonymous calls', async () => {
    const key = newKey();
    const read = await keyed('GET', 'accounts/whoami/', owner.token, key);
    assert.equal(read.statusCode, 200);
    assert.equal((await keyRows(t)).filter((row) => row.key === key).length, 0);

    const metric = { type: 'metric', timestamp: Date.now(), data: { metrics: [{ name: 'LCP', value: 1800, rating: 'good', route: '/keyed' }] } };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const anonymous = await keyed('POST', 'metrics/', null, key, metric);
      assert.equal(anonymous.statusCode, 202, anonymous.body);
      assert.equal(anonymous.headers['idempotent-replayed'], undefined);
    }
    assert.equal((await keyRows(t)).filter((row) => row.key === key).length, 0);
  });

  it('gives the service token its own scope', async () => {
    const key = newKey();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/notifications/send/',
        headers: { 'x-service-token': testServiceToken, 'idempotency-key': key },
        payload: { user_id: owner.userId, type: 'info', title: 'Maintenance', message: 'Tonight at ten.', event_key: `maintenance-${key}` },
      });
    const first = await send();
    assert.equal(first.statusCode, 201, first.body);
    const retried = await send();
    // Without the key the second call would be a 200 (event_key dedupe); the replay is the stored 201.
    assert.equal(retried.statusCode, 201);
    assert.equal(retried.headers['idempotent-replayed'], 'true');
    assert.deepEqual((await keyRows(t)).filter((row) => row.key === key).map((row) => row.scope), ['service']);
  });
});

describe('CORS', () => {
  it('lets an allowed origin send the key and read Idempotent-Replayed', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/campaigns/',
      headers: { origin: t.config.publicUrl, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, idempotency-key' },
    });
    assert.match(String(preflight.headers['access-control-allow-headers']), /Idempotency-Key/);
    const key = newKey();
    const call = () => t.app.inject({
      method: 'POST', url: '/api/v1/campaigns/', payload: draft(owner.brandId, 'Cross Origin'),
      headers: { origin: t.config.publicUrl, authorization: `Bearer ${owner.token}`, 'idempotency-key': key },
    });
    assert.equal((await call()).statusCode, 201);
    const replayed = await call();
    assert.equal(replayed.headers['idempotent-replayed'], 'true');
    assert.match(String(replayed.headers['access-control-expose-headers']), /Idempotent-Replayed/);
  });
});

describe('the OpenAPI document', () => {
  it('declares the header once and points every authenticated state-changing operation at it, with 409 and 422', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/schema/' })).json();
    assert.equal(document.components.parameters.IdempotencyKey.name, 'Idempotency-Key');
    assert.equal(document.components.parameters.IdempotencyKey.in, 'header');
    const create = document.paths['/api/v1/campaigns/'].post;
    assert.ok(create.parameters.some((parameter: { $ref?: string }) => parameter.$ref === '#/components/parameters/IdempotencyKey'));
    assert.match(create.responses['409'].description, /idempotency_key_in_use/);
    assert.match(create.responses['422'].description, /idempotency_key_reused/);
    const accept = document.paths['/api/v1/influencers/campaign-invites/{id}/accept/'].post;
    assert.match(accept.responses['409'].description, /^Illegal state transition\. Also/);
    assert.match(accept.responses['409'].description, /idempotency_key_in_use/);
    assert.equal(document.paths['/api/v1/campaigns/'].get.parameters.some((parameter: { $ref?: string }) => parameter.$ref), false);
    // Anonymous callers' keys are ignored: the public telemetry call does not advertise one.
    assert.equal(JSON.stringify(document.paths['/api/v1/metrics/'].post.parameters ?? []).includes('IdempotencyKey'), false);
  });
});

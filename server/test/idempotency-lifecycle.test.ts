// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): a key claimed, replayed and expired across pool connections.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { idempotencyErrorCodes, idempotencyMessages } from '../../src/domain/idempotency/idempotency';
import { inviteExpiresAt } from '../../src/domain/marketplace/invite-status';
import { campaigns } from '../src/db/schema/campaigns.schema';
import { idempotencyKeys } from '../src/db/schema/idempotency-keys.schema';
import { campaignInfluencers } from '../src/db/schema/marketplace.schema';
import { errorBody } from './helpers/api-errors.helpers';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { apiCall, brandOwner, createCampaign, fundCampaign } from './helpers/campaign.helpers';
import { campaignsNamed, draft, keyedCall, keyRows, newKey } from './helpers/idempotency.helpers';
import { pngImage } from './helpers/image-fixtures';
import { multipartBody } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

// Idempotency keys (docs/idempotency.md) over time: a first request still running, a crashed one, 24 h retention,
// multipart uploads and the invite accept whose response was lost.
let t: TestApp;
let keyed: ReturnType<typeof keyedCall>;
let owner: Awaited<ReturnType<typeof brandOwner>>;

before(async () => {
  t = await createTestApp();
  keyed = keyedCall(t);
  owner = await brandOwner(t, 'owner@idempotency-lifecycle.test');
});
after(() => t.close());

describe('multipart uploads', () => {
  // A fresh boundary per attempt, as a browser re-sending the form would: the same length is the same upload.
  const upload = (key: string, image: Buffer, name = 'keyed.png') => {
    const { payload, headers } = multipartBody([{ name: 'file', value: image, fileName: name, contentType: 'image/png' }]);
    return t.app.inject({ method: 'POST', url: '/api/v1/assets/', payload, headers: { ...headers, ...bearer(owner.token), 'idempotency-key': key } });
  };
  const myAssets = async () => (await apiCall(t)('GET', 'assets/', owner.token)).json().count as number;

  it('replays a re-sent upload (same length, new boundary) and refuses another file under the same key', async () => {
    const before = await myAssets();
    const key = newKey();
    const first = await upload(key, pngImage(2, 3));
    assert.equal(first.statusCode, 201, first.body);
    const resent = await upload(key, pngImage(2, 3));
    assert.equal(resent.statusCode, 201);
    assert.equal(resent.headers['idempotent-replayed'], 'true');
    assert.equal(resent.json().id, first.json().id);
    assert.equal((await upload(key, pngImage(2, 3, 4_096))).statusCode, 422);
    assert.equal(await myAssets(), before + 1);
  });
});

describe('a key whose first request is still running', () => {
  it('answers 409 idempotency_key_in_use with Retry-After: 1 to a concurrent duplicate, which runs nothing', async () => {
    const keys = t.app.context.idempotencyKeys;
    const claim = keys.claim;
    let releaseFirst!: () => void;
    let firstFinished!: () => void;
    const firstDone = new Promise<void>((resolve) => (firstFinished = resolve));
    const gate = new Promise<void>((resolve) => (releaseFirst = resolve));
    // Holds the first request once it has claimed the key, before its handler's transaction: it is "still running".
    // (Held inside the transaction, the embedded database's single connection would make the duplicate wait instead.)
    let calls = 0;
    keys.claim = async (...args) => {
      const outcome = await claim(...args);
      if ((calls += 1) === 1) {
        firstFinished();
        await gate;
      }
      return outcome;
    };
    try {
      const key = newKey();
      const first = keyed('POST', 'campaigns/', owner.token, key, draft(owner.brandId, 'Concurrent Key'));
      await firstDone;
      const duplicate = await keyed('POST', 'campaigns/', owner.token, key, draft(owner.brandId, 'Concurrent Key'));
      assert.equal(duplicate.statusCode, 409);
      assert.equal(duplicate.headers['retry-after'], '1');
      assert.deepEqual(errorBody(duplicate), { detail: idempotencyMessages.keyInUse, code: idempotencyErrorCodes.keyInUse });
      releaseFirst();
      assert.equal((await first).statusCode, 201);
      const later = await keyed('POST', 'campaigns/', owner.token, key, draft(owner.brandId, 'Concurrent Key'));
      assert.equal(later.headers['idempotent-replayed'], 'true');
      assert.equal(await campaignsNamed(t, 'Concurrent Key'), 1);
    } finally {
      keys.claim = claim;
      releaseFirst();
    }
  });

  it('lets a retry take the key once the lock of a crashed request has expired', async () => {
    const keys = t.app.context.idempotencyKeys;
    const service = t.app.context.services.campaigns;
    const { release, complete } = keys;
    const create = service.create;
    // The process "dies" inside the request: nothing is changed and nothing frees the key.
    keys.release = async () => undefined;
    keys.complete = async () => false;
    service.create = async () => {
      throw new Error('killed');
    };
    const key = newKey();
    const body = draft(owner.brandId, 'After Crash');
    try {
      assert.equal((await keyed('POST', 'campaigns/', owner.token, key, body)).statusCode, 500);
    } finally {
      Object.assign(keys, { release, complete });
      service.create = create;
    }
    const [locked] = (await keyRows(t)).filter((row) => row.key === key);
    assert.equal(locked?.responseStatus, null);
    const lockSeconds = (locked!.expiresAt.getTime() - locked!.createdAt.getTime()) / 1000;
    assert.equal(lockSeconds, 60);
    assert.equal((await keyed('POST', 'campaigns/', owner.token, key, body)).statusCode, 409);

    await t.database.db.update(idempotencyKeys).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(idempotencyKeys.key, key));
    const retried = await keyed('POST', 'campaigns/', owner.token, key, body);
    assert.equal(retried.statusCode, 201, retried.body);
    assert.equal((await keyed('POST', 'campaigns/', owner.token, key, body)).headers['idempotent-replayed'], 'true');
    assert.equal(await campaignsNamed(t, 'After Crash'), 1);
  });
});

describe('retention', () => {
  it('prunes keys past their 24 h with the hourly job, and an expired key is free again', async () => {
    const key = newKey();
    assert.equal((await keyed('POST', 'campaigns/', owner.token, key, draft(owner.brandId, 'Yesterday'))).statusCode, 201);
    const stored = (await keyRows(t)).find((row) => row.key === key)!;
    const hours = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 3_600_000;
    assert.ok(hours > 23.9 && hours <= 24.01, `kept ${hours} h`);

    await t.database.db.update(idempotencyKeys).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(idempotencyKeys.key, key));
    const live = await keyRows(t);
    await t.app.context.jobs.runNow('prune-idempotency-keys');
    const left = await keyRows(t);
    assert.equal(left.some((row) => row.key === key), false);
    assert.equal(left.length, live.length - 1);

    const reused = await keyed('POST', 'campaigns/', owner.token, key, draft(owner.brandId, 'Today'));
    assert.equal(reused.statusCode, 201);
    assert.equal(reused.headers['idempotent-replayed'], undefined);
  });
});

describe('the retried accept of an invite whose response was lost', () => {
  it('gets the stored 200, not a 409 for the invite the person did accept', async () => {
    const token = await signUpAndGetToken(t.app, { email: 'ana@idempotency.test', password: 'Secret!234', name: 'Ana', persona: 'influencer' });
    const profile = await apiCall(t)('POST', 'influencers/profile/', token, { display_name: 'ana.keyed' });
    assert.equal(profile.statusCode, 200, profile.body);
    const campaign = await createCampaign(t, owner.token, owner.brandId, { name: 'Keyed Invite' });
    assert.equal((await apiCall(t)('POST', `campaigns/${campaign.id}/publish/`, owner.token)).statusCode, 200);
    await t.database.db.update(campaigns).set({ status: 'outreach_in_progress' }).where(eq(campaigns.id, campaign.id));
    await fundCampaign(t, campaign.id);
    const invitedAt = new Date();
    const [invite] = await t.database.db.insert(campaignInfluencers).values({
      campaignId: campaign.id, influencerId: (profile.json() as { id: string }).id, status: 'invited', invitedAt,
      expiresAt: inviteExpiresAt(invitedAt), invitedBy: owner.userId, offeredAmount: '40000.00', offeredPlacements: [],
    }).returning();
    const application = {
      proposed_content: 'A ten minute monsoon haul video with the collection in three city looks, shot outdoors.',
      previous_work: ['https://www.youtube.com/watch?v=abc123'],
      expected_delivery_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      requested_compensation: '45000',
      agreed_to_terms: true,
    };
    const url = `influencers/campaign-invites/${invite!.id}/accept/`;
    const key = newKey();

    const accepted = await keyed('POST', url, token, key, application);
    assert.equal(accepted.statusCode, 200, accepted.body);
    // The response is "lost"; the SPA's automatic retry sends the same request with the same key.
    const retried = await keyed('POST', url, token, key, application);
    assert.equal(retried.statusCode, 200);
    assert.equal(retried.headers['idempotent-replayed'], 'true');
    assert.deepEqual(retried.json(), accepted.json());
    const [row] = await t.database.db.select().from(campaignInfluencers).where(eq(campaignInfluencers.id, invite!.id));
    assert.equal(row?.status, 'accepted');
    // Without a key the same second answer is the 409 the person used to see.
    assert.equal((await keyed('POST', url, token, null, application)).statusCode, 409);
  });
});

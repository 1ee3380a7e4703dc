import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { emailSuppressionTexts as texts } from '../../src/domain/outreach/email-suppression.texts';
import { influencers, socialAccounts } from '../src/db/schema/influencers.schema';
import { emailSuppressions, outreachEmails } from '../src/db/schema/outreach-email.schema';
import { createEmailSuppressionsRepository } from '../src/repositories/email-suppressions.repository';
import { bearer, markEmailVerified, signInAndGetToken, signUpAndGetToken } from './helpers/auth.helpers';
import { apiCall, brandOwner } from './helpers/campaign.helpers';
import { invitingCampaign, inviteRows, mailsTo, rosterRowOf } from './helpers/outreach.helpers';
import { createTestApp, testServiceToken, testStaffEmail, type TestApp } from './helpers/test-app';

/**
 * The way back from the suppression list (docs/outreach-email.md "Suppression list"): a person's own address
 * (GET/DELETE accounts/email-suppression/) and the operators' list (email-tracking/admin/suppressions/).
 * The 403 for an unverified address is in test/identity/account-security.test.ts (the app there enforces verification).
 */
let t: TestApp;
let call: ReturnType<typeof apiCall>;
let owner: Awaited<ReturnType<typeof brandOwner>>;
let staff: { token: string; id: string };
const password = 'Sup3r!secret';

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  owner = await brandOwner(t, 'owner@suppressions.test', 'Suppression Brand');
  await signUpAndGetToken(t.app, { email: testStaffEmail, password, name: 'Staff', persona: 'brand' });
  await markEmailVerified(t.app, testStaffEmail);
  const token = (await signInAndGetToken(t.app, testStaffEmail, password)).token;
  staff = { token, id: (await call('GET', 'accounts/whoami/', token)).json().id };
});
after(async () => {
  await t?.close();
});

const db = () => t.app.context.database.db;
const asService = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: { 'x-service-token': testServiceToken }, ...(payload ? { payload } : {}) });

/** A signed-up influencer with a token (and a profile with a YouTube account, so they can be invited). */
async function person(email: string, name = 'Mia Person') {
  const token = await signUpAndGetToken(t.app, { email, password, name, persona: 'influencer' });
  const id = (await call('GET', 'accounts/whoami/', token)).json().id as string;
  const [profile] = await db().insert(influencers).values({ userId: id, displayName: name, categories: ['Travel'], profileCompletedAt: new Date() }).returning();
  await db().insert(socialAccounts).values({
    influencerId: profile!.id, platform: 'youtube', handle: email.replace(/\W/g, ''), profileUrl: `https://example.com/${profile!.id}`,
    followers: 10_000, metricsProvenance: 'verified', verifiedAt: new Date(),
  });
  return { token, id, influencerId: profile!.id, email };
}

async function suppress(email: string, reason: 'unsubscribed' | 'hard_bounce' | 'complaint', createdAt = new Date('2026-03-02T10:00:00Z')) {
  await db().insert(emailSuppressions).values({ email, reason, createdAt });
}
const changesOf = (email: string) => createEmailSuppressionsRepository(db()).changes(email);

describe("a person's own address: GET and DELETE accounts/email-suppression/", () => {
  it('says when the address is not suppressed; DELETE is then 404', async () => {
    const free = await person('free@suppressions.test');
    const mine = await call('GET', 'accounts/email-suppression/', free.token);
    assert.equal(mine.statusCode, 200, mine.body);
    assert.deepEqual(mine.json(), { email: 'free@suppressions.test', suppressed: false, reason: null, since: null, can_remove: false });
    const removed = await call('DELETE', 'accounts/email-suppression/', free.token);
    assert.equal(removed.statusCode, 404);
    assert.equal(removed.json().detail, texts.errors.mineNotSuppressed);
    assert.equal((await call('GET', 'accounts/email-suppression/')).statusCode, 401, 'anonymous');
    assert.equal((await call('DELETE', 'accounts/email-suppression/')).statusCode, 401, 'anonymous');
  });

  it('an unsubscribed person turns invitation e-mails back on: the row goes, who and when are recorded, the next invite is e-mailed', async () => {
    const mia = await person('mia@suppressions.test');
    const campaign = await invitingCampaign(t, owner.token, owner.brandId, { name: 'Back Again' });
    await suppress(mia.email, 'unsubscribed');
    const first = await rosterRowOf(t, owner.token, campaign.id, mia.influencerId);
    await inviteRows(t, owner.token, campaign.id, [first]);
    assert.deepEqual(await mailsTo(t, mia.email), [], 'suppressed: no e-mail');

    const mine = (await call('GET', 'accounts/email-suppression/', mia.token)).json();
    assert.deepEqual(mine, { email: mia.email, suppressed: true, reason: 'unsubscribed', since: '2026-03-02T10:00:00.000Z', can_remove: true });
    const key = { 'idempotency-key': 'resubscribe-mia-1' };
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/v1/accounts/email-suppression/', headers: { ...bearer(mia.token), ...key } });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().suppressed, false);
    const replayed = await t.app.inject({ method: 'DELETE', url: '/api/v1/accounts/email-suppression/', headers: { ...bearer(mia.token), ...key } });
    assert.equal(replayed.statusCode, 200, 'a retried request gets the same answer');
    assert.equal(replayed.headers['idempotent-replayed'], 'true');
    assert.equal((await call('DELETE', 'accounts/email-suppression/', mia.token)).statusCode, 404, 'a new request: nothing left to remove');
    const changes = await changesOf(mia.email);
    assert.deepEqual(changes.map((c) => [c.action, c.reason, c.actor, c.actorId]), [['removed', 'unsubscribed', 'self', mia.id]]);

    // The next invite's e-mail goes out.
    const other = await invitingCampaign(t, owner.token, owner.brandId, { name: 'Second Chance' });
    await inviteRows(t, owner.token, other.id, [await rosterRowOf(t, owner.token, other.id, mia.influencerId)]);
    const mails = await mailsTo(t, mia.email);
    assert.deepEqual(mails.map((mail) => mail.subject), ['Suppression Brand invites you to "Second Chance"']);
  });

  it('a bounced or complained-about address stays: 409 with what to do instead', async () => {
    for (const [reason, email] of [['hard_bounce', 'bounced@suppressions.test'], ['complaint', 'spam@suppressions.test']] as const) {
      const who = await person(email);
      await suppress(email, reason);
      const mine = (await call('GET', 'accounts/email-suppression/', who.token)).json();
      assert.deepEqual([mine.suppressed, mine.reason, mine.can_remove], [true, reason, false]);
      const refused = await call('DELETE', 'accounts/email-suppression/', who.token);
      assert.equal(refused.statusCode, 409, refused.body);
      assert.equal(refused.json().detail, texts.errors.mineNotRemovable(reason));
      assert.equal((await db().select().from(emailSuppressions).where(eq(emailSuppressions.email, email))).length, 1, 'still suppressed');
      assert.deepEqual(await changesOf(email), []);
    }
  });
});

describe('operators: email-tracking/admin/suppressions/', () => {
  const path = 'email-tracking/admin/suppressions/';

  it('lists newest first, a page at a time, with search by address and a reason filter; staff and the service token only', async () => {
    await suppress('list.one@paging.test', 'unsubscribed', new Date('2026-04-01T00:00:00Z'));
    await suppress('list.two@paging.test', 'hard_bounce', new Date('2026-04-02T00:00:00Z'));
    await suppress('list.three@paging.test', 'complaint', new Date('2026-04-03T00:00:00Z'));
    const first = await call('GET', `${path}?search=PAGING.test&page_size=2`, staff.token);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().count, 3);
    assert.deepEqual(first.json().results.map((r: { email: string }) => r.email), ['list.three@paging.test', 'list.two@paging.test']);
    assert.deepEqual(first.json().results[0], { email: 'list.three@paging.test', reason: 'complaint', since: '2026-04-03T00:00:00.000Z', message_id: null });
    assert.ok(first.json().next);
    const second = await call('GET', `${path}?search=paging.test&page_size=2&page=2`, staff.token);
    assert.deepEqual(second.json().results.map((r: { email: string }) => r.email), ['list.one@paging.test']);
    assert.equal((await call('GET', `${path}?search=paging.test&page_size=2&page=3`, staff.token)).statusCode, 404, 'past the last page');
    const oldest = (await call('GET', `${path}?search=paging.test&ordering=created_at`, staff.token)).json();
    assert.equal(oldest.results[0].email, 'list.one@paging.test');
    const bounced = (await call('GET', `${path}?search=paging&reason=hard_bounce`, staff.token)).json();
    assert.deepEqual(bounced.results.map((r: { email: string }) => r.email), ['list.two@paging.test']);
    assert.equal((await call('GET', `${path}?reason=lost`, staff.token)).statusCode, 400);
    // A search is a literal part of the address: % and _ match only themselves.
    assert.equal((await call('GET', `${path}?search=${encodeURIComponent('%')}`, staff.token)).json().count, 0);
    assert.equal((await asService('GET', `${path}?search=paging.test`)).json().count, 3);

    const influencer = await person('nosy@suppressions.test');
    assert.equal((await call('GET', path, owner.token)).statusCode, 403, 'a brand user');
    assert.equal((await call('GET', path, influencer.token)).statusCode, 403, 'an influencer');
    assert.equal((await call('GET', path)).statusCode, 401, 'anonymous');
  });

  it('adds an address as a complaint (lower-cased), recorded with who; 409 when already there, 400 for a bad address', async () => {
    const added = await call('POST', path, staff.token, { email: '  Spam.Report@Feedback.test ' });
    assert.equal(added.statusCode, 201, added.body);
    assert.equal(added.json().email, 'spam.report@feedback.test');
    assert.equal(added.json().reason, 'complaint');
    assert.equal(added.json().message_id, null);
    assert.deepEqual((await changesOf('spam.report@feedback.test')).map((c) => [c.action, c.reason, c.actor, c.actorId]), [['added', 'complaint', 'operator', staff.id]]);

    const again = await call('POST', path, staff.token, { email: 'spam.report@feedback.test' });
    assert.equal(again.statusCode, 409);
    assert.match(again.json().detail, /^This address is already suppressed \(spam complaint since \d{1,2} [A-Z][a-z]{2} \d{4}\)\.$/);
    await suppress('gone@feedback.test', 'unsubscribed', new Date('2026-05-06T12:00:00Z'));
    const kept = await call('POST', path, staff.token, { email: 'gone@feedback.test' });
    assert.equal(kept.json().detail, texts.errors.alreadySuppressed('unsubscribed', '6 May 2026'), 'the first reason is kept');

    const bad = await call('POST', path, staff.token, { email: 'not an address' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().errors, { email: [texts.errors.emailInvalid] });
    const empty = await call('POST', path, staff.token, { email: '  ' });
    assert.deepEqual(empty.json().errors, { email: [texts.errors.emailRequired] });
    assert.equal((await call('POST', path, staff.token, {})).statusCode, 400);

    const byService = await asService('POST', path, { email: 'fbl@feedback.test' });
    assert.equal(byService.statusCode, 201, byService.body);
    assert.deepEqual((await changesOf('fbl@feedback.test')).map((c) => [c.actor, c.actorId]), [['operator', null]]);

    const influencer = await person('adder@suppressions.test');
    assert.equal((await call('POST', path, owner.token, { email: 'x@feedback.test' })).statusCode, 403);
    assert.equal((await call('POST', path, influencer.token, { email: 'x@feedback.test' })).statusCode, 403);
    assert.equal((await call('POST', path, undefined, { email: 'x@feedback.test' })).statusCode, 401);
    assert.equal((await db().select().from(emailSuppressions).where(eq(emailSuppressions.email, 'x@feedback.test'))).length, 0);
  });

  it('an operator-added complaint stops the next outreach e-mail', async () => {
    const ned = await person('ned@suppressions.test');
    assert.equal((await call('POST', path, staff.token, { email: ned.email })).statusCode, 201);
    const campaign = await invitingCampaign(t, owner.token, owner.brandId, { name: 'Complained' });
    await inviteRows(t, owner.token, campaign.id, [await rosterRowOf(t, owner.token, campaign.id, ned.influencerId)]);
    assert.deepEqual(await mailsTo(t, ned.email), []);
    const [message] = await db().select().from(outreachEmails).where(eq(outreachEmails.campaignId, campaign.id));
    assert.deepEqual([message?.status, message?.detail], ['suppressed', 'complaint']);
  });

  it('removes any address (a bounce too), URL-encoded, recorded with who; 404 when not there', async () => {
    await suppress('fixed+box@bounce.test', 'hard_bounce');
    const url = `${path}${encodeURIComponent('Fixed+Box@bounce.test')}/`;
    const influencer = await person('remover@suppressions.test');
    assert.equal((await call('DELETE', url, owner.token)).statusCode, 403);
    assert.equal((await call('DELETE', url, influencer.token)).statusCode, 403);
    assert.equal((await call('DELETE', url)).statusCode, 401);

    const removed = await call('DELETE', url, staff.token);
    assert.equal(removed.statusCode, 204, removed.body);
    assert.equal((await db().select().from(emailSuppressions).where(eq(emailSuppressions.email, 'fixed+box@bounce.test'))).length, 0);
    assert.deepEqual((await changesOf('fixed+box@bounce.test')).map((c) => [c.action, c.reason, c.actor, c.actorId]), [['removed', 'hard_bounce', 'operator', staff.id]]);
    const again = await call('DELETE', url, staff.token);
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().detail, texts.errors.notSuppressed);

    // Every character an address may hold survives the path when encoded.
    await suppress('o/dd?one#x%y@bounce.test', 'hard_bounce');
    assert.equal((await call('DELETE', `${path}${encodeURIComponent('o/dd?one#x%y@bounce.test')}/`, staff.token)).statusCode, 204);
    assert.deepEqual(await db().select().from(emailSuppressions).where(eq(emailSuppressions.email, 'o/dd?one#x%y@bounce.test')), []);

    await suppress('service.removes@bounce.test', 'complaint');
    assert.equal((await asService('DELETE', `${path}service.removes%40bounce.test/`)).statusCode, 204);
  });
});

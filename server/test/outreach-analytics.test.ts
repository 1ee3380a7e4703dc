import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { OutreachMessageStatus, TrackingEventType } from '../../src/domain/outreach/outreach-email.texts';
import { eq } from 'drizzle-orm';
import { brandMembers } from '../src/db/schema/brands.schema';
import { emailTrackingEvents, outreachEmails } from '../src/db/schema/outreach-email.schema';
import { users } from '../src/db/schema/users.schema';
import { markEmailVerified, signInAndGetToken, signUpAndGetToken } from './helpers/auth.helpers';
import { apiCall, brandOwner, createCampaign, teamMember } from './helpers/campaign.helpers';
import { createTestApp, testServiceToken, testStaffEmail, type TestApp } from './helpers/test-app';

/**
 * The e-mail tracking reports (docs/outreach-email.md "Reports") on a crafted set, written straight to the tables:
 *
 * | message | influencer | day | status | events |
 * |---|---|---|---|---|
 * | m1 | Asha | 20 Nov | sent | human open + Apple proxy open (20 Nov), click (21 Nov) |
 * | m2 | Ben | 20 Nov | sent | Apple proxy open only (20 Nov) |
 * | m3 | Cleo | 21 Nov | bounced | bounce |
 * | m4 | Dev | 21 Nov | sent | human open, unsubscribe (21 Nov) |
 * | m5 | Eve | 21 Nov | suppressed | - |
 * | m6 | Asha (reminder) | 21 Nov | sent | - |
 */
let t: TestApp;
let call: ReturnType<typeof apiCall>;
let owner: Awaited<ReturnType<typeof brandOwner>>;
let other: Awaited<ReturnType<typeof brandOwner>>;
let viewer: string;
let campaignId: string;
let staffToken: string;
const day1 = '2026-11-20';
const day2 = '2026-11-21';
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  owner = await brandOwner(t, 'owner@analytics-mail.test', 'Crafted Brand');
  other = await brandOwner(t, 'other@analytics-mail.test', 'Other Brand');
  viewer = await teamMember(t, 'viewer@analytics-mail.test', owner.brandId, 'viewer');
  campaignId = (await createCampaign(t, owner.token, owner.brandId, { name: 'Crafted' })).id;
  await signUpAndGetToken(t.app, { email: testStaffEmail, password: 'Sup3r!secret', name: 'Staff', persona: 'brand' });
  await markEmailVerified(t.app, testStaffEmail);
  staffToken = (await signInAndGetToken(t.app, testStaffEmail, 'Sup3r!secret')).token;

  const { db } = t.app.context.database;
  const person = async (name: string) => {
    const [user] = await db.insert(users).values({ issuer: 'test', subject: randomUUID(), email: `${name.toLowerCase()}@crafted.test`, name, persona: 'influencer' }).returning();
    return user;
  };
  const people = { asha: await person('Asha'), ben: await person('Ben'), cleo: await person('Cleo'), dev: await person('Dev'), eve: await person('Eve') };
  const message = async (who: keyof typeof people, createdAt: Date, status: OutreachMessageStatus, kind: 'invite' | 'reminder' = 'invite') => {
    const id = randomUUID();
    await db.insert(outreachEmails).values({
      id, eventKey: `crafted:${id}`, brandId: owner.brandId, campaignId, userId: people[who].id, toEmail: people[who].email!, influencerName: people[who].name!,
      kind, subject: 'Crafted', status, detail: status === 'bounced' ? '550 5.1.1 No such user' : status === 'suppressed' ? 'unsubscribed' : null, createdAt,
    });
    return id;
  };
  const event = (messageId: string, type: TrackingEventType, createdAt: Date, machine = false) =>
    db.insert(emailTrackingEvents).values({ messageId, type, machine, machineReason: machine ? 'apple-mpp' : null, createdAt });
  const m1 = await message('asha', at(day1, 9), 'sent');
  const m2 = await message('ben', at(day1, 9), 'sent');
  const m3 = await message('cleo', at(day2, 9), 'bounced');
  const m4 = await message('dev', at(day2, 9), 'sent');
  await message('eve', at(day2, 9), 'suppressed');
  await message('asha', at(day2, 10), 'sent', 'reminder');
  await event(m1, 'open', at(day1, 10));
  await event(m1, 'open', at(day1, 10), true);
  await event(m1, 'open', at(day1, 11));
  await event(m1, 'click', at(day2, 8));
  await event(m2, 'open', at(day1, 9), true);
  await event(m2, 'open', at(day2, 9), true);
  await event(m3, 'bounce', at(day2, 9));
  await event(m4, 'open', at(day2, 12));
  await event(m4, 'unsubscribe', at(day2, 13));
});
after(async () => {
  await t?.close();
});

const crafted = { sent: 5, delivered: 4, bounced: 1, suppressed: 1, opened: 3, opened_human: 2, opened_machine: 1, clicked: 1, unsubscribed: 1 };
const zero = { sent: 0, delivered: 0, bounced: 0, suppressed: 0, opened: 0, opened_human: 0, opened_machine: 0, clicked: 0, unsubscribed: 0 };

describe('GET email-tracking/analytics/campaign/{id}/', () => {
  it('counts each e-mail once per figure, human opens apart from machine opens, per influencer and per day', async () => {
    const response = await call('GET', `email-tracking/analytics/campaign/${campaignId}/`, viewer);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual(body.totals, crafted);
    const byName = Object.fromEntries(body.influencers.map((row: Record<string, unknown>) => [row.influencer_name, row]));
    const pick = (name: string) => {
      const { sent, delivered, bounced, suppressed, opened_human, opened_machine, clicked, unsubscribed } = byName[name];
      return { sent, delivered, bounced, suppressed, opened_human, opened_machine, clicked, unsubscribed };
    };
    assert.deepEqual(pick('Asha'), { sent: 2, delivered: 2, bounced: 0, suppressed: 0, opened_human: 1, opened_machine: 0, clicked: 1, unsubscribed: 0 });
    assert.deepEqual(pick('Ben'), { sent: 1, delivered: 1, bounced: 0, suppressed: 0, opened_human: 0, opened_machine: 1, clicked: 0, unsubscribed: 0 });
    assert.deepEqual(pick('Cleo'), { sent: 1, delivered: 0, bounced: 1, suppressed: 0, opened_human: 0, opened_machine: 0, clicked: 0, unsubscribed: 0 });
    assert.deepEqual(pick('Dev'), { sent: 1, delivered: 1, bounced: 0, suppressed: 0, opened_human: 1, opened_machine: 0, clicked: 0, unsubscribed: 1 });
    assert.deepEqual(pick('Eve'), { sent: 0, delivered: 0, bounced: 0, suppressed: 1, opened_human: 0, opened_machine: 0, clicked: 0, unsubscribed: 0 });
    assert.equal(byName.Asha.last_sent_at, at(day2, 10).toISOString());
    assert.deepEqual(body.days, [
      { day: day1, sent: 2, bounced: 0, opened_human: 1, opened_machine: 2, clicked: 0, unsubscribed: 0 },
      { day: day2, sent: 3, bounced: 1, opened_human: 1, opened_machine: 0, clicked: 1, unsubscribed: 1 },
    ]);
  });

  it("404 for another brand's member, 403 for a member without analytics.view", async () => {
    assert.equal((await call('GET', `email-tracking/analytics/campaign/${campaignId}/`, other.token)).statusCode, 404);
    const noAnalytics = await teamMember(t, 'blind@analytics-mail.test', owner.brandId, 'viewer');
    const me = (await call('GET', 'accounts/whoami/', noAnalytics)).json() as { id: string };
    await t.app.context.database.db.update(brandMembers).set({ permissions: ['campaigns.view'] }).where(eq(brandMembers.userId, me.id));
    const refused = await call('GET', `email-tracking/analytics/campaign/${campaignId}/`, noAnalytics);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().detail, 'Your role in this brand does not include analytics.');
  });
});

describe('GET email-tracking/analytics/summary/', () => {
  it("gives a member their brands' totals, an operator every brand's", async () => {
    const mine = (await call('GET', 'email-tracking/analytics/summary/', owner.token)).json();
    assert.equal(mine.scope, 'brand');
    assert.deepEqual(mine.brand_ids, [owner.brandId]);
    assert.deepEqual(mine.totals, crafted);
    assert.deepEqual((await call('GET', 'email-tracking/analytics/summary/', other.token)).json().totals, zero);
    assert.equal((await call('GET', `email-tracking/analytics/summary/?brand_id=${owner.brandId}`, other.token)).statusCode, 404);
    const all = (await call('GET', 'email-tracking/analytics/summary/', staffToken)).json();
    assert.equal(all.scope, 'all');
    assert.deepEqual(all.totals, crafted);
    assert.deepEqual((await call('GET', `email-tracking/analytics/summary/?brand_id=${other.brandId}`, staffToken)).json().totals, zero);
  });
});

describe('GET email-tracking/admin/records/', () => {
  it('lists every outreach e-mail with its figures for operators, paginated and filtered; refuses brand users', async () => {
    assert.equal((await call('GET', 'email-tracking/admin/records/', owner.token)).statusCode, 403);
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/email-tracking/admin/records/?page_size=4', headers: { 'x-service-token': testServiceToken } });
    assert.equal(page.statusCode, 200, page.body);
    const body = page.json();
    assert.equal(body.count, 6);
    assert.equal(body.results.length, 4);
    assert.match(body.next, /page=2/);
    assert.equal(body.results[0].influencer_name, 'Asha', 'newest first: the reminder');
    assert.equal(body.results[0].kind, 'reminder');
    const asha = (await call('GET', 'email-tracking/admin/records/?search=asha&ordering=created_at', staffToken)).json();
    assert.equal(asha.count, 2);
    assert.deepEqual(
      (({ opens_human, opens_machine, clicks, unsubscribed, brand_name, campaign_name }) => ({ opens_human, opens_machine, clicks, unsubscribed, brand_name, campaign_name }))(asha.results[0]),
      { opens_human: 2, opens_machine: 1, clicks: 1, unsubscribed: false, brand_name: 'Crafted Brand', campaign_name: 'Crafted' },
    );
    const bounced = (await call('GET', 'email-tracking/admin/records/?status=bounced', staffToken)).json();
    assert.equal(bounced.count, 1);
    assert.equal(bounced.results[0].detail, '550 5.1.1 No such user');
    assert.equal((await call('GET', 'email-tracking/admin/records/?status=lost', staffToken)).statusCode, 400);
  });
});

// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): two accepts of one invite at once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { marketplaceMessages as m } from '../../src/domain/marketplace/marketplace.texts';
import { inviteExpiresAt } from '../../src/domain/marketplace/invite-status';
import { campaigns } from '../src/db/schema/campaigns.schema';
import { campaignInfluencers, type NewCampaignInfluencer } from '../src/db/schema/marketplace.schema';
import { notifications } from '../src/db/schema/notifications.schema';
import { createInviteExpiryRepository } from '../src/repositories/invite-expiry.repository';
import { createOutboxRepository } from '../src/repositories/outbox.repository';
import { createInviteExpiryService } from '../src/services/invite-expiry.service';
import { deliverNotification, notificationKind, type NotificationEventPayload } from '../src/services/notification-outbox';
import { createOutboxService } from '../src/services/outbox.service';
import { signUpAndGetToken } from './helpers/auth.helpers';
import { apiCall, brandOwner, createCampaign, errorsOf, fundCampaign, teamMember, type CampaignBody } from './helpers/campaign.helpers';
import { paymentTexts } from '../../src/domain/payments/payment.texts';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let call: ReturnType<typeof apiCall>;
let owner: Awaited<ReturnType<typeof brandOwner>>;
let campaign: CampaignBody;
const influencer: Record<'ana' | 'ben', { token: string; id: string; userId: string }> = {} as never;
const day = 86_400_000;
const tomorrow = () => new Date(Date.now() + day).toISOString().slice(0, 10);

const application = () => ({
  proposed_content: 'A ten minute monsoon haul video with the collection in three city looks, shot outdoors.',
  previous_work: ['https://www.youtube.com/watch?v=abc123', 'https://instagram.com/p/xyz'],
  expected_delivery_date: tomorrow(),
  requested_compensation: '45000',
  additional_notes: 'Happy to share drafts early.',
  agreed_to_terms: true,
});

async function signUpInfluencer(email: string, displayName: string) {
  const token = await signUpAndGetToken(t.app, { email, password: 'Secret!234', name: displayName, persona: 'influencer' });
  const profile = await call('POST', 'influencers/profile/', token, { display_name: displayName });
  assert.equal(profile.statusCode, 200, profile.body);
  const me = (await call('GET', 'accounts/whoami/', token)).json() as { id: string };
  return { token, id: (profile.json() as { id: string }).id, userId: me.id };
}

/** A roster row sent to `influencerId` (what the brand's bulk invite writes), straight into the table. */
async function invite(influencerId: string, fields: Partial<NewCampaignInfluencer> = {}, campaignId = campaign.id) {
  const invitedAt = fields.invitedAt ?? new Date();
  const [row] = await t.database.db.insert(campaignInfluencers).values({
    campaignId, influencerId, status: 'invited', invitedAt, expiresAt: inviteExpiresAt(invitedAt), invitedBy: owner.userId,
    offeredAmount: '40000.00', message: 'We love your travel videos.',
    offeredPlacements: [{ placement_id: '00000000-0000-4000-8000-000000000001', type: 'yt_dedicated_video', quantity: 2, pricing_type: 'fixed', rate: '20000.00', projected_views: null, amount: '40000.00' }],
    ...fields,
  }).returning();
  return row!.id;
}

async function newCampaign(name: string, status: 'outreach_in_progress' | 'active' = 'outreach_in_progress', fundedMinor = 1_000_000_00) {
  const body = await createCampaign(t, owner.token, owner.brandId, { name });
  assert.equal((await call('POST', `campaigns/${body.id}/publish/`, owner.token)).statusCode, 200);
  await t.database.db.update(campaigns).set({ status }).where(eq(campaigns.id, body.id));
  if (fundedMinor > 0) await fundCampaign(t, body.id, fundedMinor);
  return body;
}

const escrowOf = (campaignId: string) => t.app.context.ledger.balance(`campaign:${campaignId}:escrow`, 'INR');

const campaignStatus = async (id: string) => (await t.database.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]?.status;
const storedNotificationsOf = (userId: string, title: string) =>
  t.database.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.title, title)));
/** What the user sees once the worker has delivered the outbox (docs/outbox.md: within a second in a running app). */
const notificationsOf = async (userId: string, title: string) => {
  await t.app.context.outbox.deliverPending();
  return storedNotificationsOf(userId, title);
};

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  owner = await brandOwner(t, 'owner@invites.test');
  campaign = await newCampaign('Monsoon Launch');
  influencer.ana = await signUpInfluencer('ana@invites.test', 'ana.travels');
  influencer.ben = await signUpInfluencer('ben@invites.test', 'ben.cooks');
});
after(() => t.close());

describe('GET influencers/campaign-invites/', () => {
  let ids: string[];
  before(async () => {
    const other = await newCampaign('Winter Knits');
    ids = [
      await invite(influencer.ana.id, { invitedAt: new Date(Date.now() - 3 * day), offeredAmount: '10000.00' }),
      await invite(influencer.ana.id, { invitedAt: new Date(Date.now() - 2 * day), offeredAmount: '30000.00', status: 'declined', declineReason: 'Busy' }, other.id),
    ];
    const third = await newCampaign('Summer Candidates');
    await invite(influencer.ana.id, { status: 'candidate', invitedAt: null, expiresAt: null }, third.id);
    await invite(influencer.ben.id, {});
  });

  it('lists only my sent invites, newest first, with the campaign and brand', async () => {
    const response = await call('GET', 'influencers/campaign-invites/', influencer.ana.token);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.count, 2);
    assert.deepEqual(body.results.map((r: { id: string }) => r.id), [ids[1], ids[0]]);
    const first = body.results[1];
    assert.equal(first.status, 'invited');
    assert.equal(first.campaign.name, 'Monsoon Launch');
    assert.equal(first.campaign.brand.name, 'Acme Demo Co.');
    assert.equal(first.campaign.currency, 'INR');
    assert.deepEqual(first.campaign.platforms.sort(), ['instagram', 'youtube']);
    assert.equal(first.offered_amount, '10000.00');
    assert.equal(first.offered_placements[0].type, 'yt_dedicated_video');
    assert.equal(first.message, 'We love your travel videos.');
    assert.ok(first.expires_at > first.invited_at);
  });

  it('filters by status, platform and search, orders and paginates', async () => {
    const get = async (query: string) => (await call('GET', `influencers/campaign-invites/?${query}`, influencer.ana.token)).json();
    assert.deepEqual((await get('status=declined')).results.map((r: { id: string }) => r.id), [ids[1]]);
    assert.equal((await get('search=winter')).count, 1);
    assert.equal((await get('search=acme')).count, 2);
    assert.equal((await get('search=nothing%25')).count, 0);
    assert.equal((await get('platform=youtube')).count, 2);
    assert.deepEqual((await get('ordering=offered_amount')).results.map((r: { id: string }) => r.id), [ids[0], ids[1]]);
    const page = await get('page_size=1&page=2');
    assert.equal(page.count, 2);
    assert.deepEqual(page.results.map((r: { id: string }) => r.id), [ids[0]]);
    assert.ok(page.previous);
    assert.equal(page.next, null);
  });

  it('refuses a bad status, and brand callers', async () => {
    assert.equal((await call('GET', 'influencers/campaign-invites/?status=candidate', influencer.ana.token)).statusCode, 400);
    assert.equal((await call('GET', 'influencers/campaign-invites/', owner.token)).statusCode, 403);
    assert.equal((await call('GET', 'influencers/campaign-invites/')).statusCode, 401);
  });
});

describe('GET influencers/campaign-invites/{id}/', () => {
  it('shows the brief, placements with deadlines and the offer', async () => {
    const id = await invite(influencer.ana.id, {}, (await newCampaign('Brief Campaign')).id);
    const response = await call('GET', `influencers/campaign-invites/${id}/`, influencer.ana.token);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.brief.guidelines, 'Show the product in daylight.');
    assert.deepEqual(body.brief.talking_points, ['Waterproof']);
    assert.deepEqual(body.brief.dos, ['Tag us']);
    assert.deepEqual(body.brief.donts, ['No competitors']);
    assert.deepEqual(body.brief.links, ['https://example.com/monsoon']);
    assert.equal(body.placements[0].platform, 'youtube');
    assert.equal(body.placements[0].deadline, body.campaign.end_date);
    assert.equal(body.placements[0].expected_delivery_date, null);
    assert.equal(body.application, null);
    assert.equal(body.can_answer, true);
  });

  it("is 404 for another influencer's invite, a candidate row, a brand caller and a missing id", async () => {
    const mine = await invite(influencer.ana.id, {}, (await newCampaign('Private Campaign')).id);
    const candidate = await invite(influencer.ana.id, { status: 'candidate' }, (await newCampaign('Candidate Campaign')).id);
    const removed = await invite(influencer.ana.id, { status: 'removed' }, (await newCampaign('Removed Campaign')).id);
    const get = (id: string, token: string) => call('GET', `influencers/campaign-invites/${id}/`, token);
    assert.equal((await get(mine, influencer.ben.token)).statusCode, 404);
    assert.equal((await get(candidate, influencer.ana.token)).statusCode, 404);
    assert.equal((await get(removed, influencer.ana.token)).statusCode, 404);
    assert.equal((await get(mine, owner.token)).statusCode, 404);
    assert.equal((await get('00000000-0000-4000-8000-000000000000', influencer.ana.token)).statusCode, 404);
    assert.equal((await get('not-a-uuid', influencer.ana.token)).statusCode, 400);
    const accept = await call('POST', `influencers/campaign-invites/${mine}/accept/`, influencer.ben.token, application());
    assert.equal(accept.statusCode, 404);
    assert.equal((await call('POST', `influencers/campaign-invites/${candidate}/decline/`, influencer.ana.token, { reason: 'No thanks' })).statusCode, 404);
    assert.equal((await call('POST', `influencers/campaign-invites/${mine}/decline/`, owner.token, { reason: 'No thanks' })).statusCode, 404);
  });
});

describe('POST influencers/campaign-invites/{id}/accept/', () => {
  it('refuses every application rule with its message', async () => {
    const id = await invite(influencer.ana.id, {}, (await newCampaign('Rules Campaign')).id);
    const accept = (body: object) => call('POST', `influencers/campaign-invites/${id}/accept/`, influencer.ana.token, body);
    const cases: Array<[object, string, string]> = [
      [{ proposed_content: 'too short' }, 'proposed_content', m.proposalLength],
      [{ proposed_content: 'x'.repeat(1001) }, 'proposed_content', m.proposalLength],
      [{ proposed_content: '' }, 'proposed_content', m.proposalRequired],
      [{ previous_work: Array.from({ length: 6 }, (_, i) => `https://example.com/${i}`) }, 'previous_work', m.previousWorkTooMany],
      [{ previous_work: ['not a url'] }, 'previous_work', m.previousWorkUrl],
      [{ expected_delivery_date: new Date().toISOString().slice(0, 10) }, 'expected_delivery_date', m.deliveryDateFuture],
      [{ expected_delivery_date: '' }, 'expected_delivery_date', m.deliveryDateRequired],
      [{ requested_compensation: '-5' }, 'requested_compensation', m.compensationInvalid],
      [{ requested_compensation: '10.123' }, 'requested_compensation', m.compensationInvalid],
      [{ additional_notes: 'n'.repeat(501) }, 'additional_notes', m.notesLength],
      [{ agreed_to_terms: false }, 'agreed_to_terms', 'You must agree to the campaign terms'],
    ];
    for (const [patch, field, message] of cases) {
      const response = await accept({ ...application(), ...patch });
      assert.equal(response.statusCode, 400, `${field}: ${response.body}`);
      const errors = errorsOf(response.body);
      assert.deepEqual(Object.keys(errors), [field], field);
      assert.ok(errors[field]?.includes(message), `${field}: ${response.body}`);
    }
    const { agreed_to_terms: _omitted, ...noTerms } = application();
    assert.deepEqual(errorsOf((await accept(noTerms)).body), { agreed_to_terms: ['You must agree to the campaign terms'] });
    assert.equal((await call('GET', `influencers/campaign-invites/${id}/`, influencer.ana.token)).json().status, 'invited');
  });

  it('accepts once: stores the application, activates the campaign, tells the brand; a second answer is 409', async () => {
    const manager = await teamMember(t, 'manager@invites.test', owner.brandId, 'manager');
    const managerId = (await call('GET', 'accounts/whoami/', manager)).json().id as string;
    const target = await newCampaign('Accept Campaign');
    const id = await invite(influencer.ana.id, {}, target.id);
    const response = await call('POST', `influencers/campaign-invites/${id}/accept/`, influencer.ana.token, application());
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.status, 'accepted');
    assert.ok(body.responded_at);
    assert.equal(body.application.requested_compensation, '45000.00');
    assert.equal(body.application.agreed_to_terms, true);
    assert.equal(body.placements[0].expected_delivery_date, tomorrow());
    assert.equal(body.can_answer, false);
    assert.equal(await campaignStatus(target.id), 'active');
    for (const userId of [owner.userId, managerId]) {
      const sent = await notificationsOf(userId, 'Invite accepted');
      assert.equal(sent.filter((n) => n.eventKey === `invite.accepted:${id}`).length, 1);
      assert.equal(sent.find((n) => n.eventKey === `invite.accepted:${id}`)?.actionUrl, `/brands/${owner.brandId}/campaigns/${target.id}`);
    }
    const again = await call('POST', `influencers/campaign-invites/${id}/accept/`, influencer.ana.token, application());
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().detail, m.inviteAlreadyAnswered);
    const decline = await call('POST', `influencers/campaign-invites/${id}/decline/`, influencer.ana.token, { reason: 'Changed my mind' });
    assert.equal(decline.statusCode, 409);
    assert.equal(decline.json().detail, m.inviteAlreadyAnswered);
  });

  it('commits the offer from the funded escrow; an offer the escrow cannot cover is refused and the invite stays open', async () => {
    const funded = await newCampaign('Committed Campaign', 'outreach_in_progress', 50_000_00);
    const id = await invite(influencer.ana.id, {}, funded.id);
    assert.equal((await call('POST', `influencers/campaign-invites/${id}/accept/`, influencer.ana.token, application())).statusCode, 200);
    assert.equal(await escrowOf(funded.id), 10_000_00);
    assert.equal(await t.app.context.ledger.balance(`placement:${id}:committed`, 'INR'), 40_000_00);

    const short = await newCampaign('Underfunded Campaign', 'outreach_in_progress', 39_999_99);
    const refusedId = await invite(influencer.ana.id, {}, short.id);
    const refused = await call('POST', `influencers/campaign-invites/${refusedId}/accept/`, influencer.ana.token, application());
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().detail, paymentTexts.acceptUnfunded);
    const details = (await call('GET', `influencers/campaign-invites/${refusedId}/`, influencer.ana.token)).json();
    assert.deepEqual([details.status, details.can_answer], ['invited', true]);
    assert.equal(await escrowOf(short.id), 39_999_99);
    // Once the brand adds funds, the same acceptance goes through.
    await fundCampaign(t, short.id, 1);
    assert.equal((await call('POST', `influencers/campaign-invites/${refusedId}/accept/`, influencer.ana.token, application())).statusCode, 200);
    assert.equal(await escrowOf(short.id), 0);
  });

  it('lets exactly one of two concurrent accepts win', async () => {
    const target = await newCampaign('Race Campaign');
    const id = await invite(influencer.ana.id, {}, target.id);
    const accept = () => call('POST', `influencers/campaign-invites/${id}/accept/`, influencer.ana.token, application());
    const results = await Promise.all([accept(), accept()]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    assert.equal(await campaignStatus(target.id), 'active');
    assert.equal((await notificationsOf(owner.userId, 'Invite accepted')).filter((n) => n.eventKey === `invite.accepted:${id}`).length, 1);
  });

  it('answers 409 for an invite past its deadline and marks it expired', async () => {
    const invitedAt = new Date(Date.now() - 8 * day);
    const id = await invite(influencer.ana.id, { invitedAt, expiresAt: inviteExpiresAt(invitedAt) }, (await newCampaign('Late Campaign')).id);
    const late = await call('POST', `influencers/campaign-invites/${id}/accept/`, influencer.ana.token, application());
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().detail, m.inviteExpired);
    const details = (await call('GET', `influencers/campaign-invites/${id}/`, influencer.ana.token)).json();
    assert.equal(details.status, 'expired');
    assert.equal(details.can_answer, false);
    const decline = await call('POST', `influencers/campaign-invites/${id}/decline/`, influencer.ana.token, { reason: 'Too late' });
    assert.equal(decline.json().detail, m.inviteExpired);
    assert.equal((await notificationsOf(influencer.ana.userId, 'Invite expired')).filter((n) => n.eventKey === `invite-expired:${id}`).length, 1);
  });

  it('answers 409 while the campaign is paused or canceled, and the invite stays open', async () => {
    const paused = await newCampaign('Paused Campaign');
    const id = await invite(influencer.ana.id, {}, paused.id);
    for (const status of ['paused', 'canceled'] as const) {
      await t.database.db.update(campaigns).set({ status }).where(eq(campaigns.id, paused.id));
      const refused = await call('POST', `influencers/campaign-invites/${id}/accept/`, influencer.ana.token, application());
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json().detail, m.campaignNotAnswerable);
      const details = (await call('GET', `influencers/campaign-invites/${id}/`, influencer.ana.token)).json();
      assert.deepEqual([details.status, details.can_answer], ['invited', false]);
    }
  });
});

describe('POST influencers/campaign-invites/{id}/decline/', () => {
  it('needs a reason, declines and tells the brand the reason', async () => {
    const target = await newCampaign('Decline Campaign');
    const id = await invite(influencer.ben.id, {}, target.id);
    const decline = (body: object) => call('POST', `influencers/campaign-invites/${id}/decline/`, influencer.ben.token, body);
    assert.deepEqual(errorsOf((await decline({})).body), { reason: [m.declineReasonLength] });
    assert.deepEqual(errorsOf((await decline({ reason: 'no' })).body), { reason: [m.declineReasonLength] });
    const response = await decline({ reason: 'Fully booked this month.' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().status, 'declined');
    assert.equal(response.json().decline_reason, 'Fully booked this month.');
    assert.equal(await campaignStatus(target.id), 'outreach_in_progress');
    const sent = (await notificationsOf(owner.userId, 'Invite declined')).filter((n) => n.eventKey === `invite.declined:${id}`);
    assert.equal(sent.length, 1);
    assert.match(sent[0]!.message, /ben\.cooks declined .*Fully booked this month\./);
    assert.equal((await decline({ reason: 'Again' })).statusCode, 409);
  });
});

describe('invite expiry jobs', () => {
  it('expireDue marks overdue invites expired, tells both sides, and is idempotent and safe to run twice at once', async () => {
    const target = await newCampaign('Expiry Campaign');
    const invitedAt = new Date(Date.now() - 10 * day);
    const overdue = await invite(influencer.ben.id, { invitedAt, expiresAt: inviteExpiresAt(invitedAt) }, target.id);
    const fresh = await invite(influencer.ana.id, {}, target.id);
    const expiry = t.app.context.services.inviteExpiry;
    const counts = await Promise.all([expiry.expireDue(new Date()), expiry.expireDue(new Date())]);
    assert.equal(counts.reduce((a, b) => a + b, 0), 1, 'each overdue invite is expired by exactly one run');
    assert.equal(await expiry.expireDue(new Date()), 0);
    const rows = await t.database.db.select().from(campaignInfluencers).where(eq(campaignInfluencers.campaignId, target.id));
    assert.equal(rows.find((r) => r.id === overdue)?.status, 'expired');
    assert.equal(rows.find((r) => r.id === fresh)?.status, 'invited');
    assert.equal((await notificationsOf(influencer.ben.userId, 'Invite expired')).filter((n) => n.eventKey === `invite-expired:${overdue}`).length, 1);
    const brandSide = (await notificationsOf(owner.userId, 'Invite expired')).filter((n) => n.eventKey === `invite-expired:${overdue}`);
    assert.equal(brandSide.length, 1);
    assert.match(brandSide[0]!.message, /ben\.cooks did not answer/);
  });

  it('remindExpiring reminds once per invite within the reminder window', async () => {
    const target = await newCampaign('Reminder Campaign');
    const now = new Date();
    const soon = await invite(influencer.ana.id, { invitedAt: new Date(now.getTime() - 6.5 * day), expiresAt: new Date(now.getTime() + 12 * 3_600_000) }, target.id);
    const later = await invite(influencer.ben.id, {}, target.id);
    const expiry = t.app.context.services.inviteExpiry;
    const counts = await Promise.all([expiry.remindExpiring(now), expiry.remindExpiring(now)]);
    assert.equal(counts.reduce((a, b) => a + b, 0), 1);
    assert.equal(await expiry.remindExpiring(new Date()), 0);
    assert.equal((await notificationsOf(influencer.ana.userId, 'Invite expiring')).filter((n) => n.eventKey === `invite-expiring:${soon}`).length, 1);
    assert.equal((await notificationsOf(influencer.ben.userId, 'Invite expiring')).filter((n) => n.eventKey === `invite-expiring:${later}`).length, 0);
    const [row] = await t.database.db.select().from(campaignInfluencers).where(eq(campaignInfluencers.id, soon));
    assert.ok(row?.expiryReminderSentAt);
  });

  /** The app's outbox, but whose first delivery of `eventKey` to `userId` fails (the worker dying mid-send). */
  function outboxFailingOnce(eventKey: string, userId: string) {
    let failed = false;
    return createOutboxService({
      db: t.database.db, repository: createOutboxRepository(t.database.db), logger: t.app.log,
      deliverers: {
        [notificationKind]: async (tx, payload, event) => {
          const { notification, userId: to } = payload as NotificationEventPayload;
          if (!failed && notification.eventKey === eventKey && to === userId) {
            failed = true;
            throw new Error('notifications are down');
          }
          await deliverNotification(tx, payload, event);
        },
      },
    });
  }
  /** The app's expiry service, whose transactions fail while writing their outbox events (the database failing mid-run). */
  function expiryFailingToWrite() {
    const real = createInviteExpiryRepository(t.database.db);
    const broken = () => {
      throw new Error('the outbox is unavailable');
    };
    return createInviteExpiryService({
      repository: {
        expireBatch: (now, limit, ids) => real.expireBatch(now, limit, ids, broken),
        remindBatch: (now, slot, limit) => real.remindBatch(now, slot, limit, broken),
      },
      outbox: t.app.context.outbox,
    });
  }
  const inviteRow = async (id: string) => (await t.database.db.select().from(campaignInfluencers).where(eq(campaignInfluencers.id, id)))[0]!;
  const expiredNoticesFor = async (userId: string, id: string) =>
    (await notificationsOf(userId, 'Invite expired')).filter((n) => n.eventKey === `invite-expired:${id}`).length;
  const storedExpiredNoticesFor = async (userId: string, id: string) =>
    (await storedNotificationsOf(userId, 'Invite expired')).filter((n) => n.eventKey === `invite-expired:${id}`).length;

  it('expireDue tells both sides of invites a crashed run expired but never notified, once', async () => {
    const target = await newCampaign('Crashed Expiry Campaign');
    const invitedAt = new Date(Date.now() - 10 * day);
    // What a run that died between the status change and the notifications leaves behind.
    const halfDone = await invite(influencer.ben.id, { invitedAt, expiresAt: inviteExpiresAt(invitedAt) }, target.id);
    await t.database.db.update(campaignInfluencers).set({ status: 'expired' }).where(eq(campaignInfluencers.id, halfDone));
    assert.equal((await inviteRow(halfDone)).expiryNotifiedAt, null);
    const expiry = t.app.context.services.inviteExpiry;

    assert.equal(await expiry.expireDue(new Date()), 0, 'nothing expires in this run; it only heals');
    assert.equal(await expiredNoticesFor(influencer.ben.userId, halfDone), 1);
    assert.equal(await expiredNoticesFor(owner.userId, halfDone), 1);
    assert.ok((await inviteRow(halfDone)).expiryNotifiedAt);

    await expiry.expireDue(new Date());
    assert.equal(await expiredNoticesFor(influencer.ben.userId, halfDone), 1);
    assert.equal(await expiredNoticesFor(owner.userId, halfDone), 1);
  });

  it('a run that fails before its commit changes nothing; the next run expires and tells both sides, once', async () => {
    const target = await newCampaign('Failed Expiry Campaign');
    const invitedAt = new Date(Date.now() - 10 * day);
    const overdue = await invite(influencer.ana.id, { invitedAt, expiresAt: inviteExpiresAt(invitedAt) }, target.id);

    await assert.rejects(expiryFailingToWrite().expireDue(new Date()), /the outbox is unavailable/);
    const rolledBack = await inviteRow(overdue);
    assert.equal(rolledBack.status, 'invited', 'the status change rolled back with its notifications');
    assert.equal(rolledBack.expiryNotifiedAt, null);
    assert.equal(await expiredNoticesFor(influencer.ana.userId, overdue), 0);

    assert.equal(await t.app.context.services.inviteExpiry.expireDue(new Date()), 1);
    assert.equal(await expiredNoticesFor(influencer.ana.userId, overdue), 1);
    assert.equal(await expiredNoticesFor(owner.userId, overdue), 1);
    assert.ok((await inviteRow(overdue)).expiryNotifiedAt);
    assert.equal(await t.app.context.services.inviteExpiry.expireDue(new Date()), 0);
    assert.equal(await expiredNoticesFor(influencer.ana.userId, overdue), 1);
  });

  it('an expiry notification whose delivery failed is delivered by a later attempt, once', async () => {
    const target = await newCampaign('Failed Delivery Campaign');
    const invitedAt = new Date(Date.now() - 10 * day);
    const overdue = await invite(influencer.ben.id, { invitedAt, expiresAt: inviteExpiresAt(invitedAt) }, target.id);
    const failing = outboxFailingOnce(`invite-expired:${overdue}`, influencer.ben.userId);

    assert.equal(await t.app.context.services.inviteExpiry.expireDue(new Date()), 1);
    assert.ok((await inviteRow(overdue)).expiryNotifiedAt, 'told once and for all: the events are stored with the change');
    const first = await failing.deliverPending();
    assert.equal(first.failed, 1);
    assert.equal(await storedExpiredNoticesFor(influencer.ben.userId, overdue), 0);
    assert.equal(await storedExpiredNoticesFor(owner.userId, overdue), 1, 'one recipient failing holds back no other');

    assert.equal(await t.app.context.services.inviteExpiry.expireDue(new Date()), 0, 'the next run has nothing left to do');
    const retried = await failing.deliverPending({ at: new Date(Date.now() + 60_000) });
    assert.equal(retried.failed, 0);
    assert.equal(await storedExpiredNoticesFor(influencer.ben.userId, overdue), 1);
    assert.equal(await expiredNoticesFor(owner.userId, overdue), 1);
    await failing.deliverPending({ at: new Date(Date.now() + 3_600_000) });
    assert.equal(await storedExpiredNoticesFor(influencer.ben.userId, overdue), 1);
  });

  it('a reminder run that fails before its commit is not marked, and the next run reminds once', async () => {
    const target = await newCampaign('Failed Reminder Campaign');
    const now = new Date();
    const soon = await invite(influencer.ben.id, { invitedAt: new Date(now.getTime() - 6.5 * day), expiresAt: new Date(now.getTime() + 6 * 3_600_000) }, target.id);
    const reminders = async () => (await notificationsOf(influencer.ben.userId, 'Invite expiring')).filter((n) => n.eventKey === `invite-expiring:${soon}`).length;

    await assert.rejects(expiryFailingToWrite().remindExpiring(now), /the outbox is unavailable/);
    assert.equal((await inviteRow(soon)).expiryReminderSentAt, null);
    assert.equal(await reminders(), 0);

    const expiry = t.app.context.services.inviteExpiry;
    assert.ok(await expiry.remindExpiring(now) >= 1);
    assert.equal(await reminders(), 1);
    assert.ok((await inviteRow(soon)).expiryReminderSentAt);
    assert.equal(await expiry.remindExpiring(now), 0);
    assert.equal(await reminders(), 1);
  });
});

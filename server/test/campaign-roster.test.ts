import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { formatDateRange } from '../../src/domain/format/display-format';
import { marketplaceMessages as mm } from '../../src/domain/marketplace/marketplace.texts';
import { campaignInfluencers } from '../src/db/schema/marketplace.schema';
import { notifications } from '../src/db/schema/notifications.schema';
import { users } from '../src/db/schema/users.schema';
import { isOutboxMailer } from '../src/integrations/mailer/mailer';
import { apiCall, brandOwner, createCampaign, fundCampaign, teamMember } from './helpers/campaign.helpers';
import { paymentTexts } from '../../src/domain/payments/payment.texts';
import { forceStatus, seedInfluencer, seedMatchingSet, statusOf } from './helpers/roster.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let call: ReturnType<typeof apiCall>;
let owner: Awaited<ReturnType<typeof brandOwner>>;
let other: Awaited<ReturnType<typeof brandOwner>>;
let viewer: string;
let set: Awaited<ReturnType<typeof seedMatchingSet>>;

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  owner = await brandOwner(t, 'owner@roster.test');
  other = await brandOwner(t, 'other@roster.test', 'Other Brand');
  viewer = await teamMember(t, 'viewer@roster.test', owner.brandId, 'viewer');
  set = await seedMatchingSet(t);
});
after(async () => {
  await t?.close();
});

interface Entry { id: string; influencer_id: string; status: string; source: string; fit_score: number; offered_amount: string | null; projected_amount: string; display_name: string; accounts: Array<{ platform: string }> }
interface Page { count: number; next: string | null; results: Entry[] }

/** A published campaign whose matching ran: outreach_pending with the 4 candidates of the crafted set. */
/** A published, matched campaign, funded with `fundedMinor` (its whole ₹1,00,000 budget unless told). */
async function matchedCampaign(fields: Record<string, unknown> = {}, fundedMinor = 100_000_00) {
  const campaign = await createCampaign(t, owner.token, owner.brandId, fields);
  assert.equal((await call('POST', `campaigns/${campaign.id}/publish/`, owner.token)).statusCode, 200);
  await t.app.context.jobs.drain();
  if (fundedMinor > 0) await fundCampaign(t, campaign.id, fundedMinor);
  return campaign.id;
}
const list = async (id: string, query = '', token = owner.token) => {
  const response = await call('GET', `campaigns/${id}/influencers/${query}`, token);
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as Page;
};
const rowOf = async (id: string, influencerId: string) => (await list(id)).results.find((r) => r.influencer_id === influencerId)!;

describe('GET campaigns/{id}/influencers/', () => {
  it('lists candidates best fit first with filters, ordering and pagination', async () => {
    const id = await matchedCampaign();
    const all = await list(id);
    assert.equal(all.count, 4);
    assert.deepEqual(all.results.map((r) => r.display_name), ['Asha Perfect', 'Chetan Gamer', 'Bina Tube', 'Dev Tiny']);
    assert.equal(all.results[0].projected_amount, '52000.00');
    assert.deepEqual(all.results[0].accounts.map((a) => a.platform).sort(), ['instagram', 'youtube']);
    assert.deepEqual((await list(id, '?platform=instagram')).results.map((r) => r.display_name), ['Asha Perfect', 'Chetan Gamer']);
    assert.deepEqual((await list(id, '?min_fit=73')).results.map((r) => r.display_name), ['Asha Perfect', 'Chetan Gamer']);
    assert.deepEqual((await list(id, '?search=tub')).results.map((r) => r.display_name), ['Bina Tube']);
    assert.deepEqual((await list(id, '?ordering=display_name')).results.map((r) => r.display_name), ['Asha Perfect', 'Bina Tube', 'Chetan Gamer', 'Dev Tiny']);
    const page = await list(id, '?page_size=3&page=2');
    assert.deepEqual(page.results.map((r) => r.display_name), ['Dev Tiny']);
    assert.equal((await list(id, '?status=invited')).count, 0);
    assert.equal((await list(id, '?source=manual')).count, 0);
    assert.equal((await call('GET', `campaigns/${id}/influencers/?status=bogus`, owner.token)).statusCode, 400);
    assert.equal((await list(id, '', viewer)).count, 4, 'viewers may look');
  });

  it("404 for another brand's campaign", async () => {
    const id = await matchedCampaign();
    assert.equal((await call('GET', `campaigns/${id}/influencers/`, other.token)).statusCode, 404);
    assert.equal((await call('POST', `campaigns/${id}/influencers/invite/`, other.token, { roster_ids: [(await rowOf(id, set.perfect.id)).id] })).statusCode, 404);
  });
});

describe('adding and removing by hand', () => {
  it('adds a completed profile (409 when on the roster, 400 when incomplete), removes and restores a candidate', async () => {
    const id = await matchedCampaign();
    const extra = await seedInfluencer(t, { name: 'Gita Manual', categories: ['Travel'], accounts: [{ platform: 'youtube', followers: 5_000 }] });
    assert.equal((await call('POST', `campaigns/${id}/influencers/`, viewer, { influencer_id: extra.id })).statusCode, 403);
    const added = await call('POST', `campaigns/${id}/influencers/`, owner.token, { influencer_id: extra.id });
    assert.equal(added.statusCode, 201, added.body);
    assert.equal(added.json().source, 'manual');
    assert.equal((await call('POST', `campaigns/${id}/influencers/`, owner.token, { influencer_id: extra.id })).statusCode, 409);
    assert.equal((await call('POST', `campaigns/${id}/influencers/`, owner.token, { influencer_id: set.incomplete.id })).statusCode, 400);
    const tiny = await rowOf(id, set.tiny.id);
    assert.equal((await call('DELETE', `campaigns/${id}/influencers/${tiny.id}/`, viewer)).statusCode, 403);
    assert.equal((await call('DELETE', `campaigns/${id}/influencers/${tiny.id}/`, owner.token)).statusCode, 204);
    assert.equal((await rowOf(id, set.tiny.id)).status, 'removed');
    assert.equal((await call('DELETE', `campaigns/${id}/influencers/${tiny.id}/`, owner.token)).statusCode, 204, 'removing twice is harmless');
    const restored = await call('POST', `campaigns/${id}/influencers/`, owner.token, { influencer_id: set.tiny.id });
    assert.equal(restored.statusCode, 201, restored.body);
    assert.equal(restored.json().status, 'candidate');
    assert.equal(restored.json().id, tiny.id);
  });
});

describe('POST campaigns/{id}/influencers/invite/', () => {
  it('invites with offers, moves to outreach_in_progress, notifies each influencer once, and treats a retry as done', async () => {
    const id = await matchedCampaign();
    const asha = await rowOf(id, set.perfect.id);
    assert.equal((await call('POST', `campaigns/${id}/influencers/invite/`, viewer, { roster_ids: [asha.id] })).statusCode, 403);
    const response = await call('POST', `campaigns/${id}/influencers/invite/`, owner.token, { roster_ids: [asha.id], message: 'Join us!' });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.invited.length, 1);
    assert.equal(body.invited[0].offered_amount, '52000.00');
    assert.equal(body.invited[0].status, 'invited');
    assert.deepEqual(body.budget, { currency: 'INR', budget: '100000.00', committed: '52000.00', left: '48000.00', campaign_status: 'outreach_in_progress', can_invite: true, funded_room: '48000.00' });
    const [row] = await t.app.context.database.db.select().from(campaignInfluencers).where(eq(campaignInfluencers.id, asha.id));
    assert.equal(row.expiresAt!.getTime() - row.invitedAt!.getTime(), 7 * 86_400_000);
    assert.equal(row.offeredPlacements!.length, 2);
    assert.equal(await statusOf(t, id), 'outreach_in_progress');
    const retry = await call('POST', `campaigns/${id}/influencers/invite/`, owner.token, { roster_ids: [asha.id], message: 'Join us!' });
    assert.equal(retry.statusCode, 200, retry.body);
    assert.deepEqual(retry.json().already_invited, [asha.id]);
    assert.equal(retry.json().invited.length, 0);
    // The worker delivers the outbox within a second (docs/outbox.md); here the test runs it.
    await t.app.context.outbox.deliverPending();
    const notes = await t.app.context.database.db.select().from(notifications).where(and(eq(notifications.userId, set.perfect.userId), eq(notifications.eventKey, `invite:${asha.id}`)));
    assert.equal(notes.length, 1);
    assert.equal(notes[0].title, 'New campaign invite');
    assert.equal(notes[0].actionUrl, `/campaigns/invites/${asha.id}`);
    // The notification and its e-mail say the same, in the shared formats: '(26 Nov 2026 – 25 Dec 2026) for ₹52,000'.
    const campaign = (await call('GET', `campaigns/${id}/`, owner.token)).json() as { name: string; start_date: string; end_date: string };
    const expected = `You are invited to "${campaign.name}" (${formatDateRange(campaign.start_date, campaign.end_date)}) for ₹52,000. Answer within 7 days.`;
    assert.equal(notes[0].message, expected);
    const mailer = t.app.context.identity.mailer;
    assert.ok(isOutboxMailer(mailer));
    const [recipient] = await t.app.context.database.db.select({ email: users.email }).from(users).where(eq(users.id, set.perfect.userId));
    const mails = (await mailer.list(0, 100)).results.filter((mail) => mail.to === recipient.email);
    assert.equal(mails.length, 1, 'one e-mail, even after the retried request');
    // The outreach e-mail (docs/outreach-email.md): the default template starts with the notification's sentence.
    assert.equal(mails[0].subject, `Acme Demo Co. invites you to "${campaign.name}"`);
    assert.equal(mails[0].text.split('\n\n')[0], expected);
    const link = mails[0].text.match(/https?:\/\/\S+\/email-tracking\/c\/\S+/)![0];
    const click = await t.app.inject({ method: 'GET', url: link.replace(t.config.publicUrl.replace(/\/$/, ''), '') });
    assert.equal(click.headers.location, `${t.config.publicUrl.replace(/\/$/, '')}/campaigns/invites/${asha.id}`);
    // Invited rows cannot be removed.
    assert.equal((await call('DELETE', `campaigns/${id}/influencers/${asha.id}/`, owner.token)).statusCode, 409);
  });

  it('refuses the whole batch over the budget left (400) and rows that are not candidates (409)', async () => {
    const id = await matchedCampaign();
    const asha = await rowOf(id, set.perfect.id);
    const chetan = await rowOf(id, set.otherCategory.id);
    const tiny = await rowOf(id, set.tiny.id);
    const over = await call('POST', `campaigns/${id}/influencers/invite/`, owner.token, { roster_ids: [asha.id, chetan.id] });
    assert.equal(over.statusCode, 400, over.body);
    assert.equal(over.json().detail, mm.overBudget('104000.00', '100000.00', 'INR'));
    assert.equal((await rowOf(id, set.perfect.id)).status, 'candidate', 'nothing was sent');
    assert.equal((await call('DELETE', `campaigns/${id}/influencers/${tiny.id}/`, owner.token)).statusCode, 204);
    const removed = await call('POST', `campaigns/${id}/influencers/invite/`, owner.token, { roster_ids: [asha.id, tiny.id] });
    assert.equal(removed.statusCode, 409, removed.body);
    assert.equal((await call('POST', `campaigns/${id}/influencers/invite/`, owner.token, { roster_ids: [asha.id], message: 'x'.repeat(501) })).statusCode, 400);
  });

  it('limits invites to funded money not yet promised, and says how much more to fund', async () => {
    const id = await matchedCampaign({ budget: '200000.00' }, 60_000_00);
    const asha = await rowOf(id, set.perfect.id);
    const chetan = await rowOf(id, set.otherCategory.id);
    assert.equal((await call('POST', `campaigns/${id}/influencers/invite/`, owner.token, { roster_ids: [asha.id] })).statusCode, 200);
    // ₹52,000 is promised to Asha's open invite: ₹8,000 of the ₹60,000 funded is left for more.
    const short = await call('POST', `campaigns/${id}/influencers/invite/`, owner.token, { roster_ids: [chetan.id] });
    assert.equal(short.statusCode, 400, short.body);
    assert.equal(short.json().detail, paymentTexts.notEnoughFunds('₹52,000', '₹8,000', '₹44,000'));
    assert.deepEqual(short.json().errors, { roster_ids: [short.json().detail] });
    assert.equal((await rowOf(id, set.otherCategory.id)).status, 'candidate', 'nothing was sent');
    await fundCampaign(t, id, 44_000_00);
    assert.equal((await call('POST', `campaigns/${id}/influencers/invite/`, owner.token, { roster_ids: [chetan.id] })).statusCode, 200);
  });

  it('409 while the campaign does not take invites (planned, paused)', async () => {
    const id = await matchedCampaign();
    const asha = await rowOf(id, set.perfect.id);
    await forceStatus(t, id, 'paused');
    const paused = await call('POST', `campaigns/${id}/influencers/invite/`, owner.token, { roster_ids: [asha.id] });
    assert.equal(paused.statusCode, 409);
    assert.equal(paused.json().detail, mm.campaignNotInviting);
    await forceStatus(t, id, 'planned');
    assert.equal((await call('POST', `campaigns/${id}/influencers/invite/`, owner.token, { roster_ids: [asha.id] })).statusCode, 409);
  });

  it('GET budget/ reports what invites committed', async () => {
    const id = await matchedCampaign();
    const response = await call('GET', `campaigns/${id}/influencers/budget/`, viewer);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { currency: 'INR', budget: '100000.00', committed: '0.00', left: '100000.00', campaign_status: 'outreach_pending', can_invite: true, funded_room: '100000.00' });
  });
});

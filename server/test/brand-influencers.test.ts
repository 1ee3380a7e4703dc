import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { brandMembers } from '../src/db/schema/brands.schema';
import { campaignInfluencers, contentSubmissionEvents, contentSubmissions } from '../src/db/schema/marketplace.schema';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { apiCall, brandOwner, createCampaign, teamMember } from './helpers/campaign.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

const ivyEmail = 'ivy.private@example.test';
const ivyPhone = '+919876543210';
const ivyBirthday = '1994-02-17';

describe('brand views of influencers: GET campaigns/{id}/brand-influencers/ and .../{influencerId}/details/', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiCall>;
  let owner: Awaited<ReturnType<typeof brandOwner>>;
  let otherBrand: Awaited<ReturnType<typeof brandOwner>>;
  let viewerToken: string;
  let campaignId: string;
  const ids: Record<'ivy' | 'dan' | 'cara' | 'exp' | 'outsider', string> = { ivy: '', dan: '', cara: '', exp: '', outsider: '' };

  /** A signed-up influencer with a completed profile and one linked YouTube account; returns the influencer id. */
  async function influencer(email: string, displayName: string, followers: number): Promise<string> {
    const token = await signUpAndGetToken(t.app, { email, password: 'Secret!234', name: `${displayName} Real Name`, persona: 'influencer' });
    const me = (await call('GET', 'accounts/whoami/', token)).json() as { id: string };
    const row = await t.app.context.influencers.createForUser({ userId: me.id, displayName, profileCompletedAt: new Date() });
    await t.app.context.influencers.update(row.id, {
      bio: `${displayName} makes travel videos.`, categories: ['Travel, Tourism & Aviation'], languages: ['English'],
      city: 'Pune', country: 'India', dateOfBirth: ivyBirthday, firstName: 'Secret', lastName: 'Surname',
    });
    await t.app.context.influencers.addSocialAccount({
      influencerId: row.id, platform: 'youtube', handle: `@${displayName}`, profileUrl: `https://www.youtube.com/@${displayName}`,
      followers, averageEngagement: 4.2, metricsProvenance: 'verified', verifiedAt: new Date(), metricsUpdatedAt: new Date(),
    });
    if (email === ivyEmail) {
      const settings = (await call('GET', 'accounts/settings/', token)).json() as { settings: { profile: Record<string, string> } };
      const payload = { settings: { ...settings.settings, profile: { ...settings.settings.profile, phone_number: ivyPhone } } };
      const saved = await t.app.inject({ method: 'PUT', url: '/api/v1/accounts/settings/', headers: bearer(token), payload });
      assert.equal(saved.statusCode, 200, saved.body);
    }
    return row.id;
  }

  before(async () => {
    t = await createTestApp();
    call = apiCall(t);
    owner = await brandOwner(t, 'owner@brand-views.test');
    otherBrand = await brandOwner(t, 'other@brand-views.test', 'Other Brand');
    viewerToken = await teamMember(t, 'viewer@brand-views.test', owner.brandId, 'viewer');
    const campaign = await createCampaign(t, owner.token, owner.brandId);
    campaignId = campaign.id;
    ids.ivy = await influencer(ivyEmail, 'ivy_travels', 120_000);
    ids.dan = await influencer('dan@example.test', 'dan_declines', 40_000);
    ids.cara = await influencer('cara@example.test', 'cara_candidate', 10_000);
    ids.exp = await influencer('exp@example.test', 'exp_expired', 5_000);
    ids.outsider = await influencer('out@example.test', 'out_sider', 1_000);

    const { db } = t.app.context.database;
    const [placement] = await t.app.context.campaigns.placementsOf([campaignId]);
    assert.ok(placement);
    const offer = [{ placement_id: placement.id, type: placement.type, quantity: 1, pricing_type: 'fixed', rate: '20000.00', projected_views: null, amount: '20000.00' }];
    const day = 86_400_000;
    const invited = { offeredAmount: '20000.00', offeredPlacements: offer, invitedAt: new Date(Date.now() - 3 * day), expiresAt: new Date(Date.now() + 4 * day), invitedBy: owner.userId };
    const application = {
      proposed_content: 'A ten minute travel vlog featuring the product while I explore the ghats.', previous_work: [],
      expected_delivery_date: '2099-01-01', requested_compensation: '20000.00', additional_notes: '', agreed_to_terms: true,
    };
    const rows = await db.insert(campaignInfluencers).values([
      { campaignId, influencerId: ids.ivy, status: 'accepted', fitScore: 91, ...invited, respondedAt: new Date(), application },
      { campaignId, influencerId: ids.dan, status: 'declined', fitScore: 70, ...invited, respondedAt: new Date(), declineReason: 'Fully booked this month.' },
      { campaignId, influencerId: ids.cara, status: 'candidate', fitScore: 55 },
      { campaignId, influencerId: ids.exp, status: 'expired', fitScore: 40, ...invited, invitedAt: new Date(Date.now() - 9 * day) },
    ]).returning();
    const ivyRow = rows.find((row) => row.influencerId === ids.ivy);
    assert.ok(ivyRow);
    const subs = await db.insert(contentSubmissions).values([
      { campaignId, campaignInfluencerId: ivyRow.id, influencerId: ids.ivy, placementId: placement.id, platform: 'youtube', contentUrl: 'https://www.youtube.com/watch?v=aaaaaaaaaaa', status: 'rebuttal_requested', submittedAt: new Date(Date.now() - 2 * day) },
      { campaignId, campaignInfluencerId: ivyRow.id, influencerId: ids.ivy, placementId: placement.id, platform: 'youtube', contentUrl: 'https://www.youtube.com/watch?v=bbbbbbbbbbb', status: 'submitted', submittedAt: new Date(Date.now() - day) },
    ]).returning();
    const disputed = subs.find((sub) => sub.status === 'rebuttal_requested');
    assert.ok(disputed);
    const me = (await call('GET', 'accounts/whoami/', owner.token)).json() as { id: string };
    await db.insert(contentSubmissionEvents).values([
      { submissionId: disputed.id, actorRole: 'influencer', action: 'submit', toStatus: 'submitted', createdAt: new Date(Date.now() - 2 * day) },
      { submissionId: disputed.id, actorId: me.id, actorRole: 'brand', action: 'reject', fromStatus: 'submitted', toStatus: 'rejected', message: 'The logo is not visible.', createdAt: new Date(Date.now() - 1.5 * day) },
      { submissionId: disputed.id, actorRole: 'influencer', action: 'dispute', fromStatus: 'rejected', toStatus: 'rebuttal_requested', message: 'It is at 02:10.', createdAt: new Date(Date.now() - 1.2 * day) },
    ]);
  });
  after(async () => t.close());

  it('lists invited, accepted, declined and expired influencers with offer and submission counts (no candidates)', async () => {
    const response = await call('GET', `campaigns/${campaignId}/brand-influencers/?ordering=-fit_score`, owner.token);
    assert.equal(response.statusCode, 200, response.body);
    const page = response.json();
    assert.equal(page.count, 3);
    assert.deepEqual(page.results.map((row: { influencer: { display_name: string } }) => row.influencer.display_name), ['ivy_travels', 'dan_declines', 'exp_expired']);
    const ivy = page.results[0];
    assert.equal(ivy.status, 'accepted');
    assert.equal(ivy.offered_amount, '20000.00');
    assert.equal(ivy.currency, 'INR');
    assert.equal(ivy.submission_counts.submitted, 1);
    assert.equal(ivy.submission_counts.rebuttal_requested, 1);
    assert.equal(ivy.submissions_total, 2);
    assert.deepEqual(ivy.influencer.platforms, ['youtube']);
    assert.equal(ivy.influencer.total_followers, 120_000);
    assert.ok(!response.body.includes(ivyEmail));
  });

  it('filters by status and search and paginates', async () => {
    const declined = (await call('GET', `campaigns/${campaignId}/brand-influencers/?status=declined`, owner.token)).json();
    assert.deepEqual(declined.results.map((row: { influencer: { id: string } }) => row.influencer.id), [ids.dan]);
    const search = (await call('GET', `campaigns/${campaignId}/brand-influencers/?search=EXP_`, owner.token)).json();
    assert.deepEqual(search.results.map((row: { influencer: { id: string } }) => row.influencer.id), [ids.exp]);
    const first = (await call('GET', `campaigns/${campaignId}/brand-influencers/?page_size=2`, owner.token)).json();
    assert.equal(first.results.length, 2);
    assert.match(first.next, /page=2/);
    const candidates = await call('GET', `campaigns/${campaignId}/brand-influencers/?status=candidate`, owner.token);
    assert.equal(candidates.statusCode, 400);
  });

  it('lets a viewer of the brand read; another brand and influencers get 404', async () => {
    assert.equal((await call('GET', `campaigns/${campaignId}/brand-influencers/`, viewerToken)).statusCode, 200);
    assert.equal((await call('GET', `campaigns/${campaignId}/brand-influencers/`, otherBrand.token)).statusCode, 404);
    assert.equal((await call('GET', `campaigns/${campaignId}/brand-influencers/${ids.ivy}/details/`, otherBrand.token)).statusCode, 404);
    assert.equal((await call('GET', `campaigns/${campaignId}/brand-influencers/`)).statusCode, 401);
  });

  it("follows the member's own flags: a manager whose flags drop influencers.view gets 404", async () => {
    const token = await teamMember(t, 'no-influencers@brand-views.test', owner.brandId, 'manager');
    assert.equal((await call('GET', `campaigns/${campaignId}/brand-influencers/`, token)).statusCode, 200);
    const me = (await call('GET', 'accounts/whoami/', token)).json() as { id: string };
    await t.app.context.database.db.update(brandMembers).set({ permissions: ['campaigns.view'] })
      .where(and(eq(brandMembers.brandId, owner.brandId), eq(brandMembers.userId, me.id)));
    assert.equal((await call('GET', `campaigns/${campaignId}/brand-influencers/`, token)).statusCode, 404);
  });

  it("shows an accepted influencer's public profile, accounts, application, placements and review thread", async () => {
    const response = await call('GET', `campaigns/${campaignId}/brand-influencers/${ids.ivy}/details/`, owner.token);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.influencer.display_name, 'ivy_travels');
    assert.deepEqual(body.influencer.categories, ['Travel, Tourism & Aviation']);
    assert.equal(body.accounts[0].followers, 120_000);
    assert.equal(body.accounts[0].is_verified, true);
    assert.equal(body.roster.status, 'accepted');
    assert.equal(body.roster.application.requested_compensation, '20000.00');
    assert.equal(body.placements.length, 1);
    assert.equal(body.placements[0].latest_status, 'submitted');
    assert.equal(body.submissions.length, 2);
    const disputed = body.submissions.find((sub: { status: string }) => sub.status === 'rebuttal_requested');
    assert.deepEqual(disputed.events.map((event: { action: string }) => event.action), ['submit', 'reject', 'dispute']);
    assert.deepEqual(disputed.events[0].actor, { id: null, name: 'ivy_travels', role: 'influencer' });
    assert.equal(disputed.events[1].actor.name, 'Brand Owner');
    assert.equal(disputed.events[1].actor.role, 'brand');
    assert.equal(disputed.events[1].message, 'The logo is not visible.');
  });

  it('never contains the e-mail, phone, names, date of birth or payout details', async () => {
    const response = await call('GET', `campaigns/${campaignId}/brand-influencers/${ids.ivy}/details/`, owner.token);
    for (const secret of [ivyEmail, ivyPhone, ivyBirthday, 'Secret', 'Surname', 'Real Name', 'date_of_birth', 'email', 'phone', 'payout']) {
      assert.ok(!response.body.toLowerCase().includes(secret.toLowerCase()), `the details must not contain ${secret}`);
    }
  });

  it('shows a declined influencer with the reason, and a candidate; 404 for one not on the roster', async () => {
    const dan = (await call('GET', `campaigns/${campaignId}/brand-influencers/${ids.dan}/details/`, owner.token)).json();
    assert.equal(dan.roster.status, 'declined');
    assert.equal(dan.roster.decline_reason, 'Fully booked this month.');
    assert.deepEqual(dan.submissions, []);
    const cara = (await call('GET', `campaigns/${campaignId}/brand-influencers/${ids.cara}/details/`, owner.token)).json();
    assert.equal(cara.roster.status, 'candidate');
    assert.deepEqual(cara.placements, []);
    assert.equal((await call('GET', `campaigns/${campaignId}/brand-influencers/${ids.outsider}/details/`, owner.token)).statusCode, 404);
    assert.equal((await call('GET', `campaigns/${campaignId}/brand-influencers/00000000-0000-4000-8000-000000000000/details/`, owner.token)).statusCode, 404);
  });
});

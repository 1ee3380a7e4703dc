import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { analyticsFormulas } from '../../src/domain/analytics/analytics-formulas';
import { acceptedWithOffer, deliveredContent, upsert } from './helpers/analytics.helpers';
import { apiCall, brandOwner, createCampaign, errorsOf, teamMember } from './helpers/campaign.helpers';
import { forceStatus } from './helpers/roster.helpers';
import { influencerWithAccounts } from './helpers/submission.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The crafted data set (docs/analytics.md "Worked example"), 1-3 Sep 2026:
 *   S1 YouTube, influencer X, CPM 100.00 capped at 10,000 views: views 4,000 / 9,000 / 12,000 (first-party)
 *   S2 Instagram, X, fixed 5,000.00, verified 2 Sep: views 2,000 / 3,000 (estimated)
 *   S3 YouTube, influencer Y, CPM 120.00: views 1,000 on 1 Sep and 2,500 on 3 Sep (2 Sep missing)
 *   S4 YouTube, Y, still `submitted`: 99,999 views that must not count.
 */
describe('GET campaigns/{id}/performance/ on a crafted data set', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiCall>;
  let owner: Awaited<ReturnType<typeof brandOwner>>;
  let campaignId: string;
  let emptyId: string;
  let viewerToken: string;
  let managerToken: string;
  let xToken: string;
  let x: Awaited<ReturnType<typeof influencerWithAccounts>>;
  const range = 'from=2026-09-01&to=2026-09-03';
  const report = async (query: string, token = owner.token, id = campaignId) => {
    const response = await call('GET', `campaigns/${id}/performance/?${query}`, token);
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  before(async () => {
    t = await createTestApp();
    call = apiCall(t);
    owner = await brandOwner(t, 'perf-owner@example.com');
    viewerToken = await teamMember(t, 'perf-viewer@example.com', owner.brandId, 'viewer');
    managerToken = await teamMember(t, 'perf-manager@example.com', owner.brandId, 'manager');
    const campaign = await createCampaign(t, owner.token, owner.brandId, {
      placements: [
        { type: 'yt_dedicated_video', quantity: 1, pricing_type: 'cpm', rate: '100.00', view_cap: 10000 },
        { type: 'ig_branded_reel', quantity: 1, pricing_type: 'fixed', rate: '5000.00', view_cap: null },
      ],
    });
    campaignId = campaign.id;
    await forceStatus(t, campaignId, 'active');
    const [yt, ig] = (campaign.placements as unknown as Array<{ id: string }>).map((p) => p.id) as [string, string];
    emptyId = (await createCampaign(t, owner.token, owner.brandId, { name: 'Quiet Campaign' })).id;
    await forceStatus(t, emptyId, 'active');

    x = await influencerWithAccounts(t, 'perf-x@example.com', 'perfx', 'Xena Creates');
    xToken = x.token;
    const y = await influencerWithAccounts(t, 'perf-y@example.com', 'perfy', 'Yusuf Films');
    const xRoster = await acceptedWithOffer(t, campaignId, x.influencerId, [
      { placement_id: yt, type: 'yt_dedicated_video', quantity: 1, pricing_type: 'cpm', rate: '100.00', projected_views: 8000, amount: '800.00' },
      { placement_id: ig, type: 'ig_branded_reel', quantity: 1, pricing_type: 'fixed', rate: '5000.00', projected_views: null, amount: '5000.00' },
    ]);
    const yRoster = await acceptedWithOffer(t, campaignId, y.influencerId, [
      { placement_id: yt, type: 'yt_dedicated_video', quantity: 1, pricing_type: 'cpm', rate: '120.00', projected_views: 5000, amount: '600.00' },
    ]);
    const s1 = await deliveredContent(t, { campaignId, rosterId: xRoster, influencerId: x.influencerId, placementId: yt, platform: 'youtube', verifiedAt: '2026-09-01' });
    const s2 = await deliveredContent(t, { campaignId, rosterId: xRoster, influencerId: x.influencerId, placementId: ig, platform: 'instagram', verifiedAt: '2026-09-02', url: 'https://www.instagram.com/reel/Cxyz123/' });
    const s3 = await deliveredContent(t, { campaignId, rosterId: yRoster, influencerId: y.influencerId, placementId: yt, platform: 'youtube', verifiedAt: '2026-09-01' });
    const s4 = await deliveredContent(t, { campaignId, rosterId: yRoster, influencerId: y.influencerId, placementId: yt, platform: 'youtube', verifiedAt: '2026-09-01', status: 'submitted' });
    const fp = 'first_party' as const;
    for (const [day, views, engagedViews, likes, comments] of [['2026-09-01', 4000, 3000, 200, 20], ['2026-09-02', 9000, 6000, 400, 50], ['2026-09-03', 12000, 7000, 500, 60]] as const) {
      await upsert(t, { submissionId: s1, day, views, engagedViews, likes, comments, provenance: fp });
    }
    await upsert(t, { submissionId: s2, day: '2026-09-02', views: 2000, likes: 100, comments: 10, shares: 5, saves: 15, reach: 1500, provenance: 'estimated' });
    await upsert(t, { submissionId: s2, day: '2026-09-03', views: 3000, likes: 150, comments: 12, shares: 8, saves: 20, reach: 2200, provenance: 'estimated' });
    await upsert(t, { submissionId: s3, day: '2026-09-01', views: 1000, likes: 50, comments: 5, provenance: fp });
    await upsert(t, { submissionId: s3, day: '2026-09-03', views: 2500, likes: 80, comments: 9, provenance: fp });
    await upsert(t, { submissionId: s4, day: '2026-09-01', views: 99999, likes: 9999, provenance: fp });
    // Outside the range: counted only by a report that includes 4 Sep.
    await upsert(t, { submissionId: s1, day: '2026-09-04', views: 13000, provenance: fp });
  });
  after(async () => t.close());

  it('adds up the range and computes spend, CPM, CPV, CPE and the engagement rate as worked out by hand', async () => {
    const body = await report(range);
    assert.equal(body.scope, 'campaign');
    assert.equal(body.currency, 'INR');
    assert.equal(body.cpm_basis, 'views');
    assert.deepEqual(body.formulas, analyticsFormulas);
    const f = body.totals;
    assert.deepEqual(
      [f.views, f.engaged_views, f.paid_views, f.reach, f.likes, f.comments, f.shares, f.saves, f.engagements],
      [17500, 7000, 17500, 2200, 730, 81, 8, 20, 839],
    );
    // 839 / 17,500 × 100 = 4.794…
    assert.equal(f.engagement_rate, 4.79);
    // S1: 10,000 billable views (capped) × 100.00 / 1000 = 1,000.00; S3: 2,500 × 120.00 / 1000 = 300.00; S2 fixed 5,000.00.
    assert.equal(f.spend, '6300.00');
    assert.equal(f.cpm, '360.00'); // 6,300.00 / 17,500 × 1000
    assert.equal(f.cpv, '0.3600'); // 6,300.00 / 17,500
    assert.equal(f.cpe, '7.5089'); // 6,300.00 / 839 = 7.50893…
    assert.equal(f.planned_cpm, '107.69'); // (100.00 × 8,000 + 120.00 × 5,000) / 13,000
    assert.equal(f.delivered_placements, 3);
    assert.equal(f.planned_placements, 3);
    assert.deepEqual(f.provenance, {
      views: 'estimated', engaged_views: 'first_party', paid_views: 'estimated', reach: 'estimated', likes: 'estimated', comments: 'estimated',
      shares: 'estimated', saves: 'estimated', engagements: 'estimated', engagement_rate: 'estimated', spend: 'first_party', cpm: 'estimated',
      cpv: 'estimated', cpe: 'estimated', planned_cpm: 'first_party', delivered_placements: 'first_party', planned_placements: 'first_party',
    });
  });

  it('groups by day: the gains of each day, CPM spend of the day and fixed prices on the day of verification', async () => {
    const body = await report(`${range}&group_by=day`);
    assert.deepEqual(body.rows.map((r: { key: string; figures: { views: number; spend: string } }) => [r.key, r.figures.views, r.figures.spend]), [
      ['2026-09-01', 5000, '520.00'],
      ['2026-09-02', 7000, '5500.00'],
      ['2026-09-03', 5500, '280.00'],
    ]);
    assert.equal(body.rows[0].figures.delivered_placements, null);
  });

  it('groups by influencer, platform and placement type with delivered versus planned placements', async () => {
    const pick = (rows: Array<{ key: string; label: string; figures: Record<string, unknown> }>) =>
      rows.map((r) => [r.label, r.figures.views, r.figures.spend, r.figures.delivered_placements, r.figures.planned_placements]);
    assert.deepEqual(pick((await report(`${range}&group_by=influencer`)).rows), [
      ['Xena Creates', 15000, '6000.00', 2, 2],
      ['Yusuf Films', 2500, '300.00', 1, 1],
    ]);
    assert.deepEqual(pick((await report(`${range}&group_by=platform`)).rows), [
      ['YouTube', 14500, '1300.00', 2, 2],
      ['Instagram', 3000, '5000.00', 1, 1],
    ]);
    const placements = (await report(`${range}&group_by=placement`)).rows;
    assert.deepEqual(placements.map((r: { key: string }) => r.key), ['yt_dedicated_video', 'ig_branded_reel']);
    assert.deepEqual(pick(placements)[0], ['Dedicated video', 14500, '1300.00', 2, 2]);
    assert.equal(placements[0].figures.planned_cpm, '107.69');
  });

  it('lists the top content by views', async () => {
    const body = await report(range);
    assert.deepEqual(body.top_content.map((c: { influencer: { display_name: string }; platform: string; figures: { views: number } }) =>
      [c.influencer.display_name, c.platform, c.figures.views]), [['Xena Creates', 'youtube', 12000], ['Xena Creates', 'instagram', 3000], ['Yusuf Films', 'youtube', 2500]]);
  });

  it('counts only the range asked for, and a fixed price only when its verification day is in it', async () => {
    const later = (await report('from=2026-09-02&to=2026-09-03')).totals;
    assert.equal(later.views, 12500); // S1 8,000 + S2 3,000 + S3 1,500
    assert.equal(later.spend, '5780.00'); // S1 6,000 × 0.10 + S2 5,000.00 + S3 1,500 × 0.12
    const first = (await report('from=2026-09-01&to=2026-09-01')).totals;
    assert.equal(first.spend, '520.00');
    assert.equal(first.delivered_placements, 2, 'S2 was verified on 2 Sep');
  });

  it("pays on engaged views when the campaign says so: YouTube's engaged views, Instagram's views", async () => {
    const { setCpmBasis } = await import('./helpers/analytics.helpers');
    await setCpmBasis(t, campaignId, 'engaged_views');
    // The basis is recorded per reading when it is collected: re-collect the first day of S1.
    const snapshots = await t.app.context.contentStats.readingsOf((await report(range)).top_content[0].submission_id);
    const [firstDay] = snapshots;
    assert.ok(firstDay);
    await upsert(t, { submissionId: firstDay.submissionId, day: firstDay.day, views: 4000, engagedViews: 3000, provenance: 'first_party' });
    const body = await report('from=2026-09-01&to=2026-09-01');
    assert.equal(body.cpm_basis, 'engaged_views');
    // S1 on 1 Sep: 3,000 engaged views × 100.00 / 1000 = 300.00; S3 (read before the change) on views: 1,000 × 120.00 / 1000 = 120.00.
    assert.equal(body.totals.paid_views, 4000);
    assert.equal(body.totals.spend, '420.00');
    await setCpmBasis(t, campaignId, 'views');
    await upsert(t, { submissionId: firstDay.submissionId, day: firstDay.day, views: 4000, engagedViews: 3000, provenance: 'first_party' });
  });

  it('answers an empty campaign with zeros and nulls and empty lists', async () => {
    for (const groupBy of ['day', 'placement', 'platform', 'influencer']) {
      const body = await report(`${range}&group_by=${groupBy}`, owner.token, emptyId);
      assert.deepEqual(body.rows, []);
      assert.deepEqual(body.top_content, []);
      const f = body.totals;
      assert.deepEqual([f.views, f.engagement_rate, f.spend, f.cpm, f.cpv, f.cpe, f.planned_cpm, f.delivered_placements, f.planned_placements],
        [null, null, '0.00', null, null, null, null, 0, 0]);
      assert.equal(f.provenance.views, null);
    }
  });

  it('refuses bad date ranges with the exact messages', async () => {
    const errors = async (query: string) => {
      const response = await call('GET', `campaigns/${campaignId}/performance/?${query}`, owner.token);
      assert.equal(response.statusCode, 400, response.body);
      return errorsOf(response.body);
    };
    assert.deepEqual(await errors('from=2026-13-01&to=2026-09-01'), { from: ['Enter a date as YYYY-MM-DD.'] });
    assert.deepEqual(await errors('to=01/09/2026'), { to: ['Enter a date as YYYY-MM-DD.'] });
    assert.deepEqual(await errors('from=2026-09-05&to=2026-09-01'), { to: ['The end date cannot be before the start date.'] });
    assert.deepEqual(await errors('from=2025-01-01&to=2026-09-01'), { to: ['A report can cover at most 366 days.'] });
    assert.ok((await errors('group_by=week')).group_by);
    const defaults = await report('');
    assert.equal(defaults.to, new Date().toISOString().slice(0, 10));
    assert.equal((Date.parse(defaults.to) - Date.parse(defaults.from)) / 86_400_000, 29);
  });

  it('lets brand members with analytics.view read it, and nobody else: 401 anonymous, 404 another brand', async () => {
    assert.equal((await call('GET', `campaigns/${campaignId}/performance/?${range}`)).statusCode, 401);
    const other = await brandOwner(t, 'perf-other@example.com', 'Other Brand');
    assert.equal((await call('GET', `campaigns/${campaignId}/performance/?${range}`, other.token)).statusCode, 404);
    assert.equal((await call('GET', `campaigns/${campaignId}/performance/export/?${range}`, other.token)).statusCode, 404);
    assert.equal((await report(range, viewerToken)).totals.views, 17500);
  });

  it("shows an influencer who accepted the campaign only their own content, and nobody else's", async () => {
    const body = await report(`${range}&group_by=influencer`, xToken);
    assert.equal(body.influencer_id, x.influencerId);
    assert.equal(body.totals.views, 15000);
    assert.equal(body.totals.planned_placements, 2);
    assert.deepEqual(body.rows.map((r: { label: string }) => r.label), ['Xena Creates']);
    assert.ok(body.top_content.every((c: { influencer: { id: string } }) => c.influencer.id === x.influencerId));
    const stranger = await influencerWithAccounts(t, 'perf-stranger@example.com', 'perfstranger');
    assert.equal((await call('GET', `campaigns/${campaignId}/performance/?${range}`, stranger.token)).statusCode, 404);
  });

  it('exports each table as CSV for members with analytics.export; viewers and influencers get 403', async () => {
    const refused = await call('GET', `campaigns/${campaignId}/performance/export/?${range}`, viewerToken);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().detail, 'You do not have permission to export analytics.');
    assert.equal((await call('GET', `campaigns/${campaignId}/performance/export/?${range}`, xToken)).statusCode, 403);

    const csv = await call('GET', `campaigns/${campaignId}/performance/export/?${range}&group_by=day`, managerToken);
    assert.equal(csv.statusCode, 200, csv.body);
    assert.match(String(csv.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.equal(csv.headers['content-disposition'],
      `attachment; filename="monsoon-launch-performance-day-2026-09-01-to-2026-09-03.csv"; filename*=UTF-8''monsoon-launch-performance-day-2026-09-01-to-2026-09-03.csv`);
    const lines = csv.body.trimEnd().split('\r\n');
    assert.equal(lines.length, 4);
    assert.match(lines[0] ?? '', /^day,label,currency,views,views_source,engaged_views,engaged_views_source,paid_views,/);
    assert.match(lines[1] ?? '', /^2026-09-01,2026-09-01,INR,5000,first_party,3000,first_party,5000,first_party,/);
    assert.ok(lines[2]?.includes(',5500.00,first_party,'));

    const totals = await call('GET', `campaigns/${campaignId}/performance/export/?${range}&table=totals`, owner.token);
    assert.match(totals.body.split('\r\n')[1] ?? '', /^2026-09-01,2026-09-03,INR,17500,estimated,/);
    assert.match(String(totals.headers['content-disposition']), /monsoon-launch-performance-totals-2026-09-01-to-2026-09-03\.csv/);
    const top = await call('GET', `campaigns/${campaignId}/performance/export/?${range}&table=top_content`, owner.token);
    const topLines = top.body.trimEnd().split('\r\n');
    assert.equal(topLines.length, 4);
    assert.match(topLines[0] ?? '', /^submission_id,campaign_id,influencer_id,influencer,platform,placement_type,content_url,verified_on,currency,views,/);
    assert.ok(topLines[1]?.includes(',Xena Creates,youtube,yt_dedicated_video,https://www.youtube.com/watch?v='), topLines[1]);
  });

  it('records the CPM basis on the campaign: views by default, engaged_views on request, fixed once published', async () => {
    const draft = await createCampaign(t, owner.token, owner.brandId, { name: 'Basis Draft' });
    assert.equal(draft.cpm_basis, 'views');
    const changed = await call('PATCH', `campaigns/${draft.id}/`, owner.token, { cpm_basis: 'engaged_views' });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().cpm_basis, 'engaged_views');
    const bad = await call('PATCH', `campaigns/${draft.id}/`, owner.token, { cpm_basis: 'impressions' });
    assert.deepEqual(errorsOf(bad.body), { cpm_basis: ['Select views or engaged views.'] });
    const created = await createCampaign(t, owner.token, owner.brandId, { name: 'Basis Created', cpm_basis: 'engaged_views' });
    assert.equal(created.cpm_basis, 'engaged_views');
    const published = await call('POST', `campaigns/${created.id}/publish/`, owner.token);
    assert.equal(published.statusCode, 200, published.body);
    assert.equal((await call('PATCH', `campaigns/${created.id}/`, owner.token, { cpm_basis: 'views' })).statusCode, 409);
  });

  it('answers the same shape brand-wide, over every campaign of one currency, by campaign too', async () => {
    const response = await call('GET', `analytics/performance/?brand_id=${owner.brandId}&${range}&group_by=campaign`, viewerToken);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.scope, 'brand');
    assert.equal(body.currency, 'INR');
    assert.deepEqual(body.currencies, ['INR']);
    assert.equal(body.totals.spend, '6300.00');
    assert.equal(body.totals.views, 17500);
    assert.deepEqual(body.rows.map((r: { label: string }) => r.label), ['Monsoon Launch']);
    assert.equal((await call('GET', `analytics/performance/?brand_id=${owner.brandId}&currency=USD&${range}`, owner.token)).json().totals.views, null);
    const csv = await call('GET', `analytics/performance/export/?brand_id=${owner.brandId}&${range}&group_by=platform`, owner.token);
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-disposition']), /acme-demo-co-performance-platform-2026-09-01-to-2026-09-03\.csv/);
    assert.equal((await call('GET', `analytics/performance/export/?brand_id=${owner.brandId}&${range}`, viewerToken)).statusCode, 403);
    const other = await brandOwner(t, 'perf-other2@example.com', 'Other Brand Two');
    assert.equal((await call('GET', `analytics/performance/?brand_id=${owner.brandId}&${range}`, other.token)).statusCode, 404);
    // A brand with no campaigns at all: the empty state, in the default currency.
    const empty = (await call('GET', `analytics/performance/?brand_id=${other.brandId}&${range}`, other.token)).json();
    assert.deepEqual([empty.currency, empty.currencies, empty.rows, empty.top_content, empty.totals.views, empty.totals.spend], ['INR', [], [], [], null, '0.00']);
    assert.equal((await call('GET', `analytics/performance/?brand_id=${owner.brandId}&${range}`)).statusCode, 401);
    assert.equal((await call('GET', `analytics/performance/?${range}`, owner.token)).statusCode, 400);
  });
});

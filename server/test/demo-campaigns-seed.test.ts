import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoAnalyticsCampaignName } from '../src/db/seed/analytics.seed';
import { demoPassword, runDemoSeed } from '../src/db/seed/seed';
import { bearer, signInAndGetToken } from './helpers/auth.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('demo campaigns and the demo team viewer', () => {
  let t: TestApp;
  let brandToken: string;
  let viewerToken: string;
  const get = async (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  before(async () => {
    t = await createTestApp();
    await runDemoSeed(t.app.context);
    brandToken = (await signInAndGetToken(t.app, 'brand@demo.local', demoPassword)).token;
    viewerToken = (await signInAndGetToken(t.app, 'viewer@demo.local', demoPassword)).token;
  });
  after(async () => t.close());

  it('gives the demo brand one published campaign (matched, one invite sent), one draft and one running campaign, once: a second seed adds nothing', async () => {
    await runDemoSeed(t.app.context);
    const list = (await get(brandToken, '/api/v1/campaigns/')).json();
    assert.equal(list.count, 3);
    assert.deepEqual(list.results.map((campaign: { status: string }) => campaign.status).sort(), ['active', 'draft', 'outreach_in_progress']);
    // The running campaign is the oldest: the newest published one is still the matched campaign with the invite.
    assert.deepEqual(list.results.map((campaign: { name: string }) => campaign.name), ['Festive Gifting Guide', 'Monsoon Launch', demoAnalyticsCampaignName]);
  });

  it('funded the published and the running campaign through the sandbox checkout, and set accepted offers aside (the demo tells the truth)', async () => {
    await runDemoSeed(t.app.context);
    const brand = (await get(brandToken, '/api/v1/accounts/whoami/')).json();
    const payments = (await get(brandToken, `/api/v1/brands/${brand.brand_id}/payments/`)).json();
    assert.deepEqual(payments.fundings.map((f: { campaign_name: string; status: string; amount: string }) => [f.campaign_name, f.status, f.amount]).sort(), [
      ['Monsoon Launch', 'paid', '100000.00'],
      [demoAnalyticsCampaignName, 'paid', '250000.00'],
    ].sort());
    const running = payments.campaigns.find((c: { campaign_name: string }) => c.campaign_name === demoAnalyticsCampaignName);
    const roster = (await get(brandToken, `/api/v1/campaigns/${running.campaign_id}/influencers/?status=accepted&page_size=50`)).json();
    const offered = roster.results.reduce((sum: number, r: { offered_amount: string }) => sum + Math.round(Number(r.offered_amount) * 100), 0);
    assert.ok(offered > 0);
    assert.equal(Math.round(Number(running.committed) * 100), offered, 'every accepted offer is committed in the ledger');
    assert.equal(Math.round(Number(running.available) * 100), 250_000_00 - offered);
    const held = payments.balances.find((b: { currency: string }) => b.currency === 'INR');
    assert.equal(held.held, '350000.00');
    // The running campaign's verified fixed-price reels have their payout lines, waiting for the brand's approval.
    const lines = (await get(brandToken, `/api/v1/brands/${brand.brand_id}/payout-lines/`)).json().results as Array<{ campaign_name: string; placement_type: string; gross: string }>;
    assert.ok(lines.length > 0);
    assert.ok(lines.every((line) => line.campaign_name === demoAnalyticsCampaignName && line.placement_type === 'ig_branded_reel' && line.gross === '12000.00'));
    // Seeding again books nothing twice.
    assert.deepEqual((await get(brandToken, `/api/v1/brands/${brand.brand_id}/payments/`)).json().balances, payments.balances);
  });

  it('gives the running campaign verified content with daily stats up to yesterday, views growing, so /analytics has figures', async () => {
    const brand = (await get(brandToken, '/api/v1/accounts/whoami/')).json();
    const report = (await get(viewerToken, `/api/v1/analytics/performance/?brand_id=${brand.brand_id}&group_by=day`)).json();
    assert.equal(report.totals.delivered_placements, 10);
    assert.equal(report.totals.planned_placements, 10);
    assert.ok(report.totals.views > 0 && Number(report.totals.spend) > 0);
    assert.equal(report.rows.at(-1).key, new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    const from = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const lifetime = (await get(viewerToken, `/api/v1/analytics/performance/?brand_id=${brand.brand_id}&group_by=influencer&from=${from}`)).json();
    assert.deepEqual(lifetime.rows.map((row: { label: string }) => row.label).sort(), ['aarav.styles', 'ivy.creates', 'kabir.kicks', 'meera.threads', 'sana.unboxes']);
    assert.equal(report.totals.provenance.views, 'estimated', 'the creators without a connected account have estimated numbers');
    assert.equal(report.top_content.length, 10);
  });

  it("labels only content of a connected account as checked with the platform (the demo tells the truth)", async () => {
    const campaigns = (await get(brandToken, '/api/v1/campaigns/')).json().results as Array<{ id: string; name: string }>;
    const running = campaigns.find((campaign) => campaign.name === demoAnalyticsCampaignName);
    assert.ok(running);
    const items = (await get(brandToken, `/api/v1/campaigns/${running.id}/content-submissions/?page_size=50`)).json().results as Array<{ content_url: string; ownership_checked: boolean }>;
    assert.equal(items.length, 10);
    // The tests run the sandbox providers, so Ivy's YouTube channel is connected: her video, and only it, was checked.
    assert.deepEqual(items.filter((item) => item.ownership_checked).map((item) => item.content_url), ['https://www.youtube.com/watch?v=sbxivyc0002']);
  });

  it("gives the demo influencer (ivy.creates) her own verified numbers on the running campaign: the dashboard's card", async () => {
    const ivyToken = (await signInAndGetToken(t.app, 'influencer@demo.local', demoPassword)).token;
    const mine = (await get(ivyToken, '/api/v1/analytics/my-performance/')).json();
    assert.equal(mine.campaigns.length, 1);
    assert.equal(mine.campaigns[0].name, demoAnalyticsCampaignName);
    assert.equal(mine.totals.verified_content, 2);
    assert.ok(mine.totals.views > 0 && mine.totals.engagement_rate > 0);
    // Her reel is estimated (Instagram not connected), so the sums with it are; likes come from both.
    assert.equal(mine.totals.provenance.reach, 'estimated');
    assert.equal(mine.totals.provenance.views, 'estimated');
  });

  it('makes the viewer a member of the demo brand with a completed profile', async () => {
    const brand = (await get(brandToken, '/api/v1/accounts/whoami/')).json();
    const viewer = (await get(viewerToken, '/api/v1/accounts/whoami/')).json();
    assert.equal(viewer.is_brand, true);
    assert.equal(viewer.is_profile_completed, true);
    assert.equal(viewer.brand_id, brand.brand_id);
  });

  it('lets the viewer read the campaigns but not publish or change them', async () => {
    const list = (await get(viewerToken, '/api/v1/campaigns/')).json();
    assert.equal(list.count, 3);
    const draft = list.results.find((campaign: { status: string }) => campaign.status === 'draft');
    const publish = await t.app.inject({ method: 'POST', url: `/api/v1/campaigns/${draft.id}/publish/`, headers: bearer(viewerToken) });
    assert.equal(publish.statusCode, 403);
    assert.equal(publish.json().detail, 'Viewers cannot change campaigns.');
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { brandMembers } from '../src/db/schema/brands.schema';
import { influencerRates } from '../src/db/schema/directory.schema';
import { influencers } from '../src/db/schema/influencers.schema';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { apiCall, brandOwner, teamMember } from './helpers/campaign.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Entry {
  id: string;
  display_name: string;
  city: string | null;
  country: string | null;
  verified_followers: number;
  self_reported_followers: number;
  accounts: Array<{ handle: string; metrics_provenance: string; followers: number | null }>;
  rates: Array<{ placement_type: string; amount: string; currency: string }>;
}
interface Page { count: number; next: string | null; previous: string | null; results: Entry[] }

interface Creator {
  name: string;
  bio: string;
  niches: string[];
  languages: string[];
  city: string;
  country: string;
  platform: 'youtube' | 'instagram';
  followers: number;
  engagement: number;
  views: number;
  verified: boolean;
  availability?: 'available' | 'limited' | 'unavailable';
  rate?: { type: 'yt_dedicated_video' | 'ig_branded_reel'; amount: string; currency: 'INR' | 'USD' };
  privacy?: Record<string, unknown>;
  completed?: boolean;
}

const crafted: Creator[] = [
  { name: 'Asha Gamer', bio: 'Speedruns and retro consoles every week.', niches: ['Gaming'], languages: ['Hindi', 'English'], city: 'Pune', country: 'India', platform: 'youtube', followers: 500_000, engagement: 6.5, views: 120_000, verified: true, rate: { type: 'yt_dedicated_video', amount: '40000.00', currency: 'INR' } },
  { name: 'Ben Beats', bio: 'Lo-fi music production tutorials.', niches: ['Music'], languages: ['English'], city: 'Leeds', country: 'United Kingdom', platform: 'youtube', followers: 80_000, engagement: 3.1, views: 20_000, verified: false, rate: { type: 'yt_dedicated_video', amount: '900.00', currency: 'USD' } },
  { name: 'Chitra Cooks', bio: 'Home cooking from Kerala, quick and cheap.', niches: ['Restaurants, Food & Grocery'], languages: ['Malayalam', 'English'], city: 'Kochi', country: 'India', platform: 'instagram', followers: 220_000, engagement: 8.2, views: 60_000, verified: true, availability: 'limited', rate: { type: 'ig_branded_reel', amount: '15000.00', currency: 'INR' } },
  { name: 'Dev Plays', bio: 'Mobile gaming news and reviews.', niches: ['Gaming', 'Technology & Software'], languages: ['Hindi'], city: 'Delhi', country: 'India', platform: 'youtube', followers: 150_000, engagement: 4.0, views: 45_000, verified: false, availability: 'unavailable', rate: { type: 'yt_dedicated_video', amount: '12000.00', currency: 'INR' } },
  // Hides the location: never shown, never matched by the location filter.
  { name: 'Esha Hidden', bio: 'Gaming streams from a secret city.', niches: ['Gaming'], languages: ['Hindi'], city: 'Mumbai', country: 'India', platform: 'youtube', followers: 90_000, engagement: 5.0, views: 30_000, verified: true, privacy: { show_location: false } },
  // Private: never in the directory, whatever the filter.
  { name: 'Farah Private', bio: 'Gaming and music, privately.', niches: ['Gaming'], languages: ['Hindi'], city: 'Mumbai', country: 'India', platform: 'youtube', followers: 900_000, engagement: 9.0, views: 300_000, verified: true, privacy: { profile_visibility: 'private' } },
  // Not completed: never in the directory.
  { name: 'Gita Draft', bio: 'Gaming draft profile.', niches: ['Gaming'], languages: ['Hindi'], city: 'Pune', country: 'India', platform: 'youtube', followers: 1_000_000, engagement: 9.5, views: 400_000, verified: true, completed: false },
];

describe('influencer directory: GET influencers/directory/ and influencers/directory/{id}/', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiCall>;
  let owner: Awaited<ReturnType<typeof brandOwner>>;
  let viewerToken: string;
  let noViewToken: string;
  let influencerToken: string;
  const ids: Record<string, string> = {};

  async function creator(c: Creator, index: number) {
    const token = await signUpAndGetToken(t.app, { email: `creator${index}@directory.test`, password: 'Secret!234', name: `${c.name} Real`, persona: 'influencer' });
    const me = (await call('GET', 'accounts/whoami/', token)).json() as { id: string };
    const row = await t.app.context.influencers.createForUser({ userId: me.id, displayName: c.name.replace(/ /g, '_'), profileCompletedAt: c.completed === false ? null : new Date() });
    await t.app.context.influencers.update(row.id, { bio: c.bio, categories: c.niches, languages: c.languages, city: c.city, country: c.country });
    const handle = `@${c.name.toLowerCase().replace(/\s+/g, '_')}`;
    await t.app.context.influencers.addSocialAccount({
      influencerId: row.id, platform: c.platform, handle,
      profileUrl: c.platform === 'youtube' ? `https://www.youtube.com/${handle}` : `https://www.instagram.com/${handle.slice(1)}`,
      followers: c.followers, averageEngagement: c.engagement, recentAverageViews: c.views,
      metricsProvenance: c.verified ? 'verified' : 'self_reported', verifiedAt: c.verified ? new Date() : null,
    });
    const { db } = t.app.context.database;
    // Distinct activity times: the later in the list, the more recent.
    await db.update(influencers).set({ availability: c.availability ?? 'available', updatedAt: new Date(Date.UTC(2026, 0, 1 + index)) }).where(eq(influencers.id, row.id));
    if (c.rate) await db.insert(influencerRates).values({ influencerId: row.id, placementType: c.rate.type, amount: c.rate.amount, currency: c.rate.currency });
    if (c.privacy) {
      const settings = (await call('GET', 'accounts/settings/', token)).json() as { settings: Record<string, Record<string, unknown>> };
      const payload = { settings: { ...settings.settings, privacy: { ...settings.settings.privacy, ...c.privacy } } };
      const saved = await t.app.inject({ method: 'PUT', url: '/api/v1/accounts/settings/', headers: bearer(token), payload });
      assert.equal(saved.statusCode, 200, saved.body);
    }
    ids[c.name] = row.id;
    return token;
  }

  before(async () => {
    t = await createTestApp();
    call = apiCall(t);
    owner = await brandOwner(t, 'owner@directory.test');
    viewerToken = await teamMember(t, 'viewer@directory.test', owner.brandId, 'viewer');
    noViewToken = await teamMember(t, 'noview@directory.test', owner.brandId, 'manager');
    const noView = (await call('GET', 'accounts/whoami/', noViewToken)).json() as { id: string };
    await t.app.context.database.db.update(brandMembers).set({ permissions: ['campaigns.view'] })
      .where(and(eq(brandMembers.brandId, owner.brandId), eq(brandMembers.userId, noView.id)));
    for (const [index, c] of crafted.entries()) {
      const token = await creator(c, index);
      if (index === 0) influencerToken = token;
    }
  });
  after(() => t.close());

  const search = async (query: string, token = owner.token) => {
    const response = await call('GET', `influencers/directory/${query ? `?${query}` : ''}`, token);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as Page;
  };
  const names = (page: Page) => page.results.map((entry) => entry.display_name.replace(/_/g, ' '));

  it('lists completed, visible profiles only, largest audience first by default', async () => {
    const page = await search('');
    assert.deepEqual(names(page), ['Asha Gamer', 'Chitra Cooks', 'Dev Plays', 'Esha Hidden', 'Ben Beats']);
    assert.equal(page.count, 5);
    assert.equal(page.next, null);
  });

  it('filters by niche and language (any of each), and combines filters with AND', async () => {
    assert.deepEqual(names(await search('niches=Gaming&sort=followers')), ['Asha Gamer', 'Dev Plays', 'Esha Hidden']);
    assert.deepEqual(names(await search(`niches=${encodeURIComponent('Gaming,Music')}&languages=English&sort=followers`)), ['Asha Gamer', 'Ben Beats']);
    assert.deepEqual(names(await search('languages=Malayalam')), ['Chitra Cooks']);
  });

  it('finds text in the name, a handle or the bio; wildcards match themselves', async () => {
    assert.deepEqual(names(await search('q=beats')), ['Ben Beats']);
    assert.deepEqual(names(await search('q=%40chitra_cooks')), ['Chitra Cooks']);
    assert.deepEqual(names(await search('q=retro%20consoles')), ['Asha Gamer']);
    assert.deepEqual(names(await search('q=%25')), []);
    assert.deepEqual(names(await search('q=__')), []);
  });

  it('ranks name matches above bio matches for relevance', async () => {
    // "gaming" is in Dev's and Esha's bios; "Gamer" is in Asha's name.
    assert.deepEqual(names(await search('q=gam')), ['Asha Gamer', 'Dev Plays', 'Esha Hidden']);
  });

  it('filters by platform, follower and engagement ranges, average views and verified figures on one account', async () => {
    assert.deepEqual(names(await search('platform=instagram')), ['Chitra Cooks']);
    assert.deepEqual(names(await search('followers_min=100000&followers_max=300000&sort=followers')), ['Chitra Cooks', 'Dev Plays']);
    assert.deepEqual(names(await search('engagement_min=5&sort=engagement')), ['Chitra Cooks', 'Asha Gamer', 'Esha Hidden']);
    assert.deepEqual(names(await search('engagement_max=4&sort=engagement')), ['Dev Plays', 'Ben Beats']);
    assert.deepEqual(names(await search('average_views_min=50000')), ['Asha Gamer', 'Chitra Cooks']);
    assert.deepEqual(names(await search('verified_only=true&followers_min=100000')), ['Asha Gamer', 'Chitra Cooks']);
  });

  it('filters by a price range per placement type and currency, and by availability', async () => {
    assert.deepEqual(names(await search('placement_type=yt_dedicated_video&currency=INR&price_max=20000')), ['Dev Plays']);
    assert.deepEqual(names(await search('placement_type=yt_dedicated_video&currency=INR&price_min=10000&sort=followers')), ['Asha Gamer', 'Dev Plays']);
    assert.deepEqual(names(await search('placement_type=yt_dedicated_video&currency=USD&price_min=1')), ['Ben Beats']);
    assert.deepEqual(names(await search('availability=limited,unavailable&sort=followers')), ['Chitra Cooks', 'Dev Plays']);
  });

  it('sorts by recent activity, newest first', async () => {
    assert.deepEqual(names(await search('sort=recent_activity')), ['Esha Hidden', 'Dev Plays', 'Chitra Cooks', 'Ben Beats', 'Asha Gamer']);
  });

  it('paginates as SPEC §5 says', async () => {
    const first = await search('page_size=2&sort=followers');
    assert.equal(first.count, 5);
    assert.deepEqual(names(first), ['Asha Gamer', 'Chitra Cooks']);
    assert.match(first.next ?? '', /page=2/);
    const third = await search('page_size=2&page=3&sort=followers');
    assert.deepEqual(names(third), ['Ben Beats']);
    assert.equal(third.next, null);
    assert.match(third.previous ?? '', /page=2/);
    assert.equal((await call('GET', 'influencers/directory/?page_size=101', owner.token)).statusCode, 400);
    assert.equal((await call('GET', 'influencers/directory/?page=9', owner.token)).statusCode, 404);
  });

  it('shows verified and self-reported figures apart, with each account\'s provenance', async () => {
    const page = await search('');
    const asha = page.results.find((e) => e.display_name === 'Asha_Gamer')!;
    const ben = page.results.find((e) => e.display_name === 'Ben_Beats')!;
    assert.equal(asha.verified_followers, 500_000);
    assert.equal(asha.self_reported_followers, 0);
    assert.equal(ben.verified_followers, 0);
    assert.equal(ben.self_reported_followers, 80_000);
    assert.equal(ben.accounts[0]?.metrics_provenance, 'self_reported');
    assert.deepEqual(asha.rates, [{ placement_type: 'yt_dedicated_video', amount: '40000.00', currency: 'INR' }]);
  });

  it('never shows nor matches a hidden location; never lists private or incomplete profiles', async () => {
    const esha = (await search('q=esha')).results[0]!;
    assert.equal(esha.city, null);
    assert.equal(esha.country, null);
    assert.deepEqual(names(await search('location=mumbai')), []);
    assert.deepEqual(names(await search('location=india&sort=followers')), ['Asha Gamer', 'Chitra Cooks', 'Dev Plays']);
    assert.deepEqual(names(await search('q=farah')), []);
    assert.deepEqual(names(await search('q=gita')), []);
    assert.equal((await call('GET', `influencers/directory/${ids['Farah Private']}/`, owner.token)).statusCode, 404);
    assert.equal((await call('GET', `influencers/directory/${ids['Gita Draft']}/`, owner.token)).statusCode, 404);
    const profile = (await call('GET', `influencers/directory/${ids['Esha Hidden']}/`, owner.token)).json() as Entry;
    assert.equal(profile.city, null);
    assert.equal(profile.country, null);
  });

  it('refuses an unknown sort, niche, language or availability with a 400 naming the allowed values', async () => {
    const sorted = await call('GET', 'influencers/directory/?sort=display_name', owner.token);
    assert.equal(sorted.statusCode, 400);
    assert.match(sorted.json().errors.sort[0], /Sort by one of: relevance, followers, engagement, recent_activity/);
    const niche = await call('GET', 'influencers/directory/?niches=Knitting', owner.token);
    assert.equal(niche.statusCode, 400);
    assert.match(niche.json().errors.niches[0], /Unknown niche\(s\): Knitting/);
    assert.equal((await call('GET', 'influencers/directory/?languages=Klingon', owner.token)).statusCode, 400);
    assert.equal((await call('GET', 'influencers/directory/?availability=sometimes', owner.token)).statusCode, 400);
    const price = await call('GET', 'influencers/directory/?price_min=5', owner.token);
    assert.equal(price.statusCode, 400);
    assert.ok(price.json().errors.placement_type);
    const range = await call('GET', 'influencers/directory/?followers_min=10&followers_max=5', owner.token);
    assert.equal(range.statusCode, 400);
  });

  it('treats SQL in the text and sort parameters as plain text', async () => {
    const attempts = ["' or 1=1 --", "x'); drop table influencers; --", "%' union select id from users --", '\\'];
    for (const attempt of attempts) {
      assert.deepEqual(names(await search(`q=${encodeURIComponent(attempt)}`)), [], attempt);
      assert.deepEqual(names(await search(`location=${encodeURIComponent(attempt)}`)), [], attempt);
    }
    const sorted = await call('GET', `influencers/directory/?sort=${encodeURIComponent('followers; drop table influencers')}`, owner.token);
    assert.equal(sorted.statusCode, 400);
    assert.equal((await search('')).count, 5, 'the table is still there');
  });

  it('needs influencers.view in the caller\'s brand: viewers may, members without the flag and influencers may not', async () => {
    assert.equal((await search('', viewerToken)).count, 5);
    const denied = await call('GET', 'influencers/directory/', noViewToken);
    assert.equal(denied.statusCode, 403);
    assert.match(denied.json().detail, /does not allow viewing influencers/);
    assert.equal((await call('GET', `influencers/directory/${ids['Asha Gamer']}/`, noViewToken)).statusCode, 403);
    assert.equal((await call('GET', 'influencers/directory/', influencerToken)).statusCode, 403);
    assert.equal((await call('GET', 'influencers/directory/')).statusCode, 401);
  });

  it('opens a profile with accounts, rates, recent content and this brand\'s collaborations', async () => {
    const response = await call('GET', `influencers/directory/${ids['Asha Gamer']}/`, owner.token);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json() as Entry & { bio: string; recent_content: unknown[]; collaborations: unknown[]; shortlist_ids: string[] };
    assert.equal(body.bio, 'Speedruns and retro consoles every week.');
    assert.equal(body.accounts[0]?.handle, '@asha_gamer');
    assert.deepEqual(body.recent_content, []);
    assert.deepEqual(body.collaborations, []);
    assert.equal(JSON.stringify(body).includes('creator0@directory.test'), false, 'no e-mail');
    assert.equal((await call('GET', 'influencers/directory/00000000-0000-4000-8000-000000000000/', owner.token)).statusCode, 404);
  });

  it('searches text through trigram GIN indexes (name + bio + handles on the read model, handles on the accounts)', async () => {
    const { db } = t.app.context.database;
    const result = await db.execute(sql`select indexname, indexdef from pg_indexes where indexname in ('directory_profiles_text_trgm_idx', 'social_accounts_handle_trgm_idx') order by indexname`);
    const rows = (result as unknown as { rows: Array<{ indexname: string; indexdef: string }> }).rows;
    assert.deepEqual(rows.map((row) => row.indexname), ['directory_profiles_text_trgm_idx', 'social_accounts_handle_trgm_idx']);
    for (const row of rows) assert.match(row.indexdef, /USING gin .*gin_trgm_ops/s);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { directoryProfiles } from '../src/db/schema/directory.schema';
import { influencers, socialAccounts } from '../src/db/schema/influencers.schema';
import { userSettings } from '../src/db/schema/user-settings.schema';
import { profileVisibleTo, settingsJoin } from '../src/repositories/profile-privacy';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { apiCall, brandOwner } from './helpers/campaign.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Page { count: number; count_capped: boolean; next: string | null; previous: string | null; results: Array<{ id: string; display_name: string; city: string | null }> }

/**
 * The directory searches a read model (directory_profiles, migration 0024) kept by triggers: these tests change the
 * source tables the way the product does and check that the next search follows.
 */
describe('directory read model: searches follow changes to profiles, accounts, rates and privacy', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiCall>;
  let owner: Awaited<ReturnType<typeof brandOwner>>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  async function creator(name: string, followers: number, completed = true) {
    const token = await signUpAndGetToken(t.app, { email: `${name.toLowerCase()}@read-model.test`, password: 'Secret!234', name, persona: 'influencer' });
    const me = (await call('GET', 'accounts/whoami/', token)).json() as { id: string };
    const row = await t.app.context.influencers.createForUser({ userId: me.id, displayName: name, profileCompletedAt: completed ? new Date() : null });
    await t.app.context.influencers.update(row.id, { bio: `${name} reviews gadgets.`, categories: ['Technology & Software'], languages: ['English'], city: 'Pune', country: 'India' });
    await t.app.context.influencers.addSocialAccount({
      influencerId: row.id, platform: 'youtube', handle: `@${name.toLowerCase()}_yt`, profileUrl: `https://www.youtube.com/@${name.toLowerCase()}_yt`,
      followers, averageEngagement: 4, recentAverageViews: 10_000, metricsProvenance: 'self_reported', verifiedAt: null,
    });
    tokens[name] = token;
    ids[name] = row.id;
  }

  before(async () => {
    t = await createTestApp();
    call = apiCall(t);
    owner = await brandOwner(t, 'owner@read-model.test');
    await creator('Anvi', 300_000);
    await creator('Bela', 200_000);
    await creator('Chetan', 100_000);
    await creator('Draft', 900_000, false);
  });
  after(() => t.close());

  const search = async (query: string) => {
    const response = await call('GET', `influencers/directory/${query ? `?${query}` : ''}`, owner.token);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as Page;
  };
  const names = (page: Page) => page.results.map((entry) => entry.display_name);
  const saveSettings = async (name: string, privacy: Record<string, unknown>) => {
    const token = tokens[name]!;
    const current = (await call('GET', 'accounts/settings/', token)).json() as { settings: Record<string, Record<string, unknown>> };
    const payload = { settings: { ...current.settings, privacy: { ...current.settings.privacy, ...privacy } } };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/v1/accounts/settings/', headers: bearer(token), payload });
    assert.equal(saved.statusCode, 200, saved.body);
  };

  it('lists completed profiles only; an incomplete profile appears once completed', async () => {
    const page = await search('sort=followers');
    assert.deepEqual(names(page), ['Anvi', 'Bela', 'Chetan']);
    assert.equal(page.count, 3);
    assert.equal(page.count_capped, false);
    assert.deepEqual(names(await search('q=draft')), []);
    await t.app.context.influencers.update(ids.Draft!, { profileCompletedAt: new Date() });
    assert.deepEqual(names(await search('sort=followers')), ['Draft', 'Anvi', 'Bela', 'Chetan']);
    await t.app.context.influencers.update(ids.Draft!, { profileCompletedAt: null });
    assert.deepEqual(names(await search('sort=followers')), ['Anvi', 'Bela', 'Chetan']);
    assert.equal((await call('GET', `influencers/directory/${ids.Draft}/`, owner.token)).statusCode, 404);
  });

  it('drops a profile made private, and shows it again when made public', async () => {
    await saveSettings('Bela', { profile_visibility: 'private' });
    assert.deepEqual(names(await search('sort=followers')), ['Anvi', 'Chetan']);
    assert.deepEqual(names(await search('q=bela')), [], 'not by name');
    assert.deepEqual(names(await search('q=%40bela_yt')), [], 'nor by handle');
    await saveSettings('Bela', { profile_visibility: 'brands_only' });
    assert.deepEqual(names(await search('sort=followers')), ['Anvi', 'Bela', 'Chetan']);
  });

  it('hides and matches the location as the privacy setting says, right after it changes', async () => {
    await saveSettings('Chetan', { show_location: false });
    assert.deepEqual(names(await search('location=pune&sort=followers')), ['Anvi', 'Bela']);
    assert.equal((await search('q=chetan')).results[0]?.city, null);
    await saveSettings('Chetan', { show_location: true });
    assert.deepEqual(names(await search('location=pune&sort=followers')), ['Anvi', 'Bela', 'Chetan']);
    assert.equal((await search('q=chetan')).results[0]?.city, 'Pune');
  });

  it('sorts by a newly linked account\'s followers, finds its handle, and forgets a removed account', async () => {
    const added = await t.app.context.influencers.addSocialAccount({
      influencerId: ids.Chetan!, platform: 'instagram', handle: '@chetan_big', profileUrl: 'https://www.instagram.com/chetan_big',
      followers: 5_000_000, averageEngagement: 9, recentAverageViews: 50_000, metricsProvenance: 'verified', verifiedAt: new Date(),
    });
    assert.ok(added);
    assert.deepEqual(names(await search('sort=followers')), ['Chetan', 'Anvi', 'Bela']);
    assert.deepEqual(names(await search('platform=instagram')), ['Chetan']);
    assert.deepEqual(names(await search('q=chetan_big')), ['Chetan']);
    assert.deepEqual(names(await search('verified_only=true')), ['Chetan']);
    // Figures refreshed from the platform (a job writes them) move the profile too.
    await t.app.context.database.db.update(socialAccounts).set({ followers: 50_000 }).where(eq(socialAccounts.id, added.id));
    assert.deepEqual(names(await search('sort=followers')), ['Anvi', 'Bela', 'Chetan']);
    await t.app.context.database.db.delete(socialAccounts).where(eq(socialAccounts.id, added.id));
    assert.deepEqual(names(await search('platform=instagram')), []);
    assert.deepEqual(names(await search('q=chetan_big')), []);
  });

  it('matches conditions on one and the same account when a profile has several', async () => {
    // Anvi: YouTube 300k followers at 4 %; add Instagram 20k at 12 %. No single account has 100k+ and 10 %+.
    await t.app.context.influencers.addSocialAccount({
      influencerId: ids.Anvi!, platform: 'instagram', handle: '@anvi_ig', profileUrl: 'https://www.instagram.com/anvi_ig',
      followers: 20_000, averageEngagement: 12, recentAverageViews: 5_000, metricsProvenance: 'self_reported', verifiedAt: null,
    });
    assert.deepEqual(names(await search('followers_min=100000&engagement_min=10')), []);
    assert.deepEqual(names(await search('followers_max=50000&engagement_min=10')), ['Anvi']);
    assert.deepEqual(names(await search('followers_min=100000&engagement_max=5&sort=followers')), ['Anvi', 'Bela', 'Chetan']);
    assert.deepEqual(names(await search('platform=instagram&engagement_min=10&sort=engagement')), ['Anvi']);
  });

  it('follows a rate change in the price filter', async () => {
    const put = (name: string, rates: unknown[]) => call('PUT', 'influencers/me/rates/', tokens[name], { availability: 'available', rates });
    const filter = 'placement_type=yt_dedicated_video&currency=INR&price_max=20000';
    assert.deepEqual(names(await search(filter)), []);
    assert.equal((await put('Bela', [{ placement_type: 'yt_dedicated_video', amount: '15000.00', currency: 'INR' }])).statusCode, 200);
    assert.deepEqual(names(await search(filter)), ['Bela']);
    assert.deepEqual(names(await search('placement_type=yt_dedicated_video&currency=USD&price_max=20000')), [], 'another currency');
    assert.equal((await put('Bela', [{ placement_type: 'yt_dedicated_video', amount: '25000.00', currency: 'INR' }])).statusCode, 200);
    assert.deepEqual(names(await search(filter)), []);
    assert.deepEqual(names(await search('placement_type=yt_dedicated_video&currency=INR&price_min=25000&price_max=25000')), ['Bela']);
    assert.equal((await put('Bela', [])).statusCode, 200);
    assert.deepEqual(names(await search('placement_type=yt_dedicated_video&currency=INR&price_min=1')), []);
  });

  it('finds exactly the rates within a price range, on and beside the edges of the price bands', async () => {
    // The price filter finds candidates by price band (migration 0026) and then checks the exact bounds: a rate on a
    // band's edge, a cent either side, below the scale and at its top must match exactly the ranges that hold it.
    const put = (name: string, amount: string) =>
      call('PUT', 'influencers/me/rates/', tokens[name], { availability: 'available', rates: [{ placement_type: 'yt_dedicated_video', amount, currency: 'INR' }] });
    const rounds = [['99.99', '100.00', '100.01'], ['19999.99', '20000.00', '20000.01'], ['9999999.99', '10000000.00', '1.00']];
    const creators = ['Anvi', 'Bela', 'Chetan'];
    for (const amounts of rounds) {
      for (const [at, name] of creators.entries()) assert.equal((await put(name, amounts[at]!)).statusCode, 200);
      const cents = amounts.map((amount) => Math.round(Number(amount) * 100));
      const probes = [...new Set(cents.flatMap((value) => [value - 1, value, value + 1]))].filter((value) => value > 0);
      const bounds = [undefined, ...probes];
      for (const min of bounds) {
        for (const max of bounds) {
          if ((min === undefined && max === undefined) || (min !== undefined && max !== undefined && min > max)) continue;
          const query = ['placement_type=yt_dedicated_video', 'currency=INR', 'sort=followers'];
          if (min !== undefined) query.push(`price_min=${(min / 100).toFixed(2)}`);
          if (max !== undefined) query.push(`price_max=${(max / 100).toFixed(2)}`);
          const expected = creators.filter((_, at) => (min === undefined || cents[at]! >= min) && (max === undefined || cents[at]! <= max));
          assert.deepEqual(names(await search(query.join('&'))), expected, query.join('&'));
        }
      }
    }
    for (const name of creators) assert.equal((await call('PUT', 'influencers/me/rates/', tokens[name], { availability: 'available', rates: [] })).statusCode, 200);
  });

  it('holds exactly the findable profiles, with the same figures as the source tables', async () => {
    const { db } = t.app.context.database;
    const findable = await db.select({ id: influencers.id }).from(influencers).leftJoin(userSettings, settingsJoin)
      .where(and(isNotNull(influencers.profileCompletedAt), profileVisibleTo('brand')));
    const held = await db.select({ id: directoryProfiles.influencerId }).from(directoryProfiles);
    assert.deepEqual(held.map((r) => r.id).sort(), findable.map((r) => r.id).sort());
    // Rebuilding from the source tables changes nothing: the triggers kept every row in step.
    const before = await db.execute(sql`select * from directory_profiles order by influencer_id`);
    await db.execute(sql`select directory_profiles_rebuild()`);
    const rebuilt = await db.execute(sql`select * from directory_profiles order by influencer_id`);
    assert.deepEqual((rebuilt as unknown as { rows: unknown[] }).rows, (before as unknown as { rows: unknown[] }).rows);
  });

  it('caps the count of a broad search at 1,000 and says so; later pages still work', async () => {
    const { db } = t.app.context.database;
    // 1,100 more completed profiles, written in SQL (the triggers build their read-model rows as for any write).
    await db.execute(sql`with u as (
        insert into users (issuer, subject, persona) select 'urn:read-model', 'u' || g, 'influencer' from generate_series(1, 1100) g returning id)
      insert into influencers (user_id, display_name, categories, languages, profile_completed_at)
      select id, 'bulk_' || id, array['Gaming'], array['Hindi'], now() from u`);
    const first = await search('');
    assert.equal(first.count, 1000);
    assert.equal(first.count_capped, true);
    assert.match(first.next ?? '', /page=2/);
    const narrow = await search('niches=Technology%20%26%20Software');
    assert.equal(narrow.count_capped, false);
    assert.equal(narrow.count, 3);
    // Page 51 lies past the first 1,000: counted up to its end, still a next page.
    const deep = await search('page=51');
    assert.equal(deep.results.length, 20);
    assert.equal(deep.count, 1020);
    assert.equal(deep.count_capped, true);
    assert.match(deep.next ?? '', /page=52/);
    // The last page: the count reaches its end, so it is the whole count.
    const last = await search('page=12&page_size=100');
    assert.equal(last.results.length, 3);
    assert.equal(last.count, 1103);
    assert.equal(last.count_capped, false);
    assert.equal(last.next, null);
  });
});

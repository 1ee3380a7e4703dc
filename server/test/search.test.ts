import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { campaigns } from '../src/db/schema/campaigns.schema';
import { helpArticles, helpCategories } from '../src/db/schema/help.schema';
import { users } from '../src/db/schema/users.schema';
import { bearer, signUpAndGetToken, signWithBuiltinKey } from './helpers/auth.helpers';
import { createTestApp, testPublicUrl, type TestApp } from './helpers/test-app';

interface Hit {
  kind: string;
  id: string;
  title: string;
  subtitle: string | null;
  url: string;
}
interface Body {
  q: string;
  kinds: string[];
  groups: Array<{ kind: string; results: Hit[] }>;
}

const password = 'Sup3r!secret';
const done = new Date();

describe('GET /api/v1/search/', () => {
  let t: TestApp;
  let brandToken: string;
  let influencerToken: string;
  let noPersonaToken: string;
  let userCounter = 0;

  const get = (query: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/search/${query}`, headers: token ? bearer(token) : {} });
  const search = async (token: string, q: string, extra = '') => {
    const response = await get(`?q=${encodeURIComponent(q)}${extra}`, token);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as Body;
  };
  const titles = (body: Body, kind: string) => body.groups.find((group) => group.kind === kind)?.results.map((hit) => hit.title) ?? [];

  const newUser = async () => {
    userCounter += 1;
    const [row] = await t.database.db.insert(users).values({ issuer: 'fixture', subject: `fixture-${userCounter}` }).returning();
    assert.ok(row);
    return row.id;
  };
  const influencer = async (displayName: string, completed = true) =>
    t.app.context.influencers.createForUser({ userId: await newUser(), displayName, profileCompletedAt: completed ? done : null });
  const brand = async (name: string, completed = true) =>
    t.app.context.brands.createWithMember({ name, userId: await newUser(), profileCompletedAt: completed ? done : null });

  before(async () => {
    t = await createTestApp();
    brandToken = await signUpAndGetToken(t.app, { email: 'searcher@brand.test', password, name: 'Brand Searcher', persona: 'brand' });
    influencerToken = await signUpAndGetToken(t.app, { email: 'searcher@creator.test', password, name: 'Creator Searcher', persona: 'influencer' });
    const now = Math.floor(Date.now() / 1000);
    noPersonaToken = await signWithBuiltinKey(t.app, {
      sub: 'search-no-persona', iss: testPublicUrl, aud: testPublicUrl, iat: now, exp: now + 300, email: 'nobody@example.test',
    });

    for (const name of ['Ivy Zed', 'Amazing Ivy', '100% Real', 'under_score', 'back\\slash', 'Plain Name']) await influencer(name);
    await influencer('Ivy Unfinished', false);
    for (const name of ['Ivy Brand Co', 'Solid 100% Brand']) await brand(name);
    await brand('Ivy Draft Brand', false);

    const db = t.database.db;
    await db.insert(helpCategories).values([
      { slug: 'getting-started', title: 'Getting started', description: 'Basics', audience: 'all' },
      { slug: 'brand-tools', title: 'For brands', description: 'Brands', audience: 'brand' },
      { slug: 'creator-tools', title: 'For creators', description: 'Creators', audience: 'influencer' },
    ]);
    const article = (categorySlug: string, slug: string, title: string, audience: 'all' | 'brand' | 'influencer', body = '') => ({
      categorySlug, slug, title, audience, summary: `Summary of ${title}`, bodyMarkdown: `# ${title}\n\n${body}`,
    });
    await db.insert(helpArticles).values([
      article('getting-started', 'welcome', 'Welcome guide', 'all', 'Find your way around the zebra dashboard.'),
      article('getting-started', 'zebra-basics', 'Zebra basics', 'all'),
      article('getting-started', 'about-zebras', 'All about zebras', 'all'),
      article('getting-started', 'brand-zebra', 'Brand zebra setup', 'brand'),
      article('brand-tools', 'inviting', 'Inviting zebra influencers', 'brand'),
      article('brand-tools', 'open-in-brand', 'Zebra teams (open article, brand category)', 'all'),
      article('creator-tools', 'payouts', 'Zebra payouts by UPI', 'influencer'),
      article('creator-tools', 'open-in-creator', 'Zebra channels (open article, creator category)', 'all'),
    ]);
  });
  after(async () => {
    await t.close();
  });

  it('401 without a token and with a bad one', async () => {
    const missing = await get('?q=ivy');
    assert.equal(missing.statusCode, 401);
    assert.equal(missing.json().code, 'not_authenticated');
    const bad = await get('?q=ivy', 'not-a-jwt');
    assert.equal(bad.statusCode, 401);
    assert.equal(bad.json().code, 'invalid_token');
  });

  it('400 per field: q missing, blank, whitespace only, over 100 characters; limit outside 1..20 or not a number', async () => {
    const cases: Array<[string, string, string]> = [
      ['', 'q', 'This field is required.'],
      ['?q=', 'q', 'This field may not be blank.'],
      ['?q=%20%20%20', 'q', 'This field may not be blank.'],
      [`?q=${'a'.repeat(101)}`, 'q', 'Ensure this field has no more than 100 characters.'],
      ['?q=ivy&limit=0', 'limit', 'Ensure this value is greater than or equal to 1.'],
      ['?q=ivy&limit=21', 'limit', 'Ensure this value is less than or equal to 20.'],
      ['?q=ivy&limit=many', 'limit', 'A valid integer is required.'],
    ];
    for (const [query, field, message] of cases) {
      const response = await get(query, brandToken);
      assert.equal(response.statusCode, 400, query);
      const body = response.json();
      assert.equal(body.code, 'validation_error', query);
      assert.deepEqual(body.errors, { [field]: [message] }, query);
    }
    assert.equal((await get(`?q=${'a'.repeat(100)}`, brandToken)).statusCode, 200, '100 characters are allowed');
  });

  it('a brand searches completed influencer profiles and help, never brands', async () => {
    const body = await search(brandToken, 'ivy');
    assert.deepEqual(body.kinds, ['campaign', 'influencer', 'help_article']);
    assert.ok(body.groups.every((group) => group.kind !== 'brand'));
    assert.deepEqual(titles(body, 'influencer'), ['Ivy Zed', 'Amazing Ivy'], 'prefix match first; incomplete profile hidden');
    const hit = body.groups[0]?.results[0];
    assert.ok(hit);
    assert.deepEqual(hit, { kind: 'influencer', id: hit.id, title: 'Ivy Zed', subtitle: null, url: `/influencers?focus=${hit.id}` });
    assert.match(hit.id, /^[0-9a-f-]{36}$/);
  });

  it("a brand finds its own brands' campaigns by name or description, never another brand's; drafts open the wizard", async () => {
    const whoami = (await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(brandToken) })).json();
    const ownBrandId = (await t.app.context.brands.createWithMember({ name: 'Searcher Brand', userId: whoami.id, profileCompletedAt: done })).id;
    assert.ok(ownBrandId);
    const other = await brand('Other Owner Co');
    await t.database.db.insert(campaigns).values([
      { brandId: ownBrandId, name: 'Quokka Summer Launch', status: 'planned' },
      { brandId: ownBrandId, name: 'Winter teaser', description: 'Quokka plush toys for the holidays', status: 'draft' },
      { brandId: other.id, name: 'Quokka rival campaign', status: 'active' },
    ]);
    const body = await search(brandToken, 'quokka');
    assert.deepEqual(titles(body, 'campaign'), ['Quokka Summer Launch', 'Winter teaser'], 'name prefix first; another brand hidden');
    const [published, draft] = body.groups.find((group) => group.kind === 'campaign')?.results ?? [];
    assert.equal(published?.subtitle, 'Published');
    assert.equal(published?.url, `/brands/${ownBrandId}/campaigns/${published?.id}`);
    assert.equal(draft?.url, `/brands/${ownBrandId}/campaigns/wizard/${draft?.id}/general`);
    assert.deepEqual(titles(await search(influencerToken, 'quokka'), 'campaign'), [], 'influencers do not search campaigns');
  });

  it('an influencer searches completed brands and help, never influencers', async () => {
    const body = await search(influencerToken, 'IVY');
    assert.deepEqual(body.kinds, ['brand', 'help_article']);
    assert.ok(body.groups.every((group) => group.kind !== 'influencer'));
    assert.deepEqual(titles(body, 'brand'), ['Ivy Brand Co'], 'draft brand hidden; case-insensitive');
    const hit = body.groups[0]?.results[0];
    assert.equal(hit?.url, `/campaigns?brand=${hit?.id}`);
  });

  it('help is filtered by audience: article and category must be for everyone or the caller', async () => {
    const forBrand = titles(await search(brandToken, 'zebra', '&limit=20'), 'help_article');
    assert.deepEqual(forBrand.sort(), [
      'All about zebras', 'Brand zebra setup', 'Inviting zebra influencers', 'Welcome guide', 'Zebra basics',
      'Zebra teams (open article, brand category)',
    ].sort());
    const forInfluencer = titles(await search(influencerToken, 'zebra', '&limit=20'), 'help_article');
    assert.deepEqual(forInfluencer.sort(), [
      'All about zebras', 'Welcome guide', 'Zebra basics', 'Zebra channels (open article, creator category)', 'Zebra payouts by UPI',
    ].sort());
    const anyone = await search(noPersonaToken, 'zebra', '&limit=20');
    assert.deepEqual(anyone.kinds, ['help_article']);
    assert.deepEqual(titles(anyone, 'help_article').sort(), ['All about zebras', 'Welcome guide', 'Zebra basics']);
  });

  it('help ranks title prefix, then title, then summary or body; url and subtitle', async () => {
    const body = await search(noPersonaToken, 'zebra');
    assert.deepEqual(titles(body, 'help_article'), ['Zebra basics', 'All about zebras', 'Welcome guide']);
    const hit = body.groups[0]?.results[0];
    assert.deepEqual(hit, {
      kind: 'help_article', id: 'getting-started/zebra-basics', title: 'Zebra basics', subtitle: 'Summary of Zebra basics',
      url: '/help/getting-started/zebra-basics',
    });
  });

  it('% _ and \\ match themselves, not as wildcards', async () => {
    assert.deepEqual(titles(await search(brandToken, '%'), 'influencer'), ['100% Real']);
    assert.deepEqual(titles(await search(brandToken, '_'), 'influencer'), ['under_score']);
    assert.deepEqual(titles(await search(brandToken, '\\'), 'influencer'), ['back\\slash']);
    assert.deepEqual(titles(await search(brandToken, 'n_N'), 'influencer'), [], '_ is not "any character" (Plain Name)');
    assert.deepEqual(titles(await search(brandToken, 'y%Z'), 'influencer'), [], '% is not "anything" (Ivy Zed)');
    assert.deepEqual(titles(await search(influencerToken, '0% B'), 'brand'), ['Solid 100% Brand']);
  });

  it('trims q, answers kinds with empty groups when nothing matches', async () => {
    const body = await search(brandToken, '  nothing-matches-this  ');
    assert.deepEqual(body, { q: 'nothing-matches-this', kinds: ['campaign', 'influencer', 'help_article'], groups: [] });
  });

  it('limit caps each kind: default 5, up to 20', async () => {
    for (let i = 1; i <= 7; i += 1) await influencer(`Limitcase ${i}`);
    assert.equal(titles(await search(brandToken, 'limitcase'), 'influencer').length, 5);
    assert.deepEqual(titles(await search(brandToken, 'limitcase', '&limit=2'), 'influencer'), ['Limitcase 1', 'Limitcase 2']);
    assert.equal(titles(await search(brandToken, 'limitcase', '&limit=20'), 'influencer').length, 7);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { placementTypes } from '../../src/domain/constants';
import { loadHelpArticles } from '../src/db/seed/help/help-articles';
import { helpCategorySeeds } from '../src/db/seed/help/help-categories';
import { seedHelpContent } from '../src/db/seed/help/help.seed';
import { helpArticles } from '../src/db/schema/help.schema';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { createTestApp, testPublicUrl, type TestApp } from './helpers/test-app';
import { errorBody } from './helpers/api-errors.helpers';

interface Category {
  slug: string;
  title: string;
  description: string;
  audience: string;
  article_count: number;
}
interface Summary {
  category_slug: string;
  slug: string;
  title: string;
  summary: string;
  audience: string;
  updated_at: string;
}
type CategoryDetail = Category & { articles: Summary[] };
type Article = Summary & { category_title: string; body_markdown: string; related: Summary[] };

const password = 'Help!2345';
const longAgo = new Date('2020-01-01T00:00:00.000Z');

describe('help centre API', () => {
  let t: TestApp;
  let influencer: string;
  let brand: string;
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/help${url}`, headers: token ? bearer(token) : {} });
  const ok = async <T>(url: string, token: string): Promise<T> => {
    const response = await get(url, token);
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    return response.json() as T;
  };
  const categories = async (token: string) =>
    (await ok<{ count: number; results: Category[] }>('/categories/?page_size=100', token)).results;

  before(async () => {
    t = await createTestApp();
    await seedHelpContent(t.app.context.help);
    influencer = await signUpAndGetToken(t.app, { email: 'reader@example.test', password, name: 'Ria', persona: 'influencer' });
    brand = await signUpAndGetToken(t.app, { email: 'brand-reader@example.test', password, name: 'Bo', persona: 'brand' });
  });
  after(async () => {
    await t.close();
  });

  it('answers 401 without a bearer token on every route', async () => {
    for (const url of ['/categories/', '/categories/payouts/', '/categories/payouts/articles/upi-payouts/']) {
      const response = await get(url);
      assert.equal(response.statusCode, 401, url);
      assert.equal(response.json().code, 'not_authenticated');
    }
  });

  it("lists the categories written for all and for the caller's role, in order, with article counts", async () => {
    const forInfluencer = await categories(influencer);
    const forBrand = await categories(brand);
    const slugs = (list: Category[]) => list.map((category) => category.slug);
    assert.deepEqual(slugs(forInfluencer), [
      'getting-started', 'campaigns', 'content-verification', 'payouts', 'social-accounts', 'account-security', 'notifications',
    ]);
    assert.deepEqual(slugs(forBrand), [
      'getting-started', 'campaigns', 'content-verification', 'team', 'account-security', 'notifications',
    ]);
    for (const category of [...forInfluencer, ...forBrand]) {
      assert.ok(category.article_count > 0, `${category.slug} has articles for its readers`);
      assert.ok(category.title && category.description);
    }
    const count = (list: Category[], slug: string) => list.find((category) => category.slug === slug)?.article_count;
    // getting-started holds one article per role plus one for all: each role counts only what it may read.
    assert.equal(count(forInfluencer, 'getting-started'), 2);
    assert.equal(count(forBrand, 'getting-started'), 2);
    assert.equal(count(forInfluencer, 'campaigns'), 4);
    assert.equal(count(forBrand, 'campaigns'), 4);
  });

  it('pages the category list DRF-style and validates the query', async () => {
    const page = await ok<{ count: number; next: string | null; results: Category[] }>('/categories/?page_size=2', brand);
    assert.equal(page.count, 6);
    assert.equal(page.results.length, 2);
    assert.equal(page.next, `${testPublicUrl}/api/v1/help/categories/?page_size=2&page=2`);
    const byTitle = await ok<{ results: Category[] }>('/categories/?ordering=-title&page_size=100', brand);
    const titles = byTitle.results.map((category) => category.title);
    assert.deepEqual(titles, [...titles].sort().reverse());
    const invalid = await get('/categories/?page_size=101', brand);
    assert.equal(invalid.statusCode, 400);
    assert.ok(invalid.json().errors.page_size);
  });

  it("shows a category with summaries of the caller's articles only, without bodies", async () => {
    const forBrand = await ok<CategoryDetail>('/categories/getting-started/', brand);
    assert.equal(forBrand.title, 'Getting Started');
    assert.deepEqual(forBrand.articles.map((article) => article.slug), ['brand-quick-start', 'finding-your-way-around']);
    assert.equal(forBrand.article_count, 2);
    const forInfluencer = await ok<CategoryDetail>('/categories/getting-started/', influencer);
    assert.deepEqual(forInfluencer.articles.map((article) => article.slug), ['influencer-quick-start', 'finding-your-way-around']);
    for (const article of forInfluencer.articles) {
      assert.deepEqual(Object.keys(article).sort(), ['audience', 'category_slug', 'slug', 'summary', 'title', 'updated_at']);
    }
  });

  it('serves an article with its Markdown, update time and related articles of the same category', async () => {
    const article = await ok<Article>('/categories/payouts/articles/bank-transfer-payouts/', influencer);
    assert.equal(article.title, 'Getting paid by bank transfer');
    assert.equal(article.category_title, 'Payouts');
    assert.match(article.body_markdown, /IFSC/);
    assert.match(article.body_markdown, /\*\*Savings\*\* or \*\*Current\*\*/);
    assert.ok(!Number.isNaN(Date.parse(article.updated_at)));
    assert.deepEqual(article.related.map((related) => related.slug), ['payout-methods', 'upi-payouts', 'payout-security']);
    const shared = await ok<Article>('/categories/campaigns/articles/how-campaigns-work/', brand);
    const relatedSlugs = shared.related.map((related) => related.slug);
    assert.ok(relatedSlugs.includes('creating-a-campaign'));
    assert.ok(!relatedSlugs.includes('campaign-invites'), "an influencer article is not offered to a brand");
    assert.ok(!relatedSlugs.includes('how-campaigns-work'), 'an article is not related to itself');
  });

  it("answers 404 for unknown pages and for another role's pages alike", async () => {
    const cases: Array<[string, string, string]> = [
      ['/categories/no-such-category/', influencer, 'Help category not found.'],
      ['/categories/team/', influencer, 'Help category not found.'],
      ['/categories/payouts/', brand, 'Help category not found.'],
      ['/categories/campaigns/articles/no-such-article/', brand, 'Help article not found.'],
      ['/categories/getting-started/articles/brand-quick-start/', influencer, 'Help article not found.'],
      ['/categories/team/articles/team-roles-and-permissions/', influencer, 'Help article not found.'],
      ['/categories/campaigns/articles/upi-payouts/', influencer, 'Help article not found.'],
    ];
    for (const [url, token, detail] of cases) {
      const response = await get(url, token);
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(errorBody(response), { detail, code: 'not_found' }, url);
    }
  });

  it('bounds slugs at 100 characters', async () => {
    assert.equal((await get(`/categories/${'a'.repeat(100)}/`, brand)).statusCode, 404);
    // Fastify's router refuses longer path parameters before any handler runs; no slug that long exists: 404, in the
    // API's error shape and without echoing the path back.
    const tooLong = await get(`/categories/${'a'.repeat(101)}/`, brand);
    assert.equal(tooLong.statusCode, 404);
    assert.equal(tooLong.json().code, 'not_found');
    assert.ok(!tooLong.body.includes('a'.repeat(101)));
  });
});

describe('help centre seed', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  const article = (category: string, slug: string) =>
    t.app.context.help.findArticle(category, slug, ['all', 'brand', 'influencer']);

  const backdate = (category: string, slug: string) =>
    t.app.context.database.db
      .update(helpArticles)
      .set({ updatedAt: longAgo })
      .where(and(eq(helpArticles.categorySlug, category), eq(helpArticles.slug, slug)));

  it('is idempotent: a second run writes nothing and leaves update times alone', async () => {
    const first = await seedHelpContent(t.app.context.help);
    assert.ok(first.categoriesWritten >= 6 && first.categoriesWritten <= 8, `${first.categoriesWritten} categories`);
    assert.ok(first.articlesWritten >= 15 && first.articlesWritten <= 25, `${first.articlesWritten} articles`);
    await backdate('payouts', 'upi-payouts');
    assert.deepEqual(await seedHelpContent(t.app.context.help), { categoriesWritten: 0, articlesWritten: 0 });
    assert.deepEqual((await article('payouts', 'upi-payouts'))?.updatedAt, longAgo);
  });

  it('puts edited content back to the shipped text on the next run and moves its update time', async () => {
    const help = t.app.context.help;
    const shipped = await article('payouts', 'upi-payouts');
    assert.ok(shipped);
    await help.upsertArticle({ ...shipped, title: 'Outdated title', bodyMarkdown: 'Outdated.' });
    assert.equal((await article('payouts', 'upi-payouts'))?.title, 'Outdated title');
    await backdate('payouts', 'upi-payouts');
    assert.deepEqual(await seedHelpContent(help), { categoriesWritten: 0, articlesWritten: 1 });
    const restored = await article('payouts', 'upi-payouts');
    assert.equal(restored?.title, 'Getting paid by UPI');
    assert.equal(restored?.bodyMarkdown, shipped.bodyMarkdown);
    assert.ok(restored && restored.updatedAt.getTime() > longAgo.getTime());
  });

  it('ships links that every reader of an article can follow', async () => {
    const articles = await loadHelpArticles(helpCategorySeeds.map((category) => category.slug));
    const audienceOf = new Map(helpCategorySeeds.map((category) => [category.slug, category.audience]));
    const visible = (audience: string | undefined, reader: string) => audience === 'all' || audience === reader;
    const problems: string[] = [];
    for (const source of articles) {
      const readers = ['brand', 'influencer'].filter(
        (reader) => visible(audienceOf.get(source.categorySlug), reader) && visible(source.audience, reader),
      );
      assert.ok(readers.length > 0, `${source.categorySlug}/${source.slug} has readers`);
      for (const [, href] of source.bodyMarkdown.matchAll(/\]\(([^)\s]+)\)/g)) {
        const where = `${source.categorySlug}/${source.slug} -> ${href}`;
        if (/^(https:\/\/|mailto:)/.test(href)) continue;
        const match = /^\/help\/([a-z0-9-]+)(?:\/([a-z0-9-]+))?$/.exec(href);
        if (!match) {
          problems.push(`${where}: only /help links, https: and mailto: are expected`);
          continue;
        }
        const [, category, slug] = match;
        const target = slug ? articles.find((a) => a.categorySlug === category && a.slug === slug) : undefined;
        if (slug && !target) problems.push(`${where}: no such article`);
        for (const reader of readers) {
          if (!visible(audienceOf.get(category), reader) || (target && !visible(target.audience, reader))) {
            problems.push(`${where}: a ${reader} cannot open it`);
          }
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  it('covers every placement type and the SPEC password rules', async () => {
    const placements = await article('campaigns', 'placement-types');
    for (const type of placementTypes) assert.ok(placements?.bodyMarkdown.includes(`\`${type}\``), type);
    const passwords = await article('account-security', 'password-and-reset');
    for (const rule of ['at least **8 characters**', '**uppercase**', '**lowercase**', '**number**', '**special character**']) {
      assert.ok(passwords?.bodyMarkdown.includes(rule), rule);
    }
  });
});

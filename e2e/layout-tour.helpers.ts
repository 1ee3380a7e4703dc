import { expect, test, type APIResponse, type Browser, type Page } from './journey.fixture';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { accessibilityViolations } from './axe.helpers';
import { signIn } from './auth.helpers';
import { demoBrand } from './demo-accounts';

/**
 * What the layout tour's spec files share (layout-tour-guest, -brand and -influencer: three files, so the e2e shards
 * of scripts/run-e2e.mjs can run them side by side). The layout tour of issue 13: every route of the route table (src/app/router/*.routes.tsx) for guests, the demo
 * brand and the demo influencer (plus the two setup wizards, which only accounts that are not set up reach), at a
 * phone's 390×844 and a laptop's 1280×800. Each visit fails on
 * - horizontal page scroll (scrollWidth > clientWidth), naming the elements that stick out past the right edge;
 * - content pushed past the right edge and silently clipped by an ancestor that does not scroll;
 * - text cut to '…' at laptop width (nothing that matters is truncated on a 1280 px screen);
 * - serious or critical axe violations;
 * and leaves a full-page screenshot in test-results/layout-tour/<role>-<size>-<route>.png (CI keeps test-results as
 * artifacts; docs/testing.md). Every problem of a role is collected first and reported in one list.
 */

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;
type Size = (typeof sizes)[number];

interface Stop {
  /** Short name for the screenshot file. */
  name: string;
  path: string;
  /** A tab to open after the page shows (client-side tabs that are not routes of their own). */
  tab?: string;
}

/** test-results/layout-tour, whichever shard runs the tour (scripts/run-e2e.mjs gives each shard its own output folder). */
const shotsDir = () => join(test.info().config.rootDir, '..', 'test-results', 'layout-tour');

/** Loaders, skeletons and busy regions: a screenshot or a width measured before they resolve shows the wrong page. */
const pending = '.MuiSkeleton-root, [aria-busy="true"], [role="progressbar"]:not(.MuiLinearProgress-determinate)';

/**
 * What sticks out past the viewport's right edge, for the failure message: the outermost such elements (the place to
 * fix), skipping what an ancestor that fits clips on purpose (overflow auto, scroll or hidden: a
 * table scrolling inside its card, a scrollable tab list, a line ending in '…'). An absolutely placed element is only
 * clipped by an ancestor at or above its containing block: a visually hidden label in a scrolling table whose
 * container is not positioned escapes it and widens the page, so it is reported.
 */
async function layoutProblems(page: Page, size: Size) {
  return page.evaluate((checkTruncation) => {
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const describe = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.getAttribute('data-testid');
      const classes = [...element.classList].filter((name) => !/^css-/.test(name)).slice(0, 3).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${label ? `[${label}]` : ''}${text ? ` "${text}"` : ''}`;
    };
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && element.getClientRects().length > 0;
    };
    /**
     * Whether an ancestor that fits the viewport holds the element on purpose (or a fixed layer does: no page scroll):
     * one that scrolls sideways (a table in its card), or one that hides the overflow of a line ending in '…'. An
     * ancestor that merely hides what sticks out (a card's overflow: hidden) cuts the content off without a word,
     * so that is reported as clipped.
     */
    const contained = (element: Element): 'page' | 'held' | 'clipped' => {
      let position = getComputedStyle(element).position;
      if (position === 'fixed') return 'held';
      let needsPositioned = position === 'absolute';
      let ellipsis = getComputedStyle(element).textOverflow === 'ellipsis';
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        position = style.position;
        if (position === 'fixed') return 'held';
        const clips = style.overflowX !== 'visible';
        if ((!needsPositioned || position !== 'static') && clips) {
          if (parent.getBoundingClientRect().right > viewport + 1) return 'page';
          const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
          ellipsis ||= style.textOverflow === 'ellipsis';
          return scrolls || ellipsis || parent.closest('[data-clip="allowed"]') ? 'held' : 'clipped';
        }
        ellipsis ||= style.textOverflow === 'ellipsis';
        if (position === 'absolute') needsPositioned = true;
        else if (position !== 'static') needsPositioned = false;
      }
      return 'page';
    };
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > viewport + 1;
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!sticksOut(element) || !visible(element) || element.getBoundingClientRect().width === 0) continue;
      const held = contained(element);
      if (held === 'held') continue;
      // Only the outermost element that sticks out (the place to fix), not each of its children.
      const parent = element.parentElement;
      if (parent && parent !== document.body && sticksOut(parent) && contained(parent) !== 'held') continue;
      offenders.push(`${describe(element)} (right edge ${Math.round(element.getBoundingClientRect().right)} px${held === 'clipped' ? ', cut off by an ancestor that hides it' : ''})`);
    }
    const truncated: string[] = [];
    if (checkTruncation) {
      for (const element of document.body.querySelectorAll('*')) {
        const style = getComputedStyle(element);
        const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '' && element.scrollHeight > element.clientHeight + 1;
        // scrollWidth is rounded: a label 0.2 px too wide already ends in '…', so the text itself is measured too.
        const text = document.createRange();
        text.selectNodeContents(element);
        const inner = element.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const ellipsis = style.textOverflow === 'ellipsis' && (element.scrollWidth > element.clientWidth || text.getBoundingClientRect().width > inner + 0.05);
        if ((ellipsis || clamped) && visible(element) && !element.closest('[data-truncation="allowed"]')) {
          truncated.push(describe(element));
        }
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: viewport, offenders: offenders.slice(0, 8), truncated: truncated.slice(0, 8) };
  }, size.name === 'laptop');
}

/** Visits one route at one size and reports what is wrong there as a soft failure, so the tour goes on. */
async function check(page: Page, role: string, stop: Stop, size: Size, open: boolean) {
  const where = `${role} ${size.name} ${stop.path}${stop.tab ? ` (${stop.tab} tab)` : ''}`;
  await page.setViewportSize({ width: size.width, height: size.height });
  // The first size opens the page; the second resizes the same page, as a person turning a tablet would, which
  // exercises the same responsive rules at half the navigations (CI time).
  if (open) {
    await page.goto(stop.path);
    await expect(page.getByRole('heading', { level: 1 }).first(), `${where}: no main heading`).toBeVisible();
    if (stop.tab) await page.getByRole('tab', { name: stop.tab, exact: true }).click();
  }
  await expect(page.locator(pending).filter({ visible: true }), `${where}: still loading`).toHaveCount(0);
  // Web fonts change widths: measure with the final ones.
  await page.evaluate(() => document.fonts.ready);

  const problems: string[] = [];
  const layout = await layoutProblems(page, size);
  if (layout.scrollWidth > layout.clientWidth) {
    problems.push(`${where}: the page scrolls sideways (${layout.scrollWidth} px wide in ${layout.clientWidth} px)`);
  }
  for (const offender of layout.offenders) problems.push(`${where}: sticks out: ${offender}`);
  for (const cut of layout.truncated) problems.push(`${where}: cut to '…': ${cut}`);
  for (const violation of await accessibilityViolations(page)) problems.push(`${where}: axe ${violation}`);

  mkdirSync(shotsDir(), { recursive: true });
  const file = `${role}-${size.name}-${stop.name}.png`;
  await page.screenshot({ path: join(shotsDir(), file), fullPage: true });
  expect.soft(problems, `${where}: see test-results/layout-tour/${file}`).toEqual([]);
}

export async function tour(page: Page, role: string, stops: Stop[]) {
  // At rest: the notice strip's slide-in would otherwise leave a half-faded notice in some screenshots.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const stop of stops) for (const [index, size] of sizes.entries()) await check(page, role, stop, size, index === 0);
}

/** A signed-in page and the API as that person (the SPA sends a bearer token, read from its own first request). */
export interface Session {
  page: Page;
  get<T>(url: string): Promise<T>;
  post(url: string, data: unknown, extraHeaders?: Record<string, string>): Promise<APIResponse>;
}

export async function signedIn(browser: Browser, account: { email: string; password: string }): Promise<Session> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  const authorized = page.waitForRequest((request) => request.url().includes('/api/v1/') && !!request.headers().authorization);
  await signIn(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login$/);
  const headers = { authorization: (await authorized).headers().authorization };
  return {
    page,
    get: async <T>(url: string) => {
      const response = await page.request.get(url, { headers });
      expect(response.ok(), `GET ${url}: ${response.status()}`).toBe(true);
      return (await response.json()) as T;
    },
    post: (url, data, extraHeaders = {}) => page.request.post(url, { headers: { ...headers, ...extraHeaders }, data }),
  };
}

export interface Whoami {
  brand_id: string | null;
  influencer_id: string | null;
}
export interface Paginated<T> {
  results: T[];
}

/** The help centre's first category and article, as a reader reaches them. */
export async function helpStops(api: Session): Promise<Stop[]> {
  const category = (await api.get<Paginated<{ slug: string }>>('/api/v1/help/categories/')).results[0].slug;
  const detail = await api.get<{ articles: Array<{ slug: string }> }>(`/api/v1/help/categories/${category}/`);
  return [
    { name: 'help', path: '/help' },
    { name: 'help-category', path: `/help/${category}` },
    { name: 'help-article', path: `/help/${category}/${detail.articles[0].slug}` },
  ];
}

/** The demo brand's published campaign and its draft (the wizard's steps are visited on the draft). */
export async function brandCampaigns(brand: Session, brandId: string) {
  const campaigns = await brand.get<Paginated<{ id: string; status: string }>>(`/api/v1/campaigns/?brand_id=${brandId}&page_size=50`);
  const published = campaigns.results.find((campaign) => campaign.status !== 'draft')?.id;
  const draft = campaigns.results.find((campaign) => campaign.status === 'draft')?.id;
  expect(published && draft, 'the demo brand has a published campaign and a draft').toBeTruthy();
  return { published: published!, draft: draft! };
}

/**
 * The demo influencer's invite and active campaign: the seeded ones when there are; otherwise the demo brand adds
 * the demo influencer to its published campaign and invites them, and the influencer accepts (both pages need one).
 */
export async function influencerWork(browser: Browser, influencer: Session) {
  const invites = () => influencer.get<Paginated<{ id: string; status: string }>>('/api/v1/influencers/campaign-invites/?page_size=50');
  const active = () => influencer.get<Paginated<{ id: string }>>('/api/v1/influencers/campaigns/active/?page_size=50');
  if ((await invites()).results.length === 0) {
    const brand = await signedIn(browser, demoBrand);
    const { brand_id: brandId } = await brand.get<Whoami>('/api/v1/accounts/whoami/');
    const publishedId = (await brandCampaigns(brand, brandId!)).published;
    const me = await influencer.get<Whoami>('/api/v1/accounts/whoami/');
    const roster = await brand.get<Paginated<{ id: string; influencer_id: string }>>(`/api/v1/campaigns/${publishedId}/influencers/?page_size=100`);
    let entry = roster.results.find((row) => row.influencer_id === me.influencer_id);
    if (!entry) {
      const added = await brand.post(`/api/v1/campaigns/${publishedId}/influencers/`, { influencer_id: me.influencer_id });
      expect(added.ok(), await added.text()).toBe(true);
      entry = (await added.json()) as { id: string; influencer_id: string };
    }
    const invited = await brand.post(`/api/v1/campaigns/${publishedId}/influencers/invite/`, { roster_ids: [entry.id] });
    expect(invited.ok(), await invited.text()).toBe(true);
  }
  if ((await active()).results.length === 0) {
    const pendingInvite = (await invites()).results.find((invite) => invite.status === 'pending') ?? (await invites()).results[0];
    const accepted = await influencer.post(`/api/v1/influencers/campaign-invites/${pendingInvite.id}/accept/`, {
      proposed_content: 'One review video with a listening test in daylight and a short mention of the battery life.',
      expected_delivery_date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      requested_compensation: '12500.00',
      agreed_to_terms: true,
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  }
  return { inviteId: (await invites()).results[0].id, rosterId: (await active()).results[0].id };
}

import { expect, test, type BrowserContext, type Locator, type Page } from './journey.fixture';
import { accessibilityViolations } from './axe.helpers';
import { signIn, signOut } from './auth.helpers';
import { demoBrand, demoInfluencer } from './demo-accounts';

/** The signed-in shell of SPEC §2: sidebar per role, user menu, breadcrumbs and titles, mobile drawer, theme, prefetch. */

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
const sessions = new Map<string, Cookies>();

/**
 * Signs in through the login page once per account and reuses that session's cookies afterwards (the identity
 * provider allows 20 sign-ins a minute, shared by the whole e2e run). `fresh` for tests that log out.
 */
async function signInAs(page: Page, account: { email: string; password: string }, { fresh = false } = {}) {
  const saved = fresh ? undefined : sessions.get(account.email);
  if (saved) {
    await page.context().addCookies(saved);
    await page.goto('/dashboard');
  } else {
    await page.goto('/login');
    await signIn(page, account.email, account.password);
  }
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  if (!saved && !fresh) sessions.set(account.email, await page.context().cookies());
}

async function expectNoSeriousA11yIssues(page: Page, where: string) {
  expect((await accessibilityViolations(page)).map((violation) => `${where}: ${violation}`)).toEqual([]);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

/** Axe must not judge colours half-way through the menu's fade-in. */
const settledPopup = (page: Page) => expect(page.locator('.MuiPopover-paper')).toHaveCSS('opacity', '1');

async function linksOf(nav: Locator) {
  return nav.getByRole('link').evaluateAll((links) => links.map((link) => `${link.textContent} ${link.getAttribute('href')}`));
}

/**
 * Visits a page and checks its heading, tab title and breadcrumbs. Axe runs on every route at both sizes in the layout
 * tour (layout-tour-*.spec.ts); here only on what the tour does not show (menus, dialogs, the drawer, a collapsed sidebar).
 */
async function visit(page: Page, path: string, title: string, trail: string[] | null) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · InfluenceHub`);
  if (trail) await expect(crumbs(page).getByRole('listitem')).toHaveText(trail.map((label, index) => (index ? `›${label}` : label)));
  else await expect(crumbs(page)).toHaveCount(0);
}

test('a brand sees the brand sidebar and its pages with titles and breadcrumbs', async ({ page }) => {
  await signInAs(page, demoBrand);
  await expect(mainNav(page).getByText('Management')).toBeVisible();
  expect(await linksOf(mainNav(page))).toEqual([
    'Dashboard /dashboard', 'All Campaigns /campaigns', 'Create Campaign /campaigns/create', 'Influencers /influencers',
    'Messages /messages', 'Analytics /analytics', 'Payments /payments', 'Team /team', 'Settings /settings', 'Help /help',
  ]);
  await expect(mainNav(page).getByRole('button', { name: 'Campaigns' })).toHaveAttribute('aria-expanded', 'true');
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(crumbs(page)).toHaveCount(0);

  // The sidebar's Create Campaign leads to the brand's own creation page.
  await mainNav(page).getByRole('link', { name: 'Create Campaign' }).click();
  await expect(page).toHaveURL(/\/brands\/[0-9a-f-]{36}\/campaigns\/create$/);
  const brandId = new URL(page.url()).pathname.split('/')[2];
  await expect(crumbs(page).getByRole('listitem')).toHaveText(['Home', '›Campaigns', '›Create Campaign']);

  await visit(page, '/analytics', 'Analytics', ['Home', 'Analytics']);
  await expect(mainNav(page).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
  await visit(page, '/payments', 'Payments', ['Home', 'Payments']);
  await visit(page, '/team', 'Team Management', ['Home', 'Team Management']);
  await visit(page, '/influencers', 'Influencers', ['Home', 'Influencers']);
  await visit(page, '/notifications', 'Notifications', ['Home', 'Notifications']);
  await visit(page, '/profile', 'My Profile', ['Home', 'My Profile']);
  const campaign = '8d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f';
  await visit(page, `/brands/${brandId}/campaigns/${campaign}`, 'Campaign Details', ['Home', 'Campaigns', 'Details']);
  await visit(page, `/brands/${brandId}/campaigns/${campaign}/success`, 'Campaign Published', ['Home', 'Campaigns', 'Details', 'Campaign Published']);
  await visit(page, `/brands/${brandId}/campaigns/wizard/new/general`, 'Campaign Details', ['Home', 'Campaigns', 'New Campaign', 'Campaign Details']);

  await crumbs(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an influencer sees the influencer sidebar and its pages with titles and breadcrumbs', async ({ page }) => {
  await signInAs(page, demoInfluencer);
  await expect(mainNav(page).getByText('Account')).toBeVisible();
  expect(await linksOf(mainNav(page))).toEqual([
    'Dashboard /dashboard', 'Active Campaigns /campaigns/active', 'Invitations /campaigns/invites',
    'Completed /campaigns?status=completed', 'Messages /messages', 'My Profile /profile', 'Settings /settings', 'Help /help',
  ]);

  await mainNav(page).getByRole('link', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/\/campaigns\?status=completed$/);
  await expect(mainNav(page).getByRole('link', { name: 'Completed' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Campaigns · InfluenceHub');

  await visit(page, '/campaigns/invites', 'Campaign Invites', ['Home', 'Campaigns', 'Campaign Invites']);
  await expect(mainNav(page).getByRole('link', { name: 'Invitations' })).toHaveAttribute('aria-current', 'page');
  await visit(page, '/campaigns/active', 'Active Campaigns', ['Home', 'Campaigns', 'Active Campaigns']);
  await visit(page, '/campaigns/active/5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b/content', 'Campaign Dashboard', [
    'Home', 'Campaigns', 'Active Campaigns', 'Details', 'Content',
  ]);
  await visit(page, '/settings', 'Settings', ['Home', 'Settings']);
  await visit(page, '/earnings', 'Earnings', ['Home', 'Earnings']);
  await visit(page, '/help', 'Help Centre', ['Home', 'Help Centre']);

  // The Campaigns group opens by default and closes on a click.
  const group = mainNav(page).getByRole('button', { name: 'Campaigns' });
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(mainNav(page).getByRole('link', { name: 'Invitations' })).toBeHidden();
});

test('the collapsed sidebar is remembered across a reload', async ({ page }) => {
  await signInAs(page, demoInfluencer);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'My Profile' })).toHaveAttribute('title', 'My Profile');
  const sidebarWidth = () => page.locator('#shell-sidebar').evaluate((element) => element.getBoundingClientRect().width);
  await expect.poll(sidebarWidth).toBe(56);
  await expectNoSeriousA11yIssues(page, 'collapsed sidebar');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(mainNav(page).getByText('My Profile')).toBeVisible();
  await expect.poll(sidebarWidth).toBe(176);
});

test('the user menu shows the account, its links work, and Log out ends the session', async ({ page }) => {
  await signInAs(page, demoBrand, { fresh: true });
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toHaveAccessibleDescription(/Brenda Brand.*brand@demo\.local.*Brand Account/);
  const popup = menu.locator('..');
  await expect(popup.getByText('Brenda Brand', { exact: true })).toBeVisible();
  await expect(popup.getByText('brand@demo.local', { exact: true })).toBeVisible();
  await expect(popup.getByText('Brand Account', { exact: true })).toBeVisible();
  await settledPopup(page);
  await expectNoSeriousA11yIssues(page, 'user menu');

  await menu.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  // Settings is an influencer page: brands are sent to the dashboard (SPEC §2).
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test("the sidebar shows the influencer's name and its Logout button ends the session", async ({ page }) => {
  await signInAs(page, demoInfluencer, { fresh: true });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toHaveAccessibleDescription(/Influencer Account/);
  await page.keyboard.press('Escape');
  // The name her profile holds (Ivy Iyer), not the sign-up name: one name everywhere (docs/profiles-and-names.md).
  await expect(page.getByTestId('sidebar-user')).toHaveText('Ivy Iyer');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('quick actions navigate or open their dialogs', async ({ page }) => {
  await signInAs(page, demoBrand);
  const quickActions = page.getByRole('list', { name: 'Quick Actions' });
  await quickActions.getByRole('button', { name: 'Invite Influencer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Influencer' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yIssues(page, 'invite dialog');
  await dialog.getByRole('link', { name: 'Browse influencers' }).click();
  await expect(page).toHaveURL(/\/influencers$/);
  await expect(dialog).toBeHidden();
  await quickActions.getByRole('link', { name: 'View Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation drawer opens from the menu button and closes on navigation and on Escape', async ({ page }) => {
    await signInAs(page, demoInfluencer);
    await expect(mainNav(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Sidebar' });
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((element) => element.getBoundingClientRect().width)).toBe(320);
    await expectNoSeriousA11yIssues(page, 'phone drawer');
    await drawer.getByRole('link', { name: 'Invitations', exact: true }).click();
    await expect(page).toHaveURL(/\/campaigns\/invites$/);
    await expect(drawer).toBeHidden();
    await expect(crumbs(page).getByRole('listitem')).toHaveText(['Home', '›Campaigns', '›Campaign Invites']);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/campaigns\/invites$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu').locator('..').getByText('influencer@demo.local', { exact: true })).toBeVisible();
    await settledPopup(page);
    await expectNoSeriousA11yIssues(page, 'phone user menu');
  });
});

test('the stored theme preference follows the system colour scheme when set to system', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('influencehub.settings', JSON.stringify({ themePreference: 'system', sidebarCollapsed: false })));
  await page.emulateMedia({ colorScheme: 'light' });
  await signInAs(page, demoInfluencer);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme-preference', 'system');
  await expect(html).toHaveAttribute('data-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-color-scheme', 'dark');
  // Always light in practice (SPEC §2): the page background stays the light palette's.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(247, 247, 251)');
});

test('2 s after start an influencer prefetches the campaigns and settings pages', async ({ page }) => {
  await signInAs(page, demoInfluencer);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect.poll(() => requested.filter((path) => /\/assets\/page-(campaigns|settings)\./.test(path)).length, { timeout: 10_000 }).toBe(2);
  expect(requested.some((path) => /\/assets\/page-campaign-wizard\./.test(path))).toBe(false);
});

import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './journey.fixture';
import { signedInPage } from './auth.helpers';
import { demoBrand, demoInfluencer, demoViewer } from './demo-accounts';

/**
 * Issue 14, the analytics screens: the demo brand opens /analytics, reads the totals and the chart, switches to the
 * campaign with data (Summer Audio Drop, docs/analytics.md "Demo data"), downloads a table as CSV and opens the
 * campaign's Performance tab; a viewer (no analytics.export) reads the same report without any export button; the demo
 * influencer (ivy.creates, who delivered on that campaign) reads their own verified numbers on their dashboard.
 */

const shots = process.env.E2E_SCREENSHOTS_DIR;

const campaignName = 'Summer Audio Drop';

/** Opens /analytics; answers the brand id of the brand-wide report the page asked for. */
async function openAnalytics(page: Page): Promise<string> {
  const report = page.waitForResponse((answer) => /\/api\/v1\/analytics\/performance\/\?/.test(answer.url()) && answer.ok());
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Totals' })).toBeVisible({ timeout: 20_000 });
  return ((await (await report).json()) as { brand_id: string }).brand_id;
}

/** The chart has drawn its series (an SVG path of the line), and the keyboard reads a day's figure out of it. */
async function expectChart(page: Page) {
  const chart = page.getByRole('figure', { name: 'Views per day' }).getByRole('img', { name: 'Views per day' });
  await expect(chart.locator('path').first()).toBeVisible({ timeout: 20_000 });
  await chart.focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('figure', { name: 'Views per day' }).getByText(/^\d{1,2} [A-Z][a-z]{2}: .+ views$/)).toBeVisible();
}

test('the brand reads its performance, downloads a table as CSV and opens the campaign Performance tab', async ({ browser }) => {
  const page = await signedInPage(browser, demoBrand);
  const brandId = await openAnalytics(page);
  const views = page.getByRole('list', { name: 'Totals' }).getByRole('listitem', { name: 'Views' });
  await expect(views).toContainText(/\d/);
  await expect(views.getByText(/^(First-party|Estimated)$/)).toBeVisible();
  await expect(page.getByText(/Formula: engagement_rate = \(likes \+ comments \+ shares \+ saves\) \/ views × 100/)).toBeVisible();
  await expectChart(page);

  // One campaign: the picker lists it, the report follows, the influencer breakdown names its creators.
  await page.getByRole('combobox', { name: 'Campaign' }).click();
  await page.getByRole('option', { name: campaignName }).click();
  await expect(page).toHaveURL(/\?campaign=[0-9a-f-]{36}$/);
  await expect(page.getByRole('table', { name: 'By influencer' })).toContainText(/aarav|Aarav/, { timeout: 20_000 });
  await expectChart(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export by platform as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^summer-audio-drop-performance-platform-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const header = csv.split('\r\n')[0]!.split(',');
  expect(header.slice(0, 4)).toEqual(['platform', 'label', 'currency', 'views']);
  expect(header).toContain('views_source');
  expect(csv).toMatch(/\r\nyoutube,/);

  // The campaign's own page has the same report in its Performance tab.
  const campaignId = new URL(page.url()).searchParams.get('campaign')!;
  await page.goto(`/brands/${brandId}/campaigns/${campaignId}`);
  await expect(page.getByRole('heading', { name: campaignName })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect(page.getByRole('tabpanel').getByRole('list', { name: 'Totals' })).toBeVisible({ timeout: 20_000 });
  await expectChart(page);
  await expect(page.getByRole('button', { name: 'Export top content as CSV' })).toBeVisible();
});

test('a viewer reads the report without export buttons', async ({ browser }) => {
  const page = await signedInPage(browser, demoViewer);
  await openAnalytics(page);
  await expect(page.getByRole('table', { name: 'By platform' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /Export .* as CSV/ })).toHaveCount(0);
});

test('the demo influencer sees their own verified numbers on the dashboard, at phone and laptop width', async ({ browser }) => {
  const page = await signedInPage(browser, demoInfluencer);
  for (const [width, height] of [[1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    const report = page.waitForResponse((answer) => /\/api\/v1\/analytics\/my-performance\/(\?|$)/.test(answer.url()));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Open invites' })).toBeVisible({ timeout: 20_000 });
    // Below the work cards: its code and data load as it nears the viewport.
    const card = page.getByRole('region', { name: 'Your verified numbers' });
    // The card's section is replaced as it goes from its room to its skeleton to its figures (it starts loading as it
    // nears the viewport): scrolling to one that was just replaced is done again, as a person would scroll on.
    await expect(async () => card.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 20_000 });
    expect((await report).status()).toBe(200);
    const totals = card.getByRole('list', { name: 'Totals' });
    await expect(totals.getByRole('listitem', { name: 'Views' })).toContainText(/\d/, { timeout: 20_000 });
    // Her YouTube channel is connected (first-party), her reel is not (estimated): the sums with it are estimated.
    await expect(totals.getByRole('listitem', { name: 'Views' }).getByText('Estimated')).toBeVisible();
    await expect(card.getByText(/Formula: engagement_rate = \(likes \+ comments \+ shares \+ saves\) \/ views × 100/)).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(width);
    if (shots) await page.screenshot({ path: `${shots}/influencer-dashboard-verified-numbers-${width}.png`, fullPage: true });
  }

  await page.getByRole('region', { name: 'Your verified numbers' }).getByRole('link', { name: campaignName }).click();
  await expect(page).toHaveURL(/\/campaigns\/active\/[0-9a-f-]{36}\/stats$/);
  await expect(page.getByRole('region', { name: 'Your verified numbers' }).getByRole('list', { name: 'Totals' })).toBeVisible({ timeout: 20_000 });
});

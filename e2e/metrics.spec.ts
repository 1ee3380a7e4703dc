import { expect, test, type APIRequestContext, type Page } from './journey.fixture';
import { e2eServiceToken } from '../playwright.config';
import { signIn } from './auth.helpers';
import { demoInfluencer } from './demo-accounts';

interface SummaryRow {
  name: string;
  route: string;
  p75: number;
  count: number;
  rating: string;
}

async function summary(request: APIRequestContext, route: string): Promise<SummaryRow[]> {
  const response = await request.get(`/api/v1/metrics/summary/?route=${encodeURIComponent(route)}`, {
    headers: { 'x-service-token': e2eServiceToken },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: SummaryRow[] }).results;
}

async function signInToDashboard(page: Page) {
  await page.goto('/login');
  await signIn(page, demoInfluencer.email, demoInfluencer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // /login is the light entry: after sign-in the app loads at /dashboard and asks the API (whoami) before it shows.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('web vitals and API response times of a visited page reach the operators\' summary (flush and unload beacon)', async ({ page, request }) => {
  await signInToDashboard(page);
  // A full load of /dashboard: its LCP, FCP and TTFB belong to that route.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The quiet flush (5 s after the last measurement) goes through the API with the user's token.
  const flushed = await page.waitForRequest((sent) => sent.url().endsWith('/api/v1/metrics/') && sent.method() === 'POST', { timeout: 20_000 });
  expect(flushed.headers()['content-type']).toContain('application/json');
  expect(flushed.postDataJSON()).toMatchObject({ type: 'metric', data: { metrics: expect.any(Array) } });
  // Leaving the page hands the final web vitals (LCP, CLS, INP) to navigator.sendBeacon.
  await page.goto('about:blank');

  await expect
    .poll(async () => (await summary(request, '/dashboard')).map((row) => row.name).sort(), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['LCP', 'TTFB', 'api_response_time']));
  for (const row of await summary(request, '/dashboard')) {
    expect(row.count).toBeGreaterThan(0);
    expect(['good', 'needs-improvement', 'poor']).toContain(row.rating);
  }
});

test('an uncaught error is reported to the server (no DSN configured) with its tags', async ({ page }) => {
  await signInToDashboard(page);
  // The report must carry the API calls before it: wait until the dashboard shows its data (no skeleton or spinner
  // left), as a person would, so at least one call has completed and left its breadcrumb.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root, [aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
  const reported = page.waitForRequest((sent) => sent.url().endsWith('/api/v1/metrics/') && sent.postDataJSON()?.type === 'report');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e uncaught failure');
    });
  });
  const report = await reported;
  expect(report.postDataJSON().data).toMatchObject({
    message: 'e2e uncaught failure',
    tags: { feature: 'global', operation: 'window.onerror' },
    url: expect.stringContaining('/dashboard'),
    breadcrumbs: expect.arrayContaining([expect.objectContaining({ category: 'api' })]),
  });
  expect((await report.response())?.status()).toBe(202);
});

test('Ctrl+Shift+P toggles the hidden performance panel, which renders nothing', async ({ page }) => {
  await signInToDashboard(page);
  const html = page.locator('html');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+Shift+KeyP');
  await expect(html).toHaveAttribute('data-performance-panel', 'on');
  // Nothing appears: the panel's only output is the attribute and console lines.
  await expect(page.getByText(/performance/i)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The panel adds nothing to check; the accessibility of the shell around it is checked by the shell's journeys.
  await page.keyboard.press('Control+Shift+KeyP');
  await expect(html).not.toHaveAttribute('data-performance-panel', 'on');
});

test('the metrics endpoint refuses text/plain and oversized bodies', async ({ request }) => {
  const plain = await request.post('/api/v1/metrics/', { headers: { 'content-type': 'text/plain' }, data: '{"type":"metric"}' });
  expect(plain.status()).toBe(415);
  const huge = await request.post('/api/v1/metrics/', {
    data: { type: 'metric', timestamp: Date.now(), data: { metrics: [{ name: 'LCP', value: 1, route: `/${'x'.repeat(70_000)}` }] } },
  });
  expect(huge.status()).toBe(413);
  expect(await huge.json()).toMatchObject({ detail: 'Request body is too large.', code: 'payload_too_large' });
});

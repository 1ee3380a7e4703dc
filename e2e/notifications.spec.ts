import { expect, test, type Page } from './journey.fixture';
import { accessibilityViolations } from './axe.helpers';
import { e2eServiceToken } from '../playwright.config';
import { signIn } from './auth.helpers';
import { demoBrand } from './demo-accounts';

/**
 * The demo brand's seeded unread notifications: the welcome and its published campaign's "Influencers matched"
 * (server/src/db/seed/notifications.seed.ts). Journeys that run earlier (publishing, the marketplace) add their own,
 * so the test counts from what it finds.
 */
const seededUnread = 2;

// While the panel (a modal popover) is open the page behind it is aria-hidden, the bell included.
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications( \(.+ unread\))?$/, includeHidden: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

async function openPanel(page: Page) {
  await bell(page).click();
  await expect(panel(page)).toBeVisible();
  return panel(page);
}

async function closePanel(page: Page) {
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
}

test('the demo brand reads, marks read and clears notifications; the state survives a reload; new ones arrive without one', async ({ page, request }) => {
  // A controllable clock, so the 30 s poll can be stepped over instead of waited for.
  await page.clock.install();
  await page.goto('/login');
  await signIn(page, demoBrand.email, demoBrand.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(bell(page)).toHaveAttribute('aria-label', /^Notifications \(\d+ unread\)$/);
  const unread = Number((await bell(page).getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  expect(unread).toBeGreaterThanOrEqual(seededUnread);
  let list = await openPanel(page);
  await expect(list.getByText('Welcome to InfluenceHub')).toBeVisible();
  await expect(list.getByText('New team member')).toBeVisible();
  await expect(list.getByRole('link', { name: 'View campaigns' })).toHaveAttribute('href', /^\/brands\/[0-9a-f-]{36}\/campaigns$/);
  // Seeded when the server started; the exact time depends on when this spec runs.
  await expect(list.getByText(/^(just now|\d+ (minutes?|hours?) ago)$/).first()).toBeVisible();

  expect(await accessibilityViolations(page, { include: '[role="dialog"]' })).toEqual([]);

  await list.getByRole('button', { name: 'Mark as read: Welcome to InfluenceHub' }).click();
  await expect(bell(page)).toHaveAttribute('aria-label', `Notifications (${unread - 1} unread)`);
  await list.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
  await expect(list.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  list = await openPanel(page);
  await expect(list.getByText('Welcome to InfluenceHub')).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
  await expect(list.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);

  await list.getByRole('button', { name: 'Clear all' }).click();
  await expect(list.getByText('No notifications yet')).toBeVisible();
  await expect(list.getByText("We'll notify you when something important happens")).toBeVisible();
  await closePanel(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  list = await openPanel(page);
  await expect(list.getByText('No notifications yet')).toBeVisible();
  await closePanel(page);

  // An operator sends one; the next poll (30 s) shows it with no reload.
  const sent = await request.post('/api/v1/notifications/send/', {
    headers: { 'x-service-token': e2eServiceToken },
    data: { email: demoBrand.email, type: 'success', title: 'Payout settled', message: 'Your July invoice was paid.', action_url: '/payments' },
  });
  expect(sent.status()).toBe(201);
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
  await page.clock.fastForward('00:31');
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications (1 unread)');
  list = await openPanel(page);
  await expect(list.getByText('Payout settled')).toBeVisible();
  await list.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole('main').getByText('Your July invoice was paid.')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

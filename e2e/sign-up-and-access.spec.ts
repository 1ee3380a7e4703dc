import { expect, test } from './journey.fixture';
import { accessibilityViolations } from './axe.helpers';
import { fillInfluencerSignUp, signIn, signOut } from './auth.helpers';
import { demoBrand, demoInfluencer } from './demo-accounts';

test('a new influencer signs up, lands on profile setup and signs out', async ({ page }) => {
  const email = `creator-${Date.now()}@example.com`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign up as Influencer' }).click();
  await expect(page).toHaveURL(/\/influencer-signup$/);

  await fillInfluencerSignUp(page, { name: 'Asha Creator', email, password: 'Str0ng!pass' });

  await expect(page).toHaveURL(/\/profile-setup$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();

  await signOut(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a deep link while signed out goes to /login and comes back after sign-in', async ({ page }) => {
  await page.goto('/campaigns/invites?tab=open');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, demoInfluencer.email, demoInfluencer.password);
  await expect(page).toHaveURL(/\/campaigns\/invites\?tab=open$/);
});

test('the demo brand lands on the dashboard; unknown paths and influencer-only pages lead there too', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoBrand.email, demoBrand.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('wrong credentials keep the user on the login page with a message', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoBrand.email, 'Wrong!pass1');
  await expect(page.getByText('Sign in failed. Please check your email and password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

for (const [path, heading] of [
  ['/login', 'Welcome back'],
  ['/influencer-signup', /create your influencer account/i],
  ['/forgot-password', /reset your password/i],
] as const) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}

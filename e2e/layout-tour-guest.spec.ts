import { expect, test } from './journey.fixture';
import { fillInfluencerSignUp } from './auth.helpers';
import { demoNewInfluencer } from './demo-accounts';
import { signedIn, tour } from './layout-tour.helpers';

/** The layout tour (layout-tour.helpers.ts) of the signed-out pages and of both setup wizards. */
test.describe('layout tour at 390×844 and 1280×800', () => {
  test('guest pages', async ({ page }) => {
    test.setTimeout(180_000);
    await tour(page, 'guest', [
      { name: 'login', path: '/login' },
      { name: 'influencer-signup', path: '/influencer-signup' },
      { name: 'brand-signup', path: '/brand-signup-123' },
      { name: 'forgot-password', path: '/forgot-password' },
      // A team invite link that is not valid (docs/team.md): the card with its refusal.
      { name: 'team-invite', path: '/team/invite/no-such-link' },
    ]);
  });

  test('setup wizards of accounts not set up yet', async ({ browser }) => {
    test.setTimeout(240_000);
    const newcomer = await signedIn(browser, demoNewInfluencer);
    await tour(newcomer.page, 'newcomer', [{ name: 'profile-setup', path: '/profile-setup' }]);

    const newBrand = await (await browser.newContext()).newPage();
    await newBrand.goto('/brand-signup-123');
    await fillInfluencerSignUp(newBrand, { name: 'Tara Tour', email: `tour-${Date.now()}@example.com`, password: 'Str0ng!pass' });
    await expect(newBrand).toHaveURL(/\/brand-profile-setup$/);
    await tour(newBrand, 'new-brand', [{ name: 'brand-profile-setup', path: '/brand-profile-setup' }]);
  });
});

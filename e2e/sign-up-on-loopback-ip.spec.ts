import { expect, test } from './journey.fixture';
import { fillInfluencerSignUp, signIn, signOut } from './auth.helpers';

/**
 * `npm start` prints http://127.0.0.1:<port>; without PUBLIC_URL the product must work there as on localhost
 * (docs/identity.md "Origins"). The e2e server runs without PUBLIC_URL, as `npm start` does.
 */
test('a visitor signs up and signs in on http://127.0.0.1', async ({ page, baseURL }) => {
  const loopback = `http://127.0.0.1:${new URL(baseURL!).port}`;
  const email = `loopback-${Date.now()}@example.com`;
  await page.goto(`${loopback}/influencer-signup`);
  await fillInfluencerSignUp(page, { name: 'Lena Loopback', email, password: 'Str0ng!pass' });
  // The e-mailed link points at the address the visitor used, and signs them in there.
  await expect(page).toHaveURL(`${loopback}/profile-setup`);
  await signOut(page);

  await signIn(page, email, 'Str0ng!pass');
  await expect(page).toHaveURL(`${loopback}/profile-setup`);
});

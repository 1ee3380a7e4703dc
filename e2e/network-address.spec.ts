import { expect, test } from './journey.fixture';
import { networkInterfaces } from 'node:os';
import { signIn } from './auth.helpers';
import { demoCandidate } from './demo-accounts';

/**
 * `npm start` prints the machine's network address (http://192.0.2.2:3000, say) beside localhost. Over plain http such
 * an address is not a secure context: browser APIs limited to https and localhost are missing there (crypto.randomUUID
 * once broke every change). The e2e server binds every interface, as `npm start` does.
 */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

// The candidate, not the demo influencer: settings.spec.ts expects the demo influencer's settings never saved, and
// whichever shard runs both files runs this one first.
test('on the network address (plain http, not a secure context) a person signs in and saves a change', async ({ page, baseURL }) => {
  test.skip(!networkAddress, 'this machine has no network address besides loopback');
  const origin = `http://${networkAddress}:${new URL(baseURL!).port}`;
  await page.goto(`${origin}/login`);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  await signIn(page, demoCandidate.email, demoCandidate.password);
  await expect(page).toHaveURL(`${origin}/dashboard`);

  await page.goto(`${origin}/settings`);
  await expect(page.getByLabel('Display name')).toBeVisible();
  const weeklyDigest = page.getByRole('switch', { name: 'Weekly digest' });
  const wasOn = await weeklyDigest.isChecked();
  await weeklyDigest.setChecked(!wasOn);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Weekly digest' })).toBeChecked({ checked: !wasOn });
});

import { expect, test, type Page } from './journey.fixture';
import { signIn, signOut } from './auth.helpers';
import { latestMailTo } from './mail.helpers';
import { totpCode } from './totp.helpers';

const password = 'Str0ng!pass';

/** A fresh influencer: signs up, confirms with the 6-digit code of the e-mail, and finishes the profile (API). */
async function freshInfluencer(page: Page): Promise<string> {
  const stamp = Date.now();
  const email = `twofactor-${stamp}@example.com`;
  await page.goto('/influencer-signup');
  await page.getByLabel(/full name/i).fill('Tara Twofactor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel(/confirm password/i).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // SPEC §5: the e-mail carries a 6-digit code beside the link, typed on /verify-email.
  const mail = await latestMailTo(page.request, email, /verification code: \d{6}/);
  const code = /verification code: (\d{6})/.exec(mail.text)![1]!;
  await page.getByRole('link', { name: 'Enter the code' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  await expect(page).toHaveURL(/\/profile-setup$/);

  // The profile wizard is another journey's subject: finish it through the API with this session's token.
  const { token } = await (await page.request.get('/api/auth/token')).json();
  const call = async (path: string, data: object, expected: number) => {
    const response = await page.request.post(`/api/v1/${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
    expect(response.status(), await response.text()).toBe(expected);
  };
  await call('influencers/profile/', {
    display_name: `tara.${stamp}`, first_name: 'Tara', last_name: 'Twofactor', bio: 'Security-minded travel stories.',
    categories: ['Travel, Tourism & Aviation'], languages: ['English'], city: 'Pune', country: 'India', date_of_birth: '1995-05-05',
  }, 200);
  await call('influencers/me/social-accounts/', {
    platform: 'youtube', handle: `@tara${stamp}`, profile_url: `https://www.youtube.com/@tara${stamp}`, followers: 5000, average_engagement: 3.5,
  }, 201);
  await call('influencers/payment/update_upi/', { upi_id: `tara${stamp}@okhdfc` }, 200);
  await call('influencers/profile-setup/', {}, 200);
  return email;
}

async function signInWithCode(page: Page, email: string, key: string, trustDevice: boolean) {
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('6-digit code').fill(totpCode(key));
  if (trustDevice) await page.getByLabel('Trust this device for 30 days').check();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The security sections load as the person scrolls towards them (below the settings cards): scroll as a person would. */
async function scrollToSecurity(page: Page) {
  await page.getByRole('heading', { name: 'Delete account' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Two-factor authentication' })).toBeVisible();
}

test('an influencer turns on an authenticator in /settings, signs in with its code, and a trusted device skips the code', async ({ page, browser }) => {
  const email = await freshInfluencer(page);

  await page.goto('/settings');
  await scrollToSecurity(page);
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(section.getByTestId('two-factor-status')).toHaveText('Off');
  await section.getByRole('button', { name: 'Use an authenticator app' }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await passwordDialog.getByLabel('Password', { exact: true }).fill(password);
  await passwordDialog.getByRole('button', { name: 'Continue' }).click();

  const setup = page.getByRole('dialog', { name: 'Scan the QR code' });
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = ((await setup.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  await setup.getByLabel('6-digit code').fill(totpCode(key, Date.now() - 5 * 60_000));
  await setup.getByRole('button', { name: 'Verify' }).click();
  await expect(setup.getByText('That code is not right. Check it and try again.')).toBeVisible();
  await setup.getByLabel('6-digit code').fill(totpCode(key));
  await setup.getByRole('button', { name: 'Verify' }).click();

  const codes = page.getByRole('dialog', { name: 'Save your backup codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await codes.getByRole('button', { name: "I've saved them" }).click();
  await expect(section.getByTestId('two-factor-status')).toHaveText('On');

  // The session was renewed by turning 2FA on: the page keeps working with a token for the new session.
  await page.reload();
  await scrollToSecurity(page);
  await expect(page.getByRole('region', { name: 'Two-factor authentication' }).getByTestId('two-factor-status')).toHaveText('On');
  await expect(page.getByRole('region', { name: 'Sessions' }).getByText('This device')).toBeVisible();

  await signOut(page);
  await signInWithCode(page, email, key, true);

  // This browser is trusted now: the password alone signs in.
  await signOut(page);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Another browser (another device) is still asked for the code.
  const other = await (await browser.newContext()).newPage();
  await other.goto('/login');
  await signIn(other, email, password);
  await expect(other.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await other.getByLabel('6-digit code').fill('000000' === totpCode(key) ? '111111' : '000000');
  await other.getByRole('button', { name: 'Verify' }).click();
  await expect(other.getByText('That code is not right. Check it and try again.')).toBeVisible();
  await expect(other).toHaveURL(/\/login$/);
});

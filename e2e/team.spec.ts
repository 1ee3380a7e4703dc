import { expect, test, type Page } from './journey.fixture';
import { fillInfluencerSignUp, signedInPage } from './auth.helpers';
import { latestMailTo } from './mail.helpers';
import { demoBrand, demoViewer } from './demo-accounts';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the brand admin invites a manager by e-mail; the new person signs up from the link, accepts, lands in the brand and creates a campaign', async ({ browser, page }) => {
  const email = `team-${Date.now()}@example.com`;
  const admin = await signedInPage(browser, demoBrand);
  await admin.goto('/team');
  await expect(admin.getByRole('heading', { name: 'Team Management', level: 1 })).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'brand@demo.local' }).first()).toBeVisible();
  await admin.getByRole('button', { name: 'Invite member' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Invite member' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await admin.getByRole('option', { name: 'Manager' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Payments: Approve' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Campaigns: Create' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText(`${email} · Manager`)).toBeVisible();

  const mail = await latestMailTo(page.request, email, /\/team\/invite\//);
  const link = new URL(mail.text.match(/https?:\/\/\S+\/team\/invite\/[\w-]+/)![0]);
  await page.goto(link.pathname);
  await expect(page.getByText('invited you to join Acme Demo Co. as manager.')).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await fillInfluencerSignUp(page, { name: 'Tara Team', email, password: 'Team!pass123' });
  await expect(page).toHaveURL(new RegExp(`${link.pathname}$`));
  await page.getByRole('button', { name: 'Accept invite' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/team');
  await expect(page.getByRole('cell', { name: email }).first()).toBeVisible();
  await expect(page.getByText('Only admins of this brand can invite, change or remove team members.')).toBeVisible();

  // A manager creates campaigns (campaigns.create): through the wizard to a published campaign of the brand.
  const name = `Team Launch ${Date.now() % 100000}`;
  await page.getByRole('link', { name: 'Create Campaign' }).first().click();
  await expect(page).toHaveURL(/\/brands\/[0-9a-f-]{36}\/campaigns\/create$/);
  await page.getByLabel('Campaign name').fill(name);
  await page.getByLabel('Description').fill('Our new manager launches the monsoon collection with lifestyle creators.');
  await choose(page, 'Objective', 'Brand awareness');
  await page.getByLabel('Budget').fill('90000');
  await page.getByRole('button', { name: 'Next: Select Platforms' }).click();
  await expect(page).toHaveURL(/\/real-estate$/);
  await page.getByRole('checkbox', { name: 'YouTube' }).check();
  await page.getByRole('button', { name: 'Add placement' }).click();
  await page.getByRole('button', { name: 'Next: Add Collateral' }).click();
  await expect(page).toHaveURL(/\/collateral$/);
  await page.getByRole('button', { name: 'Next: Review' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await page.getByRole('button', { name: 'Publish campaign' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText(name).first()).toBeVisible();

  // The admin finds it in the brand's campaign list: one team, one set of campaigns.
  await admin.goto(new URL(page.url()).pathname.replace(/\/campaigns\/.*$/, '/campaigns'));
  await admin.getByLabel('Search campaigns').fill(name);
  await expect(admin.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
});

test('a viewer sees the team read-only', async ({ browser }) => {
  const viewer = await signedInPage(browser, demoViewer);
  await viewer.goto('/team');
  await expect(viewer.getByRole('cell', { name: 'viewer@demo.local' }).first()).toBeVisible();
  await expect(viewer.getByText('Only admins of this brand can invite, change or remove team members.')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Invite member' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  // Viewers are not offered campaign creation anywhere (campaigns.spec.ts covers the refusals on a campaign).
  await expect(viewer.getByRole('link', { name: 'Create Campaign' })).toHaveCount(0);
});

test('the demo admin of two brands switches brand in the top bar; the choice survives a reload', async ({ browser }) => {
  const admin = await signedInPage(browser, demoBrand);
  const switcher = (brand: string) => admin.getByRole('button', { name: `Current brand: ${brand}. Switch brand` });
  try {
    await expect(admin.getByRole('heading', { name: 'Recent campaigns' })).toBeVisible();
    await switcher('Acme Demo Co.').click();
    const menu = admin.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([/^CurrentAcme Demo Co\.Admin$/, /^Bloom Street StudioAdmin$/]);
    await menu.getByRole('menuitem', { name: /Bloom Street Studio/ }).click();
    await expect(admin.getByText('Switched to Bloom Street Studio.')).toBeVisible();
    // The second brand has no campaigns: its own dashboard, not Acme's.
    await expect(admin.getByText('No campaigns yet')).toBeVisible();
    await admin.reload();
    await expect(switcher('Bloom Street Studio')).toBeVisible();
    await admin.goto('/team');
    await expect(admin.getByRole('cell', { name: 'brand@demo.local' }).first()).toBeVisible();
    await expect(admin.getByRole('cell', { name: 'viewer@demo.local' })).toHaveCount(0);
  } finally {
    // Every later test expects the demo brand in Acme: switch back whatever happened above.
    const { token } = (await (await admin.request.get('/api/auth/token')).json()) as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    const me = (await (await admin.request.get('/api/v1/accounts/whoami/', { headers: auth })).json()) as { brands: Array<{ id: string }> };
    const back = await admin.request.put('/api/v1/accounts/current-brand/', {
      headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
      data: { brand_id: me.brands[0]?.id },
    });
    expect(back.status()).toBe(200);
  }
  await admin.reload();
  await expect(switcher('Acme Demo Co.')).toBeVisible();
});

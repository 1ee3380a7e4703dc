import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './journey.fixture';
import { signedInPage } from './auth.helpers';
import { fundInSandboxCheckout } from './payments.helpers';
import { candidateOnSomePage } from './roster.helpers';
import { demoBrand, demoInfluencer } from './demo-accounts';

/**
 * Issue 13, "Files reach the people they are for": a file the brand attaches in the wizard keeps its name on a later
 * visit, and the influencer the campaign is sent to reads that name in the invite's brief and downloads the very bytes.
 */

/** A 1×1 PNG (the server decides the type by these bytes). */
const lookbookPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const fileName = 'Winter lookbook.png';

/** Picks `option` in the select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a file attached in the wizard keeps its name and reaches the invited influencer as a download', async ({ browser }) => {
  test.setTimeout(240_000);
  const name = `Winter Layers ${Date.now() % 100000}`;
  const brand = await signedInPage(browser, demoBrand);

  // The brand creates a campaign and attaches a file on the collateral step.
  await brand.getByRole('link', { name: 'Create Campaign' }).first().click();
  await brand.getByLabel('Campaign name').fill(name);
  await brand.getByLabel('Description').fill('Winter layering looks with lifestyle creators, shot outdoors.');
  await choose(brand, 'Objective', 'Brand awareness');
  await brand.getByLabel('Budget').fill('90000');
  await brand.getByRole('button', { name: 'Next: Select Platforms' }).click();
  await expect(brand).toHaveURL(/\/campaigns\/wizard\/[0-9a-f-]{36}\/real-estate$/);
  const collateralUrl = brand.url().replace(/\/real-estate$/, '/collateral');
  const campaignUrl = brand.url().replace(/\/wizard\/([0-9a-f-]{36})\/real-estate$/, '/$1');
  const addPlacement = brand.getByRole('button', { name: 'Add placement' });
  await brand.getByRole('checkbox', { name: 'YouTube' }).check();
  await expect(addPlacement).toBeEnabled();
  await addPlacement.click();
  await brand.getByLabel('Quantity').fill('1');
  await brand.getByRole('button', { name: 'Next: Add Collateral' }).click();
  await expect(brand).toHaveURL(/\/collateral$/);
  await brand.locator('input[type="file"]').first().setInputFiles({ name: fileName, mimeType: 'image/png', buffer: lookbookPng });
  await expect(brand.getByRole('list', { name: 'Attached files' }).getByText(fileName)).toBeVisible();
  await brand.getByRole('button', { name: 'Next: Review' }).click();
  await expect(brand).toHaveURL(/\/review$/);

  // A second visit (a fresh page load) names the earlier file, with its remove action, instead of a bare count.
  await brand.goto(collateralUrl);
  const attached = brand.getByRole('list', { name: 'Attached files' });
  await expect(attached.getByText(fileName)).toBeVisible();
  await expect(attached.getByRole('button', { name: `Remove ${fileName}` })).toBeVisible();
  await expect(attached.getByText('Attached file', { exact: true })).toHaveCount(0);

  // Published, matched, and the demo influencer invited.
  await brand.goto(collateralUrl.replace(/\/collateral$/, '/review'));
  await brand.getByRole('button', { name: 'Publish campaign' }).click();
  await expect(brand).toHaveURL(/\/success$/);
  // Invites need funded money: paid in the sandbox checkout first.
  await fundInSandboxCheckout(brand, campaignUrl.match(/[0-9a-f-]{36}$/)![0], name);
  await brand.goto(campaignUrl);
  await brand.getByRole('tab', { name: 'Influencers' }).click();
  await (await candidateOnSomePage(brand, /^Select ivy/i)).check();
  await brand.getByRole('button', { name: 'Invite selected' }).click();
  await brand.getByRole('dialog', { name: /Invite 1 influencer/ }).getByRole('button', { name: 'Send invites' }).click();
  await expect(brand.getByText('1 invite sent.')).toBeVisible();

  // The influencer reads the file's name in the invite's brief and downloads it.
  const influencer = await signedInPage(browser, demoInfluencer);
  await influencer.goto('/campaigns/invites');
  await influencer.getByRole('link', { name: new RegExp(name) }).first().click();
  await expect(influencer.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  const brief = influencer.getByRole('region', { name: 'The brief' });
  await expect(brief.getByRole('list', { name: 'Attached files' }).getByText(fileName)).toBeVisible();
  await expect(brief.getByText('Image · 69 bytes')).toBeVisible();
  const [download, response] = await Promise.all([
    influencer.waitForEvent('download'),
    influencer.waitForResponse((answer) => /\/collateral\/[0-9a-f-]{36}\/download\/$/.test(answer.url())),
    brief.getByRole('button', { name: `Download ${fileName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  expect(await readFile(await download.path())).toEqual(lookbookPng);
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="Winter lookbook.png"/);

  // Without the bearer token (a shared link, a signed-out browser) the address gives nothing away.
  const anonymous = await influencer.request.get(response.url());
  expect(anonymous.status()).toBe(401);
});

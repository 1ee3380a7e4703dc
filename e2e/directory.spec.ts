import { expect, test } from './journey.fixture';
import { signedInPage } from './auth.helpers';
import { demoBrand } from './demo-accounts';

/**
 * The brands' directory (docs/directory.md): the demo brand filters to a niche and a language, opens a profile, saves
 * it to a new shortlist and invites it to the published demo campaign. The creator is rohan.techtalks, a seeded
 * marketplace creator (a candidate of that campaign already) no other journey invites or counts.
 */
test('a brand filters the directory, opens a profile, shortlists it and invites it to a campaign', async ({ browser }) => {
  const page = await signedInPage(browser, demoBrand);
  await page.goto('/influencers');
  await expect(page.getByRole('heading', { name: 'Influencers', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: 'Niches' }).click();
  await page.getByRole('option', { name: 'Electronics & Computers' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Languages' }).click();
  await page.getByRole('option', { name: 'Marathi' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/niches=Electronics/);
  await expect(page).toHaveURL(/languages=Marathi/);
  await page.reload();
  const card = page.getByRole('article', { name: 'rohan.techtalks' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Verified').first()).toBeVisible();

  await card.getByRole('link', { name: 'rohan.techtalks' }).click();
  await expect(page).toHaveURL(/\/influencers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'rohan.techtalks', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rates' })).toContainText('Dedicated video');

  const listName = `Tech picks ${Date.now()}`;
  await page.getByRole('button', { name: 'Add to shortlist' }).click();
  const shortlist = page.getByRole('dialog', { name: 'Add to shortlist' });
  await shortlist.getByRole('textbox', { name: 'New list name' }).fill(listName);
  await shortlist.getByRole('button', { name: 'Create and add' }).click();
  await expect(shortlist.getByText(`Added to ${listName}.`)).toBeVisible();
  await shortlist.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Invite to campaign' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Influencer' });
  // The newest open campaign is chosen first; journeys that ran before may have created one: pick Monsoon Launch.
  const campaign = invite.getByRole('combobox', { name: 'Campaign' });
  await expect(campaign).not.toHaveText(/^\s*$/);
  await campaign.click();
  await page.getByRole('option', { name: /^Monsoon Launch/ }).click();
  await expect(campaign).toContainText('Monsoon Launch');
  await expect(invite.getByText(/^Offer:/)).toBeVisible();
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(invite.getByText(/^Invited 1\.|had been invited already/)).toBeVisible();
  await invite.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('table', { name: 'Past collaborations with your brand' })).toContainText('Monsoon Launch');

  await page.goto('/influencers?view=shortlists');
  await page.getByRole('combobox', { name: 'Shortlist' }).click();
  await page.getByRole('option', { name: new RegExp(listName) }).click();
  await expect(page.getByRole('link', { name: 'rohan.techtalks' })).toBeVisible();
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign, CollateralFile } from '../../api/generated/api';
import { json } from '../../test/render';
import { sampleCollateralFiles } from '../campaign-collateral/campaign-collateral.fixtures';
import { apiCampaign } from './testing/campaign-wizard.fixtures';
import { renderWizard, restoreWizardApi, wizardRoute } from './testing/render-wizard';

jest.setTimeout(20_000);
afterEach(restoreWizardApi);

const [brandBook, broll] = sampleCollateralFiles as [CollateralFile, CollateralFile];
const withFiles = (ids: string[]): Campaign => {
  const campaign = apiCampaign();
  return { ...campaign, collateral: { ...campaign.collateral, asset_ids: ids } };
};

describe('campaign wizard: files attached on an earlier visit', () => {
  it('shows their names with a remove action, and saves without the removed one', async () => {
    const { calls } = renderWizard(wizardRoute('collateral'), {
      '/campaigns/c1/': (request) => json(request.method === 'PATCH' ? withFiles([broll.id]) : withFiles([brandBook.id, broll.id])),
      '/campaigns/c1/collateral/': () => json({ results: sampleCollateralFiles }),
    });
    const list = await screen.findByRole('list', { name: 'Attached files' }, { timeout: 5_000 });
    expect(await within(list).findByText('Monsoon brand book.png')).toBeInTheDocument();
    expect(within(list).getByText('Product b-roll.mp4')).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Remove Monsoon brand book.png' }));
    expect(within(list).queryByText('Monsoon brand book.png')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Next/ }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ collateral: { asset_ids: [broll.id] } }), { timeout: 5_000 });
  });

  it('does not ask for names when nothing is attached', async () => {
    const { calls } = renderWizard(wizardRoute('collateral'), { '/campaigns/c1/': () => json(withFiles([])) });
    await screen.findByRole('textbox', { name: 'Brand guidelines' }, { timeout: 5_000 });
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/campaigns/c1/collateral/')).toBe(false);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { appRoutes } from '../../../app/router/routes';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../../test/render';
import { bankTransferArticle } from '../testing/help-fixtures';

afterEach(() => jest.restoreAllMocks());

describe('the help article route', () => {
  it('renders inside the shell, headed and titled with the real article title', async () => {
    mockApi({
      '/accounts/whoami/': () => json(whoami()),
      '/help/categories/payouts/articles/bank-transfer-payouts/': () => json(bankTransferArticle),
    });
    renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/help/payouts/bank-transfer-payouts' });
    // The first render also compiles the shell and page modules.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Getting paid by bank transfer' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Getting paid by bank transfer · InfluenceHub'));
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RootLayoutRoute } from '../../../app/router/root-layout.route';
import { json, mockApi, renderRoutes, signedIn } from '../../../test/render';
import { bankTransferArticle, categoryPage, hostileArticle, influencerCategories, payoutsCategory } from '../testing/help-fixtures';
import HelpArticlePage from './help-article.page';
import HelpCategoryPage from './help-category.page';
import HelpHomePage from './help-home.page';

const routes = [
  {
    element: <RootLayoutRoute />,
    children: [
      { path: '/help', element: <HelpHomePage /> },
      { path: '/help/:category', element: <HelpCategoryPage /> },
      { path: '/help/:category/:slug', element: <HelpArticlePage /> },
    ],
  },
];

const api = {
  '/help/categories/': () => json(categoryPage(influencerCategories)),
  '/help/categories/payouts/': () => json(payoutsCategory),
  '/help/categories/payouts/articles/bank-transfer-payouts/': () => json(bankTransferArticle),
};

const render = (route: string) => renderRoutes(routes, { preloadedState: signedIn(), route });
/** The help API calls made (the notices strip's own request is not this page's). */
const helpRequests = (fetchMock: jest.SpyInstance) =>
  fetchMock.mock.calls
    .map(([request]) => new URL((request as Request).url).pathname)
    .filter((path) => path.startsWith('/api/v1/help/'));

afterEach(() => jest.restoreAllMocks());

describe('help centre pages', () => {
  it('lets a reader go from the topics to a topic to an article and back', async () => {
    mockApi(api);
    const user = userEvent.setup();
    const { router } = render('/help');

    await user.click(await screen.findByRole('link', { name: /Payouts.*4 articles/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByText('Getting paid by bank transfer').closest('a')).toHaveTextContent(/IFSC and account type/);

    await user.click(screen.getByRole('link', { name: /Getting paid by bank transfer/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting paid by bank transfer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help/payouts/bank-transfer-payouts');
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 20 Nov 2026');
    expect(screen.getByRole('columnheader', { name: 'Field' })).toBeInTheDocument();
    const related = screen.getByRole('list', { name: 'Related articles' });
    expect(within(related).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/help/payouts/payout-methods',
      '/help/payouts/upi-payouts',
      '/help/payouts/payout-security',
    ]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.title).toBe('Getting paid by bank transfer · InfluenceHub');

    await user.click(screen.getByRole('link', { name: 'Back to Payouts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
  });

  it("shows 'not found' for a topic the server does not show this reader", async () => {
    mockApi({ '/help/categories/team/': () => json({ detail: 'Help category not found.', code: 'not_found' }, 404) });
    render('/help/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help topic not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Help Centre' })).toHaveAttribute('href', '/help');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('answers an address that cannot name an article without asking the server', async () => {
    const fetchMock = mockApi(api);
    render('/help/Payouts/bank%20transfer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(helpRequests(fetchMock)).toEqual([]);
  });

  it("says 'Failed to load this article' after the retries, and Retry loads it", async () => {
    jest.useFakeTimers();
    try {
      let failing = true;
      const fetchMock = mockApi({
        '/help/categories/payouts/articles/bank-transfer-payouts/': () =>
          failing ? json({ detail: 'Internal server error.', code: 'server_error' }, 500) : json(bankTransferArticle),
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render('/help/payouts/bank-transfer-payouts');
      expect(screen.getByRole('status')).toHaveTextContent('Loading help...');
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load this article');
      // One request and the two retries of SPEC §7.
      expect(helpRequests(fetchMock)).toHaveLength(3);

      failing = false;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.getByRole('heading', { level: 1, name: 'Getting paid by bank transfer' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a hostile article', () => {
  const renderHostile = async () => {
    mockApi({ '/help/categories/payouts/articles/bank-transfer-payouts/': () => json(hostileArticle) });
    const rendered = render('/help/payouts/bank-transfer-payouts');
    await screen.findByRole('heading', { level: 1, name: 'Hostile article' });
    return { ...rendered, body: rendered.container.querySelector('.help-article-body') as HTMLElement };
  };

  it('shows raw HTML as text and creates no script, frame or event handler', async () => {
    const { body } = await renderHostile();
    expect(body.querySelector('script, iframe, style, object, embed')).toBeNull();
    expect(body.querySelectorAll('[onerror], [onclick], [onload]')).toHaveLength(0);
    expect(body).toHaveTextContent('<script>window.__helpPwned = true</script>');
    expect(body).toHaveTextContent('<a href="javascript:window.__helpPwned = true">raw html link</a>');
    expect((window as unknown as { __helpPwned?: boolean }).__helpPwned).toBeUndefined();
  });

  it('keeps only /path, http(s) and mailto: links; the others are plain text', async () => {
    const { body } = await renderHostile();
    const hrefs = Array.from(body.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/help/payouts', 'https://example.com/auto']);
    for (const text of ['script link', 'data link', 'protocol-relative', 'vbscript link', 'entity link']) {
      expect(within(body).getByText(text).closest('a')).toBeNull();
    }
    expect(within(body).getByRole('link', { name: /example\.com\/auto/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(body).getByRole('link', { name: /example\.com\/auto/ })).toHaveAttribute('target', '_blank');
  });

  it('shows images from this site only; a remote image becomes its description', async () => {
    const { body } = await renderHostile();
    expect(Array.from(body.querySelectorAll('img')).map((image) => image.getAttribute('src'))).toEqual(['/favicon.ico']);
    expect(body).toHaveTextContent('tracking pixel');
  });

  it('follows an internal link inside the SPA', async () => {
    mockApi({ ...api, '/help/categories/payouts/articles/bank-transfer-payouts/': () => json(hostileArticle) });
    const user = userEvent.setup();
    const { router } = render('/help/payouts/bank-transfer-payouts');
    await user.click(await screen.findByRole('link', { name: 'safe link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help/payouts');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { DirectorySection } from './directory.section';
import { sampleEntries } from './directory.fixtures';
import { directoryTexts as t } from './directory.texts';

/** /influencers against a mocked API: the URL's filters reach the server, and changing one updates the URL. */
let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

describe('Directory page', () => {
  it('sends the filters kept in the URL, and a sort change goes into the URL and back to page 1', async () => {
    const asked: URLSearchParams[] = [];
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
      '/influencers/directory/': (request) => {
        asked.push(new URL(request.url).searchParams);
        return json({ count: 3, count_capped: false, next: null, previous: null, results: sampleEntries });
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/influencers', element: <DirectorySection /> }], {
      route: '/influencers?niches=Gaming&languages=Hindi&verified_only=true&page=2', preloadedState: signedIn(),
    });
    expect(await screen.findByRole('link', { name: 'asha_gamer' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(asked[0]?.get('niches')).toBe('Gaming');
    expect(asked[0]?.get('languages')).toBe('Hindi');
    expect(asked[0]?.get('verified_only')).toBe('true');
    expect(asked[0]?.get('page')).toBe('2');
    await user.click(screen.getByRole('combobox', { name: t.sort }));
    await user.click(await screen.findByRole('option', { name: 'Engagement: highest first' }));
    await waitFor(() => expect(router.state.location.search).toBe('?niches=Gaming&languages=Hindi&verified_only=true&sort=engagement'));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('engagement'));
    expect(asked.at(-1)?.get('page')).toBe('1');
  });

  it('shows the failure with a retry that asks again', async () => {
    let calls = 0;
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
      '/influencers/directory/': () => {
        calls += 1;
        return calls === 1 ? json({ detail: 'Your team role does not allow viewing influencers.', code: 'permission_denied' }, 403) : json({ count: 0, count_capped: false, next: null, previous: null, results: [] });
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/influencers', element: <DirectorySection /> }], { route: '/influencers', preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: t.retry }, { timeout: 10_000 }));
    expect(await screen.findByText(t.noneYetTitle, undefined, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('says "More than 1,000 creators" when the server capped the count, and offers the page after the counted ones', async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
      '/influencers/directory/': () => json({ count: 1000, count_capped: true, next: 'http://localhost/api/v1/influencers/directory/?page=51', previous: null, results: sampleEntries }),
    });
    renderRoutes([{ path: '/influencers', element: <DirectorySection /> }], { route: '/influencers?page=50', preloadedState: signedIn() });
    expect(await screen.findByText('More than 1,000 creators', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText('1,000 creators')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Go to page 51' }, { timeout: 5_000 })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brandSwitcherTexts as t } from '../../../domain/brands/brand-switcher.texts';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../../test/render';
import { BrandSwitcher } from './brand-switcher.component';

/** The brand switcher against a mocked API: PUT accounts/current-brand/, the new whoami, the dashboard, a refusal. */
let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const brands = [
  { id: 'b1', name: 'Acme', role: 'admin' as const },
  { id: 'b2', name: 'Bloom Street Studio', role: 'manager' as const },
];
const inBrand = (brandId: string) =>
  ({ ...whoami({ is_brand: true, is_influencer: false }), brands, brand_id: brandId, brand_role: brandId === 'b1' ? 'admin' : 'manager' });

const render = () =>
  renderRoutes(
    [
      { path: '/brands/b1/campaigns', element: <BrandSwitcher /> },
      { path: '/dashboard', element: <><BrandSwitcher /><p>Dashboard page</p></> },
    ],
    { route: '/brands/b1/campaigns', preloadedState: signedIn() },
  );

describe('Brand switcher', () => {
  it("switches the current brand, shows the new brand's name and opens its dashboard", async () => {
    const sent: unknown[] = [];
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(inBrand('b1')),
      '/accounts/current-brand/': async (request) => {
        sent.push({ method: request.method, body: await request.json() });
        return json(inBrand('b2'));
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: t.buttonLabel('Acme') }, { timeout: 5_000 }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Bloom Street Studio/ }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.buttonLabel('Bloom Street Studio') })).toBeInTheDocument();
    expect(await screen.findByText(t.switched('Bloom Street Studio'))).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PUT', body: { brand_id: 'b2' } }]);
  });

  it('stays in the brand and says so when the server refuses (e.g. the membership just ended)', async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(inBrand('b1')),
      '/accounts/current-brand/': () => json({ detail: t.notAMember, code: 'not_found' }, 404),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: t.buttonLabel('Acme') }, { timeout: 5_000 }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Bloom Street Studio/ }));
    expect(await screen.findByText(t.failed)).toBeInTheDocument();
    expect(screen.queryByText('Dashboard page')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: t.buttonLabel('Acme') })).toBeEnabled());
  });

  it('is not shown to a member of one brand, nor to an influencer', async () => {
    for (const answer of [whoami({ is_brand: true, is_influencer: false }), { ...whoami(), brands }]) {
      fetchMock?.mockRestore();
      fetchMock = mockApi({ '/accounts/whoami/': () => json(answer) });
      const { store, unmount } = render();
      // whoami has answered (and rendered), so "no button" is the answer, not the loading state.
      await waitFor(() => expect(store.getState().api.queries['getWhoami(undefined)']?.status).toBe('fulfilled'));
      expect(screen.queryByRole('button', { name: /Switch brand/ })).toBeNull();
      unmount();
    }
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { AddToShortlistDialog } from './add-to-shortlist.dialog';
import { sampleEntries } from './directory.fixtures';
import { ShortlistsPanel } from './shortlists.panel';
import { shortlistTexts as t } from './shortlists.texts';

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const list = { id: 's1', name: 'Gaming picks', influencer_ids: [sampleEntries[0]!.id], created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-01T00:00:00Z' };

describe('Shortlists', () => {
  it('creates a list and adds the chosen creators to it', async () => {
    const calls: string[] = [];
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
      '/influencers/shortlists/': async (request) => {
        if (request.method === 'POST') {
          calls.push(`create ${(await request.json() as { name: string }).name}`);
          return json({ ...list, id: 's2', name: 'Diwali', influencer_ids: [] }, 201);
        }
        return json({ results: [list] });
      },
      [`/influencers/shortlists/s2/members/${sampleEntries[1]!.id}/`]: (request) => {
        calls.push(`${request.method} s2`);
        return json({ ...list, id: 's2', name: 'Diwali', influencer_ids: [sampleEntries[1]!.id] });
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <AddToShortlistDialog open onClose={() => undefined} influencerIds={[sampleEntries[1]!.id]} /> }], { route: '/', preloadedState: signedIn() });
    const dialog = await screen.findByRole('dialog', { name: t.addTitle });
    expect(await within(dialog).findByText('Gaming picks', undefined, { timeout: 5_000 })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: t.newList }), 'Diwali');
    await user.click(within(dialog).getByRole('button', { name: t.create }));
    expect(await within(dialog).findByText(t.added('Diwali'))).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['create Diwali', 'PUT s2']));
  });

  it("shows a list's creators and is read-only for a viewer", async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
      '/influencers/shortlists/': () => json({ results: [list] }),
      '/influencers/shortlists/s1/': () => json({ ...list, members: [sampleEntries[0]] }),
    });
    renderRoutes([{ path: '/', element: <ShortlistsPanel canEdit={false} /> }], { route: '/', preloadedState: signedIn() });
    expect(await screen.findByRole('link', { name: 'asha_gamer' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(t.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.inviteList })).toBeNull();
    expect(screen.queryByRole('button', { name: t.delete })).toBeNull();
  });
});

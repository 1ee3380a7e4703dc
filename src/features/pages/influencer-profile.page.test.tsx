import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { sampleProfile } from '../directory/directory.fixtures';
import { directoryTexts as d } from '../directory/directory.texts';
import { messagesEntryTexts as m } from '../messages/messages-entry.texts';
import InfluencerProfilePage from './influencer-profile.page';

/** /influencers/:id for brands: Message writes first to a creator found in the directory; a viewer only reads. */
let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const render = () =>
  renderRoutes(
    [
      { path: '/influencers/:influencerId', element: <InfluencerProfilePage /> },
      { path: '/messages/:threadId', element: <p>Thread page</p> },
    ],
    { route: `/influencers/${sampleProfile.id}`, preloadedState: signedIn() },
  );

describe('InfluencerProfilePage', () => {
  it('opens the thread with the creator from Message', async () => {
    const opened: unknown[] = [];
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
      [`/influencers/directory/${sampleProfile.id}/`]: () => json(sampleProfile),
      '/messages/threads/': async (request) => {
        opened.push(await request.json());
        return json({ id: 'thread-1' }, 201);
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: m.messageCreator(sampleProfile.display_name) }, { timeout: 5_000 }));
    expect(await screen.findByText('Thread page')).toBeInTheDocument();
    expect(opened).toEqual([{ influencer_id: sampleProfile.id, campaign_id: null }]);
  });

  it('offers a viewer neither Message nor the shortlist and invite actions', async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false, brand_role: 'viewer' })),
      [`/influencers/directory/${sampleProfile.id}/`]: () => json(sampleProfile),
    });
    const { store } = render();
    expect(await screen.findByRole('heading', { name: sampleProfile.display_name }, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().api.queries['getWhoami(undefined)']?.status).toBe('fulfilled'));
    expect(screen.queryByRole('button', { name: m.messageCreator(sampleProfile.display_name) })).toBeNull();
    expect(screen.queryByRole('button', { name: d.addSelectionToShortlist })).toBeNull();
  });

  it("offers Message to a viewer whose own flags grant influencers.message (whoami brand_permissions), still no shortlist or invite", async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({
        is_brand: true, is_influencer: false, brand_role: 'viewer',
        brand_permissions: ['campaigns.view', 'influencers.message', 'influencers.view'],
      })),
      [`/influencers/directory/${sampleProfile.id}/`]: () => json(sampleProfile),
    });
    render();
    expect(await screen.findByRole('button', { name: m.messageCreator(sampleProfile.display_name) }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: d.addSelectionToShortlist })).toBeNull();
    expect(screen.queryByRole('button', { name: d.inviteSelection })).toBeNull();
  });

  it('offers no Message to a manager whose own flags drop influencers.message', async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({
        is_brand: true, is_influencer: false, brand_role: 'manager',
        brand_permissions: ['campaigns.view', 'influencers.invite', 'influencers.view'],
      })),
      [`/influencers/directory/${sampleProfile.id}/`]: () => json(sampleProfile),
    });
    render();
    // Shortlist and invite follow influencers.invite, which this manager keeps.
    expect(await screen.findByRole('button', { name: d.addSelectionToShortlist }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.messageCreator(sampleProfile.display_name) })).toBeNull();
  });
});

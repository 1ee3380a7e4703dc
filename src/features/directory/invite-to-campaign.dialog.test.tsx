import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { sampleEntries } from './directory.fixtures';
import { InviteToCampaignDialog } from './invite-to-campaign.dialog';
import { inviteTexts as t } from './invite.texts';

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const budget = { currency: 'INR', budget: '100000.00', committed: '40000.00', left: '60000.00', campaign_status: 'outreach_pending', can_invite: true, funded_room: '60000.00' };
const campaign = { id: 'c1', name: 'Diwali Gaming Push', status: 'outreach_pending' };

describe('Invite to campaign dialog (the shell quick action)', () => {
  it('picks a creator and an open campaign, shows the offer against the budget left, and sends once', async () => {
    const posted: unknown[] = [];
    const campaignQueries: string[] = [];
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
      '/influencers/directory/': () => json({ count: 3, next: null, previous: null, results: sampleEntries }),
      '/campaigns/': (request) => {
        campaignQueries.push(new URL(request.url).searchParams.get('status') ?? '');
        return json({ count: 1, next: null, previous: null, results: [campaign] });
      },
      '/campaigns/c1/influencers/offer-preview/': () => json({ offers: [{ influencer_id: sampleEntries[0]!.id, amount: '40000.00' }], total: '40000.00', budget }),
      '/campaigns/c1/influencers/invite-creators/': async (request) => {
        posted.push(await request.json());
        return json({ invited: [{}], already_invited: [], skipped: [], budget: { ...budget, left: '20000.00' } });
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <InviteToCampaignDialog open onClose={() => undefined} /> }], { route: '/', preloadedState: signedIn() });
    const dialog = await screen.findByRole('dialog', { name: t.title });
    await user.click(within(dialog).getByRole('combobox', { name: t.creator }));
    await user.click(await screen.findByRole('option', { name: 'asha_gamer' }, { timeout: 5_000 }));
    expect(await within(dialog).findByText('₹40,000', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(dialog).getAllByText('₹60,000').length).toBeGreaterThan(0);
    expect(campaignQueries[0]).toBe('outreach_pending,outreach_in_progress,active');
    await user.type(within(dialog).getByRole('textbox', { name: t.message }), 'Join us');
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    expect(await within(dialog).findByText('Invited 1.')).toBeInTheDocument();
    await waitFor(() => expect(posted).toEqual([{ influencer_ids: [sampleEntries[0]!.id], message: 'Join us' }]));
  });

  it("shows the server's refusal (over budget) and sends nothing else", async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
      '/campaigns/': () => json({ count: 1, next: null, previous: null, results: [campaign] }),
      '/campaigns/c1/influencers/offer-preview/': () => json({ offers: [], total: '80000.00', budget }),
      '/campaigns/c1/influencers/invite-creators/': () => json({ detail: 'Invalid input.', code: 'validation_error', errors: { roster_ids: ['The offers total ₹80,000 but only ₹60,000 is left.'] } }, 400),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <InviteToCampaignDialog open onClose={() => undefined} creators={[{ id: 'i1', display_name: 'asha_gamer' }, { id: 'i2', display_name: 'ben.beats' }]} /> }],
      { route: '/', preloadedState: signedIn() });
    const dialog = await screen.findByRole('dialog', { name: t.titleMany(2) });
    expect(await within(dialog).findByText(t.overBudget, undefined, { timeout: 5_000 })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    expect(await within(dialog).findByText('The offers total ₹80,000 but only ₹60,000 is left.')).toBeInTheDocument();
  });
});

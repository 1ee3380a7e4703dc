import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CampaignRosterEntry } from '../../api/generated/api';
import { marketplaceMessages } from '../../domain/marketplace/marketplace.texts';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { apiCampaign } from '../brand-campaigns/brand-campaigns.fixtures';
import { rosterBudget, sampleRoster } from './campaign-roster.fixtures';
import { CampaignRosterSection } from './campaign-roster.section';

jest.setTimeout(30_000);

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

function setup(options: { inviteAnswer?: (body: Record<string, unknown>) => Response; role?: 'admin' | 'viewer'; roster?: CampaignRosterEntry[]; status?: 'planned' | 'outreach_in_progress' } = {}) {
  const invites: Array<Record<string, unknown>> = [];
  let roster = options.roster ?? sampleRoster;
  fetchMock = mockApi({
    '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
    '/campaigns/c1/': () => json(apiCampaign({ status: options.status ?? 'outreach_in_progress', role: options.role ?? 'admin' })),
    '/campaigns/c1/influencers/': () => json({ count: roster.length, next: null, previous: null, results: roster }),
    '/campaigns/c1/influencers/budget/': () => json(rosterBudget()),
    '/campaigns/c1/influencers/invite/': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      invites.push(body);
      if (options.inviteAnswer) return options.inviteAnswer(body);
      const invited = roster.filter((e) => (body.roster_ids as string[]).includes(e.id)).map((e) => ({ ...e, status: 'invited' as const, offered_amount: e.projected_amount }));
      roster = roster.map((e) => invited.find((i) => i.id === e.id) ?? e);
      return json({ invited, already_invited: [], budget: rosterBudget({ committed: '92000.00', left: '8000.00' }) });
    },
  });
  renderRoutes([{ path: '/c/:id', element: <CampaignRosterSection campaignId="c1" /> }], { route: '/c/c1', preloadedState: signedIn() });
  return { invites };
}

describe('CampaignRosterSection', () => {
  it('invites the selected candidates with a message through POST invite/ and shows the result', async () => {
    const { invites } = setup();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Bina Tube' }));
    await userEvent.click(screen.getByRole('button', { name: 'Invite selected (1)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite 1 influencer' }, { timeout: 15_000 }));
    expect(dialog.getByText('₹40,000')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Message (optional)'), 'Hello');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invites' }));
    await waitFor(() => expect(invites).toEqual([{ roster_ids: ['r-bina'], message: 'Hello' }]));
    expect(await screen.findByText('1 invite sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByLabelText('Status: Invited')).toHaveLength(2));
  });

  it("links each influencer's name to their details in this campaign", async () => {
    setup();
    const bina = sampleRoster.find((entry) => entry.id === 'r-bina')!;
    expect(await screen.findByRole('link', { name: 'Bina Tube' })).toHaveAttribute('href', `/brands/b1/campaigns/c1/influencers/${bina.influencer_id}`);
  });

  it("shows the server's over-budget refusal in the dialog and keeps it open", async () => {
    const refusal = marketplaceMessages.overBudget('92000.00', '48000.00', 'INR');
    setup({ inviteAnswer: () => json({ detail: refusal, code: 'validation_error', errors: { roster_ids: [refusal] } }, 400) });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all candidates on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Invite selected (3)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite 3 influencers' }, { timeout: 15_000 }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send invites' }));
    expect(await dialog.findByText(refusal)).toBeInTheDocument();
  });

  it('says the matcher is still working while a published campaign has no candidates yet', async () => {
    setup({ roster: [], status: 'planned' });
    expect(await screen.findByText('Finding influencers…')).toBeInTheDocument();
  });

  it('is read-only for viewers', async () => {
    setup({ role: 'viewer' });
    expect(await screen.findByText('Asha Perfect')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Invite selected/ })).toBeNull();
  });
});

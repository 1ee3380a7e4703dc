import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CampaignInviteDetail } from '../../api/generated/api';
import { marketplaceMessages as m } from '../../domain/marketplace/marketplace.texts';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import CampaignInvitePage from '../pages/campaign-invite.page';
import { sampleApplication, sampleInviteDetail } from './campaign-invites.fixtures';
import { tomorrowIso } from './invite-format';

jest.setTimeout(30_000);

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

type Answer = (body: Record<string, unknown>) => Response;

function setup(answers: { accept?: Answer; decline?: Answer } = {}) {
  let stored: CampaignInviteDetail = sampleInviteDetail('invited');
  const base = `/influencers/campaign-invites/${stored.id}/`;
  const posted: Array<{ path: string; body: Record<string, unknown> }> = [];
  const answer = (path: string, custom?: Answer) => async (request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    posted.push({ path, body });
    return custom ? custom(body) : json(stored);
  };
  fetchMock = mockApi({
    '/accounts/whoami/': () => json(whoami()),
    [base]: () => json(stored),
    [`${base}accept/`]: answer('accept', answers.accept),
    [`${base}decline/`]: answer('decline', answers.decline),
  });
  renderRoutes(
    [{ path: '/campaigns/invites/:inviteId', element: <CampaignInvitePage /> }, { path: '/campaigns/invites', element: <p>The list</p> }],
    { route: `/campaigns/invites/${stored.id}`, preloadedState: signedIn() },
  );
  return { posted, setStored: (next: CampaignInviteDetail) => (stored = next) };
}

async function fillApplication() {
  await userEvent.click(await screen.findByRole('button', { name: 'Accept' }, { timeout: 5_000 }));
  // The form's code loads on the first Accept (a dynamic import): wait for it as a person would.
  const form = within(await screen.findByRole('form', { name: 'Campaign application' }, { timeout: 15_000 }));
  fireEvent.change(form.getByLabelText(/Proposed content/), { target: { value: sampleApplication.proposed_content } });
  fireEvent.change(form.getByLabelText(/Expected delivery date/), { target: { value: tomorrowIso() } });
  await userEvent.click(form.getByLabelText(/I agree to the campaign terms/));
  return form;
}

describe('InviteDetailsSection', () => {
  it('accepts with an application: posts it, toasts, and shows the invite as accepted with the application', async () => {
    const accepted = sampleInviteDetail('accepted');
    const { posted, setStored } = setup({ accept: () => json(accepted) });
    expect(await screen.findByRole('heading', { name: 'Monsoon Launch' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invite Details', level: 1 })).toBeInTheDocument();
    const form = await fillApplication();
    setStored(accepted);
    await userEvent.click(form.getByRole('button', { name: 'Accept and apply' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ path: 'accept', body: expect.objectContaining({
      proposed_content: sampleApplication.proposed_content, requested_compensation: '40000.00', agreed_to_terms: true, expected_delivery_date: tomorrowIso(),
    }) });
    expect(await screen.findByText('Invite accepted. The brand has been told.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Status: Accepted')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your application' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Campaign application' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it("maps the server's field errors onto the fields, and shows a 409 above the form", async () => {
    let calls = 0;
    setup({
      accept: () => (++calls === 1
        ? json({ detail: 'Invalid input.', code: 'invalid', errors: { proposed_content: [m.proposalLength] } }, 400)
        : json({ detail: m.inviteAlreadyAnswered, code: 'invite_answered' }, 409)),
    });
    const form = await fillApplication();
    await userEvent.click(form.getByRole('button', { name: 'Accept and apply' }));
    expect(await form.findByText(m.proposalLength)).toBeInTheDocument();
    expect(form.getByLabelText(/Proposed content/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(form.getByRole('button', { name: 'Accept and apply' }));
    expect(await screen.findByText(m.inviteAlreadyAnswered)).toBeInTheDocument();
    expect(screen.getAllByText(m.inviteAlreadyAnswered)).toHaveLength(1);
  });

  it('declines with a reason and shows the final state', async () => {
    const declined = sampleInviteDetail('declined', { decline_reason: 'Fully booked this month.' });
    const { posted } = setup({ decline: () => json(declined) });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }, { timeout: 5_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this invite?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline invite' }));
    expect(await dialog.findByText(m.declineReasonLength)).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Fully booked this month.');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline invite' }));
    await waitFor(() => expect(posted).toEqual([{ path: 'decline', body: { reason: 'Fully booked this month.' } }]));
    expect(await screen.findByText('Invite declined.')).toBeInTheDocument();
    expect(await screen.findByText(/^You declined this invite on /)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign } from '../../api/generated/api';
import BrandCampaignPage from '../pages/brand-campaign.page';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { apiCampaign, draftCampaign, sampleEvents } from './brand-campaigns.fixtures';

jest.setTimeout(20_000);

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

type Answer = (body: Record<string, unknown>) => Response;

function setup(campaign: Campaign, statusAnswer?: Answer) {
  const calls: Array<{ method: string; path: string; body?: Record<string, unknown> }> = [];
  let stored = campaign;
  fetchMock = mockApi({
    '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
    [`/campaigns/${campaign.id}/`]: (request) => {
      calls.push({ method: request.method, path: 'campaign' });
      return request.method === 'DELETE' ? new Response(null, { status: 204 }) : json(stored);
    },
    [`/campaigns/${campaign.id}/events/`]: () => json({ count: sampleEvents.length, next: null, previous: null, results: sampleEvents }),
    [`/campaigns/${campaign.id}/status/`]: async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ method: request.method, path: 'status', body });
      if (statusAnswer) return statusAnswer(body);
      stored = { ...stored, status: 'paused', paused_from_status: stored.status };
      return json(stored);
    },
    '/campaigns/': () => json({ count: 0, next: null, previous: null, results: [] }),
  });
  const rendered = renderRoutes(
    [
      { path: '/brands/:brandId/campaigns/:campaignId', element: <BrandCampaignPage /> },
      { path: '/brands/:brandId/campaigns', element: <p>The list</p> },
    ],
    { route: `/brands/b1/campaigns/${campaign.id}`, preloadedState: signedIn() },
  );
  return { ...rendered, calls };
}

describe('CampaignDetailsSection', () => {
  it('pauses with a note through POST status/, toasts and shows the new status and history', async () => {
    const { calls } = setup(apiCampaign());
    expect(await screen.findByRole('heading', { name: 'Monsoon Launch' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Campaign Details', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('“Waiting for new creatives”')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pause this campaign?' }, { timeout: 15_000 }));
    await userEvent.type(dialog.getByLabelText('Note (optional)'), 'Budget review');
    await userEvent.click(dialog.getByRole('button', { name: 'Pause' }));

    await waitFor(() => expect(calls.find((c) => c.path === 'status')?.body).toEqual({ action: 'pause', note: 'Budget review' }));
    expect(await screen.findByText('Campaign paused.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Status: Paused')).toBeInTheDocument();
    // The page is aria-hidden until the dialog's exit transition ends.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it("shows the server's 409 detail in the dialog, once", async () => {
    const detail = 'This campaign changed meanwhile; reload it and try again.';
    setup(apiCampaign(), () => json({ detail, code: 'invalid_status' }, 409));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark completed' }, { timeout: 5_000 }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 15_000 }));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark completed' }));
    expect(await dialog.findByText(detail)).toBeInTheDocument();
    expect(screen.getAllByText(detail)).toHaveLength(1);
  });

  it("shows a viewer's 403 detail", async () => {
    setup(apiCampaign(), () => json({ detail: 'Viewers cannot change campaigns.', code: 'forbidden' }, 403));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel campaign' }, { timeout: 5_000 }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 15_000 }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel campaign' }));
    expect(await dialog.findByText('Viewers cannot change campaigns.')).toBeInTheDocument();
  });

  it('deletes a draft after confirming and goes back to the list', async () => {
    const { calls, router } = setup(draftCampaign);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete draft' }, { timeout: 5_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this draft?' }, { timeout: 15_000 }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/brands/b1/campaigns'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Draft deleted.')).toBeInTheDocument();
  });

  it("says 'Campaign not found' for a 404", async () => {
    fetchMock = mockApi({ '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })) });
    renderRoutes([{ path: '/brands/:brandId/campaigns/:campaignId', element: <BrandCampaignPage /> }], { route: '/brands/b1/campaigns/nope', preloadedState: signedIn() });
    expect(await screen.findByText('Campaign not found', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute('href', '/brands/b1/campaigns');
  });
});

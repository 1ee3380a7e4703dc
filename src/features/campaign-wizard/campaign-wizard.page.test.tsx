import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { overBudgetMessage } from '../../domain/campaigns/campaign-money';
import { campaignMessages } from '../../domain/campaigns/campaign.texts';
import { json } from '../../test/render';
import { apiCampaign, campaignDefaults, newDraft } from './testing/campaign-wizard.fixtures';
import { renderWizard, restoreWizardApi, wizardRoute } from './testing/render-wizard';

jest.setTimeout(20_000);

afterEach(restoreWizardApi);
const setup = renderWizard;
const wizard = wizardRoute;

describe('campaign wizard', () => {
  it('saving step 1 of a new campaign POSTs it for the brand and goes to the real-estate step of the new id', async () => {
    // The server keeps what was posted; GET answers it back.
    let saved = newDraft({ id: 'c9' });
    const { calls, router } = setup('/brands/b1/campaigns/create', {
      '/campaigns/': async (request) => {
        saved = newDraft({ ...(await request.json()), id: 'c9' });
        return json(saved, 201);
      },
      '/campaigns/c9/': () => json(saved),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Campaign name' }, { timeout: 5_000 }), 'Monsoon Launch');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Monsoon collection launch.');
    await user.click(screen.getByRole('combobox', { name: 'Objective' }));
    await user.click(await screen.findByRole('option', { name: 'Brand awareness' }));
    await user.type(screen.getByRole('textbox', { name: 'Budget' }), '5000');
    await user.click(screen.getByRole('button', { name: 'Next: Select Platforms' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(wizard('real-estate', 'c9')));
    const post = calls.find((call) => call.method === 'POST' && call.path === '/campaigns/');
    expect(post?.body).toMatchObject({
      brand_id: 'b1', name: 'Monsoon Launch', description: 'Monsoon collection launch.', objective: 'awareness', budget: '5000',
      currency: 'INR', start_date: campaignDefaults().start_date, end_date: campaignDefaults().end_date,
    });
    expect(await screen.findByRole('heading', { name: 'Select Platforms', level: 1 })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('refuses an empty first step without calling the server', async () => {
    const { calls } = setup(wizard('general', 'new'));
    await userEvent.click(await screen.findByRole('button', { name: 'Next: Select Platforms' }, { timeout: 5_000 }));
    expect(await screen.findByText(campaignMessages.nameRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('resumes a saved campaign into the form, and sends a later step to the first incomplete one', async () => {
    const { router } = setup(wizard('general'), { '/campaigns/c1/': () => json(apiCampaign({ placements: [] })) });
    expect(await screen.findByDisplayValue('Monsoon Launch', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Budget' })).toHaveValue('100000.00');
    await act(() => router.navigate(wizard('review')));
    await waitFor(() => expect(router.state.location.pathname).toBe(wizard('real-estate')));
  });

  it('shows the exact over-budget message and does not save placements over the budget', async () => {
    const campaign = apiCampaign({ budget: '1000.00' });
    const { calls } = setup(wizard('real-estate'), { '/campaigns/c1/': () => json(campaign) });
    const message = overBudgetMessage(campaign.placements, '1000.00', 'INR') ?? '';
    expect(await screen.findByText(message, {}, { timeout: 5_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next: Add Collateral' }));
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('saves the placements step with PATCH and moves to the collateral step', async () => {
    const campaign = apiCampaign();
    const { calls, router } = setup(wizard('real-estate'), { '/campaigns/c1/': () => json(campaign) });
    await userEvent.click(await screen.findByRole('button', { name: 'Next: Add Collateral' }, { timeout: 5_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe(wizard('collateral')));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({
      placement_pricing: 'alacarte',
      placements: [
        { type: 'yt_dedicated_video', quantity: 2, pricing_type: 'fixed', rate: '20000.00', view_cap: null },
        { type: 'ig_branded_reel', quantity: 3, pricing_type: 'cpm', rate: '200.00', view_cap: 50000 },
      ],
    });
  });

  it('Back keeps what was typed on a step until the user returns to it', async () => {
    const { router } = setup(wizard('collateral'), { '/campaigns/c1/': () => json(apiCampaign()) });
    const guidelines = await screen.findByRole('textbox', { name: 'Brand guidelines' }, { timeout: 5_000 });
    await userEvent.clear(guidelines);
    await userEvent.type(guidelines, 'Natural light only.');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(wizard('real-estate')));
    await userEvent.click(await screen.findByRole('button', { name: 'Next: Add Collateral' }));
    // Next saves the step first: on a busy machine that takes longer than findBy's default second.
    await waitFor(() => expect(router.state.location.pathname).toBe(wizard('collateral')), { timeout: 5_000 });
    expect(await screen.findByDisplayValue('Natural light only.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Draft saved.');
  });

  it('publishes from the review and lands on the success page', async () => {
    const { router } = setup(wizard('review'), {
      '/campaigns/c1/': () => json(apiCampaign()),
      '/campaigns/c1/publish/': () => json(apiCampaign({ status: 'planned' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish campaign' }, { timeout: 5_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/brands/b1/campaigns/c1/success'));
    expect(await screen.findByText('Your campaign is published')).toBeInTheDocument();
    expect(await screen.findByText('Monsoon Launch')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View campaign' })).toHaveAttribute('href', '/brands/b1/campaigns/c1');
  });

  it("shows the server's detail when a viewer tries to publish", async () => {
    const { router } = setup(wizard('review'), {
      '/campaigns/c1/': () => json(apiCampaign()),
      '/campaigns/c1/publish/': () => json({ detail: campaignMessages.viewersCannotChange, code: 'permission_denied' }, 403),
    });
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const publish = await screen.findByRole('button', { name: 'Publish campaign' }, { timeout: 5_000 });
    await userEvent.click(publish);
    const refusal = (await screen.findByText(campaignMessages.viewersCannotChange)).closest('[role="alert"]');
    // Issue 13: beside the button that was pressed (the row right under it), not at the top of the long review.
    expect(refusal?.nextElementSibling).toContainElement(publish);
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    expect(router.state.location.pathname).toBe(wizard('review'));
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it("shows a refused step save under the step's Next button", async () => {
    setup(wizard('collateral'), {
      '/campaigns/c1/': (request) =>
        request.method === 'PATCH'
          ? json({ detail: campaignMessages.viewersCannotChange, code: 'permission_denied' }, 403)
          : json(apiCampaign()),
    });
    const next = await screen.findByRole('button', { name: /^Next/ }, { timeout: 5_000 });
    await userEvent.click(next);
    const refusal = (await screen.findByText(campaignMessages.viewersCannotChange)).closest('[role="alert"]');
    expect(refusal).not.toBeNull();
    expect(next.compareDocumentPosition(refusal!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

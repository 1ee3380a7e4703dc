import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign, CampaignPatch } from '../../api/generated/api';
import { campaignLimits, campaignMessages as m } from '../../domain/campaigns/campaign.texts';
import { json } from '../../test/render';
import { apiCampaign, oldVideoPlacement } from './testing/campaign-wizard.fixtures';
import { renderWizard, restoreWizardApi, wizardRoute } from './testing/render-wizard';

jest.setTimeout(30_000);
afterEach(restoreWizardApi);

const videoA = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const videoB = 'https://youtu.be/9bZkp7q19f0';

/** A draft the fake server keeps: GET and PATCH answer it, POST old-video-branding/ appends to it. */
function draftServer(campaign: Campaign, oldVideos?: (request: Request) => Response | Promise<Response>) {
  let saved = campaign;
  return {
    // The PATCH bodies are checked from the recorded calls; answering the draft is enough to move on.
    '/campaigns/c1/': () => json(saved),
    '/campaigns/c1/old-video-branding/': oldVideos ?? (async (request: Request) => {
      const body = (await request.json()) as { video_urls: string[]; position: 'start' | 'middle' | 'end'; price_per_video: string };
      saved = { ...saved, placements: [...saved.placements, ...body.video_urls.map((url) => oldVideoPlacement(url, body.position, body.price_per_video))] };
      return json(saved, 201);
    }),
  };
}

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add existing videos' }, { timeout: 5_000 }));
  return within(await screen.findByRole('dialog', { name: 'Add branding in existing videos' }));
}

async function choosePosition(dialog: ReturnType<typeof within>, name: string) {
  await userEvent.click(dialog.getByRole('combobox', { name: 'Position in the video' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('branding in existing videos (Select Platforms)', () => {
  it('checks the links, position and price with the shared rules before calling the server', async () => {
    const { calls } = renderWizard(wizardRoute('real-estate'), draftServer(apiCampaign()));
    const dialog = await openForm();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Price per video (INR)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add 1 video' }));
    expect(await dialog.findByText(m.videoUrlInvalid)).toBeInTheDocument();
    expect(dialog.getByText(m.positionInvalid)).toBeInTheDocument();
    expect(dialog.getByText(m.priceInvalid)).toBeInTheDocument();

    // A pasted column of links fills one row each; more than 20 is refused with the count message.
    await userEvent.click(dialog.getByRole('textbox', { name: 'Video link 1' }));
    await userEvent.paste(Array.from({ length: campaignLimits.oldVideosMax + 1 }, () => videoB).join('\n'));
    expect(dialog.getByRole('textbox', { name: `Video link ${campaignLimits.oldVideosMax + 1}` })).toHaveValue(videoB);
    expect(dialog.getByRole('button', { name: 'Add another video' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Add 21 videos' }));
    expect(await dialog.findByText(m.videosCount)).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('old-video-branding/'))).toHaveLength(0);
  });

  it('adds the videos to the draft, lists them, counts them in the total and saves the step with each row once', async () => {
    const { calls, router } = renderWizard(wizardRoute('real-estate'), draftServer(apiCampaign()));
    // An unsaved edit of another placement survives the add.
    const quantity = (await screen.findAllByRole('textbox', { name: 'Quantity' }, { timeout: 5_000 }))[0];
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    expect(screen.getByText('Placements total: ₹50,000')).toBeInTheDocument();

    const dialog = await openForm();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Video link 1' }), videoA);
    await userEvent.click(dialog.getByRole('button', { name: 'Add another video' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Video link 2' }), videoB);
    await choosePosition(dialog, 'At the end');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Price per video (INR)' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Price per video (INR)' }), '2500.50');
    await userEvent.click(dialog.getByRole('button', { name: 'Add 2 videos' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path.endsWith('old-video-branding/'))?.body).toEqual({
      video_urls: [videoA, videoB], position: 'end', price_per_video: '2500.50',
    });
    const section = within(screen.getByRole('region', { name: 'Branding in existing videos' }));
    expect(section.getByRole('link', { name: videoA })).toBeInTheDocument();
    expect(section.getByRole('link', { name: videoB })).toBeInTheDocument();
    expect(section.getAllByText('At the end · ₹2,500.50')).toHaveLength(2);
    expect(section.getByText('2 videos: ₹5,001')).toBeInTheDocument();
    expect(screen.getByText('Placements total: ₹55,001')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next: Add Collateral' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(wizardRoute('collateral')));
    const patch = calls.find((call) => call.method === 'PATCH')?.body as CampaignPatch;
    expect(patch.placements).toEqual([
      { type: 'yt_dedicated_video', quantity: 1, pricing_type: 'fixed', rate: '20000.00', view_cap: null },
      { type: 'ig_branded_reel', quantity: 3, pricing_type: 'cpm', rate: '200.00', view_cap: 50000 },
      { type: 'yt_old_video_branding', quantity: 1, pricing_type: 'fixed', rate: '2500.50', view_cap: null, video_url: videoA, position: 'end' },
      { type: 'yt_old_video_branding', quantity: 1, pricing_type: 'fixed', rate: '2500.50', view_cap: null, video_url: videoB, position: 'end' },
    ]);
  });

  it('removes a saved video when the step is saved', async () => {
    const campaign = apiCampaign({ placements: [...apiCampaign().placements, oldVideoPlacement(videoA), oldVideoPlacement(videoB, 'middle')] });
    const { calls } = renderWizard(wizardRoute('real-estate'), draftServer(campaign));
    await userEvent.click(await screen.findByRole('button', { name: `Remove ${videoA}` }, { timeout: 5_000 }));
    expect(screen.getByText('Placements total: ₹73,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next: Add Collateral' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')?.body as CampaignPatch;
    expect(patch.placements?.filter((row) => row.type === 'yt_old_video_branding')).toEqual([
      { type: 'yt_old_video_branding', quantity: 1, pricing_type: 'fixed', rate: '3000.00', view_cap: null, video_url: videoB, position: 'middle' },
    ]);
  });

  it("shows the server's 409 in the form and adds nothing", async () => {
    renderWizard(wizardRoute('real-estate'), draftServer(apiCampaign(), () => json({ detail: m.draftOnly, code: 'invalid_status' }, 409)));
    const dialog = await openForm();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Video link 1' }), videoA);
    await choosePosition(dialog, 'At the start');
    await userEvent.click(dialog.getByRole('button', { name: 'Add 1 video' }));
    expect(await dialog.findByText(m.draftOnly)).toBeInTheDocument();
    expect(screen.getByText('No existing videos added yet.')).toBeInTheDocument();
    expect(screen.getByText('Placements total: ₹70,000')).toBeInTheDocument();
  });

  it("shows the server's 400 field errors under their fields", async () => {
    const tooMany = m.tooMany('placements', campaignLimits.placementsMax);
    renderWizard(wizardRoute('real-estate'), draftServer(apiCampaign(), () =>
      json({ detail: 'Invalid input.', code: 'validation_error', errors: { video_urls: [tooMany], price_per_video: [m.priceInvalid] } }, 400)));
    const dialog = await openForm();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Video link 1' }), videoA);
    await choosePosition(dialog, 'In the middle');
    await userEvent.click(dialog.getByRole('button', { name: 'Add 1 video' }));
    expect(await dialog.findByText(tooMany)).toBeInTheDocument();
    expect(dialog.getByText(m.priceInvalid)).toBeInTheDocument();
  });

  it('explains that only drafts take new videos when the campaign was unpublished', async () => {
    renderWizard(wizardRoute('real-estate'), draftServer(apiCampaign({ status: 'reverted' })));
    expect(await screen.findByText(m.draftOnly, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add existing videos' })).toBeDisabled();
  });
});

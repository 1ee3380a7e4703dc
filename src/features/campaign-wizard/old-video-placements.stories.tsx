import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { overBudgetMessage } from '../../domain/campaigns/campaign-money';
import { campaignMessages as m } from '../../domain/campaigns/campaign.texts';
import { suggestedRates, typeExposure } from './placement-estimates';
import { PlacementsStep } from './placements-step.component';
import type { AddOldVideos } from './use-old-video-branding.hook';
import { apiCampaign, campaignDefaults, oldVideoPlacement, typeExposureList } from './testing/campaign-wizard.fixtures';
import { placementRowOf, placementsValues } from './wizard-form-values';

const videoA = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const videoB = 'https://youtu.be/9bZkp7q19f0';
const saved = apiCampaign();
const filled = placementsValues(saved, undefined);
const withVideos = placementsValues(apiCampaign({
  placements: [...saved.placements, oldVideoPlacement(videoA, 'start', '3000.00'), oldVideoPlacement(videoB, 'end', '2500.00')],
}), undefined);
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Select Platforms, YouTube "Branding in an existing video": none yet, the form with errors, rows listed, over budget, refusals. */
const meta = {
  title: 'Campaign wizard/Old-video branding',
  component: PlacementsStep,
  args: {
    defaultValues: filled,
    onSubmit: fn(),
    onBack: fn(),
    budget: '100000.00',
    currency: 'INR',
    rates: suggestedRates(campaignDefaults()),
    exposure: typeExposure(typeExposureList()),
    onAddOldVideos: fn<AddOldVideos>(async () => ({ added: [] })),
  },
} satisfies Meta<typeof PlacementsStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneYet: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const section = within(form.getByRole('region', { name: 'Branding in existing videos' }));
    await expect(section.getByText('No existing videos added yet.')).toBeInTheDocument();
    await expect(section.getByRole('button', { name: 'Add existing videos' })).toBeEnabled();
    // Instagram only: the section is YouTube's.
    await userEvent.click(form.getByRole('checkbox', { name: 'YouTube' }));
    await expect(form.queryByRole('region', { name: 'Branding in existing videos' })).not.toBeInTheDocument();
  },
};

export const FormWithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add existing videos' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Add branding in existing videos' }));
    await expect(dialog.getByRole('textbox', { name: /Price per video/ })).toHaveValue('3000.00');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Video link 1' }), 'https://vimeo.com/123');
    await userEvent.clear(dialog.getByRole('textbox', { name: /Price per video/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Price per video/ }), '12.345');
    await userEvent.click(dialog.getByRole('button', { name: 'Add 1 video' }));
    await expect(await dialog.findByText(m.videoUrlInvalid)).toBeInTheDocument();
    await expect(dialog.getByText(m.positionInvalid)).toBeInTheDocument();
    await expect(dialog.getByText(m.priceInvalid)).toBeInTheDocument();
    await expect(args.onAddOldVideos).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AddTwoVideos: Story = {
  args: {
    onAddOldVideos: fn<AddOldVideos>(async () => ({ added: [oldVideoPlacement(videoA, 'middle', '2000.00'), oldVideoPlacement(videoB, 'middle', '2000.00')].map(placementRowOf) })),
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByText('Placements total: ₹70,000')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Add existing videos' }));
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Video link 1' }), videoA);
    await userEvent.click(dialog.getByRole('button', { name: 'Add another video' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Video link 2' }), videoB);
    await userEvent.click(dialog.getByRole('combobox', { name: 'Position in the video' }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'In the middle' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: /Price per video/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Price per video/ }), '2000');
    await userEvent.click(dialog.getByRole('button', { name: 'Add 2 videos' }));
    await waitFor(() => expect(args.onAddOldVideos).toHaveBeenCalledWith({ video_urls: [videoA, videoB], position: 'middle', price_per_video: '2000' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(form.getByRole('link', { name: videoA })).toHaveAttribute('href', videoA);
    await expect(form.getByText('2 videos: ₹4,000')).toBeInTheDocument();
    await expect(form.getByText('Placements total: ₹74,000')).toBeInTheDocument();
  },
};

export const RowsListed: Story = {
  args: { defaultValues: withVideos },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const section = within(form.getByRole('region', { name: 'Branding in existing videos' }));
    await expect(section.getByRole('link', { name: videoA })).toBeInTheDocument();
    await expect(section.getByText('At the start · ₹3,000')).toBeInTheDocument();
    await expect(section.getByText('At the end · ₹2,500')).toBeInTheDocument();
    await expect(section.getByText('2 videos: ₹5,500')).toBeInTheDocument();
    await expect(form.getByText('Placements total: ₹75,500')).toBeInTheDocument();
    // Listed apart, the other placements keep their numbers.
    await expect(form.queryByRole('group', { name: 'Placement 3' })).not.toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: `Remove ${videoB}` }));
    await expect(form.getByText('Placements total: ₹73,000')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Next: Add Collateral' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const [values] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] as [typeof withVideos];
    await expect(values.placements.filter((row) => row.type === 'yt_old_video_branding')).toEqual([
      expect.objectContaining({ video_url: videoA, position: 'start', rate: '3000.00' }),
    ]);
  },
};

export const OverBudget: Story = {
  args: { defaultValues: withVideos, budget: '72000.00' },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const placements = [...saved.placements, oldVideoPlacement(videoA, 'start', '3000.00'), oldVideoPlacement(videoB, 'end', '2500.00')];
    await expect(form.getByText(overBudgetMessage(placements, '72000.00', 'INR') ?? '')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Next: Add Collateral' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RefusedByServer: Story = {
  args: { onAddOldVideos: fn<AddOldVideos>(async () => ({ detail: m.draftOnly })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add existing videos' }));
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Video link 1' }), videoB);
    await userEvent.click(dialog.getByRole('combobox', { name: 'Position in the video' }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'At the start' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add 1 video' }));
    await expect(await dialog.findByText(m.draftOnly)).toBeInTheDocument();
    await expect(within(canvasElement).getByText('No existing videos added yet.')).toBeInTheDocument();
  },
};

export const NotADraft: Story = {
  args: { defaultValues: withVideos, oldVideosBlocked: m.draftOnly },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Branding in existing videos' }));
    await expect(section.getByText(m.draftOnly)).toBeInTheDocument();
    await expect(section.getByRole('button', { name: 'Add existing videos' })).toBeDisabled();
    await expect(section.getByRole('button', { name: `Remove ${videoA}` })).toBeEnabled();
  },
};

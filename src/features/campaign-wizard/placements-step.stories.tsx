import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { overBudgetMessage } from '../../domain/campaigns/campaign-money';
import { campaignMessages as m } from '../../domain/campaigns/campaign.texts';
import { suggestedRates, typeExposure } from './placement-estimates';
import { PlacementsStep } from './placements-step.component';
import type { AddOldVideos } from './use-old-video-branding.hook';
import { apiCampaign, campaignDefaults, typeExposureList } from './testing/campaign-wizard.fixtures';
import { placementsValues } from './wizard-form-values';

const saved = apiCampaign();
const filled = placementsValues(saved, undefined);

/** Step 2, Select Platforms: nothing chosen yet, a saved plan, over budget, invalid rows and saving. */
const meta = {
  title: 'Campaign wizard/PlacementsStep',
  component: PlacementsStep,
  args: {
    defaultValues: placementsValues(undefined, campaignDefaults()),
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

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('button', { name: 'Add placement' })).toBeDisabled();
    await userEvent.click(form.getByRole('checkbox', { name: 'YouTube' }));
    await userEvent.click(form.getByRole('button', { name: 'Add placement' }));
    await expect(form.getByRole('textbox', { name: 'Price per placement' })).toHaveValue('15000.00');
    await expect(form.getByText('Placements total: ₹15,000')).toBeInTheDocument();
    await expect(form.getByText('Expected reach: 10,000 views')).toBeInTheDocument();
  },
};

export const SwitchToCpm: Story = {
  args: { defaultValues: { ...filled, placements: [filled.placements[0]] } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('combobox', { name: 'Pricing' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'CPM (per 1,000 views)' }));
    await expect(form.getByRole('textbox', { name: 'Rate per 1,000 views' })).toHaveValue('400.00');
    await expect(form.getByRole('textbox', { name: 'View cap (optional)' })).toHaveValue('');
    await expect(form.getByText(/without a view cap are not counted/)).toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByText('Placements total: ₹70,000')).toBeInTheDocument();
    await expect(form.getByText('Budget: ₹1,00,000')).toBeInTheDocument();
    await expect(form.getByText('Estimated reach: 50,000 views')).toBeInTheDocument();
    await expect(form.getByRole('textbox', { name: 'Rate per 1,000 views' })).toHaveValue('200.00');
    await userEvent.click(form.getByRole('button', { name: 'Next: Add Collateral' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await userEvent.click(form.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledWith(expect.objectContaining({ platforms: filled.platforms }));
  },
};

export const OverBudget: Story = {
  args: { defaultValues: filled, budget: '1000.00' },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByText(overBudgetMessage(saved.placements, '1000.00', 'INR') ?? '')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Next: Add Collateral' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { defaultValues: { ...filled, placements: [{ ...filled.placements[0], quantity: '0', rate: '12.345' }] } },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Next: Add Collateral' }));
    await expect(await form.findByText(m.quantityRange)).toBeInTheDocument();
    await expect(form.getByText(m.rateInvalid)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Next: Add Collateral' }));
    await expect(await form.findByText('Select at least one platform.')).toBeInTheDocument();
    await expect(form.getByText(m.placementsRequired)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { defaultValues: filled, saving: true },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(form.getAllByRole('textbox', { name: 'Quantity' })[0]).toBeDisabled();
  },
};

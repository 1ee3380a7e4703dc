import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { campaignMessages as m } from '../../domain/campaigns/campaign.texts';
import { GeneralStep } from './general-step.component';
import { apiCampaign, campaignDefaults } from './testing/campaign-wizard.fixtures';
import { generalValues } from './wizard-form-values';

/** Step 1, Campaign Details: a new campaign (defaults only), a saved one, invalid input, saving, server errors. */
const meta = {
  title: 'Campaign wizard/GeneralStep',
  component: GeneralStep,
  args: { defaultValues: generalValues(undefined, campaignDefaults()), onSubmit: fn() },
} satisfies Meta<typeof GeneralStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('textbox', { name: 'Campaign name' })).toHaveValue('');
    await expect(form.getByLabelText(/Start date/)).toHaveValue(campaignDefaults().start_date);
    await userEvent.click(form.getByRole('button', { name: 'Next: Select Platforms' }));
    await expect(await form.findByText(m.nameRequired)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValues: generalValues(apiCampaign(), undefined) },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByDisplayValue('Monsoon Launch')).toBeInTheDocument();
    // The chips are Autocomplete's, which loads when a chips field holds values.
    await expect(await form.findByText('Clothes, Shoes, Handbags & Accessories', {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect(await form.findByText('Mumbai')).toBeInTheDocument();
    await expect(form.getByRole('checkbox', { name: 'YouTube' })).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Next: Select Platforms' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    defaultValues: {
      ...generalValues(apiCampaign(), undefined),
      name: 'A', description: 'Too short', budget: '12.345',
      influencer_criteria: { platforms: [], min_followers: '5000', max_followers: '100', min_engagement: '120' },
    },
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Next: Select Platforms' }));
    await expect(await form.findByText(m.nameLength)).toBeInTheDocument();
    await expect(form.getByText(m.descriptionLength)).toBeInTheDocument();
    await expect(form.getByText(m.budgetInvalid)).toBeInTheDocument();
    await expect(form.getByText(m.followersRange)).toBeInTheDocument();
    await expect(form.getByText(m.engagementRange)).toBeInTheDocument();
    await expect(form.getByRole('textbox', { name: 'Campaign name' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { defaultValues: generalValues(apiCampaign(), undefined), saving: true },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(form.getByRole('textbox', { name: 'Campaign name' })).toBeDisabled();
  },
};

export const ServerErrors: Story = {
  args: { defaultValues: generalValues(apiCampaign(), undefined), serverErrors: { 'influencer_criteria.min_followers': m.followersInvalid } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m.followersInvalid)).toBeInTheDocument();
  },
};

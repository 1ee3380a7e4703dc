import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { CampaignWizard } from './campaign-wizard.component';
import { apiCampaign } from './testing/campaign-wizard.fixtures';
import { CampaignApiSeed } from './testing/campaign-api-seed';
import { wizardStepTitles, wizardSteps } from './wizard-steps';

/** The connected wizard resuming a saved draft (data preloaded into the RTK Query cache). */
const meta = {
  title: 'Campaign wizard/CampaignWizard',
  component: CampaignWizard,
  args: { brandId: 'b1', campaignId: 'c1', step: 'review' },
  decorators: [(Story) => <CampaignApiSeed campaign={apiCampaign()}><Story /></CampaignApiSeed>],
} satisfies Meta<typeof CampaignWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResumedOnReview: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    for (const step of wizardSteps) await expect(page.getAllByText(wizardStepTitles[step]).length).toBeGreaterThan(0);
    await expect(page.getByText('Monsoon Launch')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Publish campaign' })).toBeEnabled();
  },
};

export const ResumedOnPlatforms: Story = {
  args: { step: 'real-estate' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('checkbox', { name: 'YouTube' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Instagram' })).toBeChecked();
    await expect(page.getByText('Placements total: ₹70,000')).toBeInTheDocument();
    await expect(page.getByText('Estimated reach: 50,000 views')).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { CampaignSuccessView, successTexts } from './campaign-success.view';

/** After publishing: name, next steps and the two ways on. */
const meta = {
  title: 'Campaign wizard/CampaignSuccess',
  component: CampaignSuccessView,
  args: { brandId: 'b1', campaignId: 'c1', name: 'Monsoon Launch' },
} satisfies Meta<typeof CampaignSuccessView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: successTexts.heading })).toBeInTheDocument();
    await expect(page.getByText('Monsoon Launch')).toBeInTheDocument();
    await expect(page.getByText(/match your campaign with influencers/)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'View campaign' })).toHaveAttribute('href', '/brands/b1/campaigns/c1');
    await expect(page.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute('href', '/brands/b1/campaigns');
  },
};

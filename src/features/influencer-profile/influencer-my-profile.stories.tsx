import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import InfluencerMyProfileSection from './influencer-my-profile.section';
import { completeProfile, filledRates, upiPaymentInfo } from './testing/influencer-profile.fixtures';
import { InfluencerApiSeed } from './testing/influencer-story-helpers';

/** The influencer part of /profile: the summary, an Edit per group with the setup step's form and rules, rates, the accounts. */
const meta = {
  title: 'Influencer profile/InfluencerMyProfile',
  component: InfluencerMyProfileSection,
  parameters: { route: '/profile' },
  decorators: [
    (Story) => (
      <InfluencerApiSeed profile={completeProfile} payment={upiPaymentInfo} rates={filledRates}>
        <Story />
      </InfluencerApiSeed>
    ),
  ],
} satisfies Meta<typeof InfluencerMyProfileSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Asha Rao · Kochi, India')).toBeInTheDocument();
    for (const group of ['About you', 'Niches & languages', 'Location', 'Content preferences']) {
      await expect(page.getByRole('button', { name: `Edit ${group}` })).toBeInTheDocument();
    }
    await expect(page.getByRole('list', { name: 'Linked accounts' })).toHaveTextContent('YouTube · @asha.travels');
    await expect(page.getByRole('list', { name: 'Rates' })).toHaveTextContent('YouTube · Dedicated video₹40,000');
    await expect(page.getByRole('button', { name: 'Edit rates and availability' })).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

export const EditingAbout: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Edit About you' }));
    // The form's code loads on the first Edit (a dynamic import): wait for it as a person would.
    await expect(await page.findAllByRole('textbox', { name: 'Display name' }, { timeout: 15_000 })).toHaveLength(1);
    await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('asha.travels');
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await expect(page.queryByRole('textbox', { name: 'Display name' })).not.toBeInTheDocument();
  },
};

/** The setup rules hold on My Profile: removing every category is refused with SPEC's message. */
export const InvalidNiches: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Edit Niches & languages' }));
    for (const category of ['Travel, Tourism & Aviation', 'Restaurants, Food & Grocery']) {
      // The form's code loads on the first Edit (a dynamic import): wait for it as a person would.
      await userEvent.click(within(await page.findByRole('button', { name: category }, { timeout: 15_000 })).getByTestId('CancelIcon'));
    }
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Select at least one content category')).toBeInTheDocument();
  },
};

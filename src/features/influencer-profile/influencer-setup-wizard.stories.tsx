import type { Decorator, Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import type { InfluencerProfile, PaymentInfo } from '../../api/enhanced-api';
import ProfileSetupPage from '../pages/profile-setup.page';
import { emulatePhone, influencerWhoami, signedInAs } from '../shell/testing/shell-story-helpers';
import { blankProfile, noPaymentInfo, profileThrough, upiPaymentInfo } from './testing/influencer-profile.fixtures';
import { InfluencerApiSeed } from './testing/influencer-story-helpers';

/** The answers of GET influencers/profile/ and GET influencers/payment/get_payment_info/ the wizard opens with. */
const seeded = (profile: InfluencerProfile, payment: PaymentInfo = noPaymentInfo): Decorator => (Story) => (
  <InfluencerApiSeed profile={profile} payment={payment}>
    <Story />
  </InfluencerApiSeed>
);

/**
 * /profile-setup ('Complete Your Profile'): the wizard opens at the first step whose data is missing, so each story
 * is a reload at a different point of setup. Saving goes to the server; the step forms' saving states are in
 * 'Influencer profile/Profile step fields'.
 */
const meta = {
  title: 'Influencer profile/InfluencerSetupWizard',
  component: ProfileSetupPage,
  parameters: { route: '/profile-setup' },
} satisfies Meta<typeof ProfileSetupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { name });

export const NewInfluencer: Story = {
  decorators: [seeded(blankProfile)],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
    await expect(await heading(canvasElement, 'About you')).toBeInTheDocument();
    await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('');
    await expect(page.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  },
};

/** Setup does not ask again for the sign-up name: first and last name start from it (both stay editable). */
export const StartsWithSignUpName: Story = {
  decorators: [seeded(blankProfile)],
  parameters: { store: signedInAs({ ...influencerWhoami, name: 'Nora Newbie', is_profile_completed: false }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await heading(canvasElement, 'About you')).toBeInTheDocument();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Nora');
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Newbie');
    await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('');
  },
};

/** About and niches were saved before a reload: the wizard resumes at Location and Back shows the saved niches. */
export const ResumesAtLocation: Story = {
  decorators: [seeded(profileThrough(2))],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await heading(canvasElement, 'Location')).toBeInTheDocument();
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('');
    await userEvent.click(page.getByRole('button', { name: 'Back' }));
    await expect(await heading(canvasElement, 'Niches & languages')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Malayalam' })).toBeInTheDocument();
  },
};

export const SocialAccountsRequired: Story = {
  decorators: [seeded(profileThrough(3))],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await heading(canvasElement, 'Social accounts')).toBeInTheDocument();
    await expect(page.getByText('No accounts yet. Add your YouTube channel or Instagram profile.')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Save and continue' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Add at least one social media account');
    await expect(page.getByRole('heading', { name: 'Social accounts' })).toBeInTheDocument();
  },
};

export const PayoutStep: Story = {
  decorators: [seeded(profileThrough(5))],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await heading(canvasElement, 'Payout')).toBeInTheDocument();
    await expect(page.getByRole('textbox', { name: /UPI ID/ })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Save and continue' })).toBeEnabled();
  },
};

/** Everything saved: Review shows the profile with the masked payout; Back shows the saved payout step. */
export const Review: Story = {
  decorators: [seeded(profileThrough(5), upiPaymentInfo)],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await heading(canvasElement, 'Review')).toBeInTheDocument();
    await expect(page.getByText('Check your details. You can change all of them later in My Profile.')).toBeInTheDocument();
    await expect(page.getByText('Asha Rao · Kochi, India')).toBeInTheDocument();
    await expect(page.getByText('Date of birth: 20 May 1997 · Payout: as******@okhdfc')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Finish setup' })).toBeEnabled();
    await userEvent.click(page.getByRole('button', { name: 'Back' }));
    await expect(await heading(canvasElement, 'Payout')).toBeInTheDocument();
    await expect(page.getByText('Payout details saved: as******@okhdfc')).toBeInTheDocument();
  },
};

/** On phones (and small tablets) the stepper is one line, 'Step 3 of 7 · Location', over a progress bar. */
export const PhoneStepper: Story = {
  decorators: [seeded(profileThrough(2))],
  beforeEach: emulatePhone,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await heading(canvasElement, 'Location')).toBeInTheDocument();
    await expect(page.getByRole('group', { name: 'Profile setup steps' })).toHaveTextContent('Step 3 of 7 · Location');
    await expect(page.getByRole('progressbar', { name: 'Step 3 of 7' })).toBeInTheDocument();
    await expect(page.queryByText('About you')).not.toBeInTheDocument();
    await expect(page.queryByText('Review')).not.toBeInTheDocument();
  },
};

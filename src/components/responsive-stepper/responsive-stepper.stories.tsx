import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { ResponsiveStepper } from './responsive-stepper.component';

const steps = ['About you', 'Your niches', 'Where you are', 'Social accounts', 'Preferences', 'Payout'];

const meta = {
  title: 'Components/ResponsiveStepper',
  component: ResponsiveStepper,
  args: { steps, active: 1, label: 'Profile steps' },
} satisfies Meta<typeof ResponsiveStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tablets and laptops: every title under its number. */
export const Laptop: Story = {
  args: { compact: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    for (const title of steps) await expect(page.getByText(title)).toBeInTheDocument();
  },
};

/** A phone (390 px): one line with the position and the current title, over a progress bar. */
export const Phone: Story = {
  args: { compact: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('group', { name: 'Profile steps' })).toHaveTextContent('Step 2 of 6 · Your niches');
    await expect(page.getByRole('progressbar', { name: 'Step 2 of 6' })).toHaveAttribute('aria-valuenow', '33');
    await expect(page.queryByText('Payout')).not.toBeInTheDocument();
  },
};

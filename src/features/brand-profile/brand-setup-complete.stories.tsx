import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import BrandSetupCompletePage from '../pages/brand-setup-complete.page';

/** /brand-setup-complete: the friendly stop after setup. */
const meta = {
  title: 'Brand profile/BrandSetupCompletePage',
  component: BrandSetupCompletePage,
  parameters: { route: '/brand-setup-complete' },
} satisfies Meta<typeof BrandSetupCompletePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  },
};

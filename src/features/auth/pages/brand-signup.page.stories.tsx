import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import BrandSignupPage from './brand-signup.page';

const meta = {
  title: 'Auth/Brand sign-up',
  component: BrandSignupPage,
  parameters: { layout: 'fullscreen', route: '/brand-signup-123' },
} satisfies Meta<typeof BrandSignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Create your brand account' })).toBeInTheDocument();
  },
};

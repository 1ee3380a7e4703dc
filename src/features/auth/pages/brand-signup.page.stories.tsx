import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { withAuthClient } from '../testing/with-auth-client';
import BrandSignupPage from './brand-signup.page';

const meta = {
  title: 'Auth/Brand sign-up',
  component: BrandSignupPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthClient()],
} satisfies Meta<typeof BrandSignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Create your brand account' })).toBeInTheDocument();
  },
};

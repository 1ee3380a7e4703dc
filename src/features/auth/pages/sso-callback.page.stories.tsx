import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { createFakeAuthClient, pendingForever, rejectWith } from '../../../auth/testing/fake-auth-client';
import SsoCallbackPage from './sso-callback.page';

const meta = {
  title: 'Auth/SSO callback',
  component: SsoCallbackPage,
  parameters: {
    layout: 'fullscreen',
    route: '/sso-callback?intent=signin',
    auth: createFakeAuthClient({ completeSsoCallback: () => pendingForever() }),
  },
} satisfies Meta<typeof SsoCallbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Completing: Story = {};

export const Failed: Story = {
  parameters: { auth: createFakeAuthClient({ completeSsoCallback: rejectWith() }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Google sign-in failed. Please try again.')).toBeInTheDocument();
  },
};

export const ProviderReturnedError: Story = { parameters: { route: '/sso-callback?intent=signin&error=access_denied' } };

import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { createFakeAuthClient, pendingForever } from '../../auth/testing/fake-auth-client';
import { PageTitle } from '../../components/page-title/page-title.component';
import ShellLayout from './shell.layout';
import SetupLayout from './setup.layout';

/** The signed-in shell as issue 2 ships it: the top bar with 'Log out', and the page below. */
const meta = {
  title: 'Shell/Layout',
  component: ShellLayout,
  parameters: { layout: 'fullscreen', route: '/campaigns/invites' },
  render: () => (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="*" element={<PageTitle />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof ShellLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Campaign Invites' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeEnabled();
  },
};

export const LoggingOut: Story = {
  parameters: { auth: createFakeAuthClient({ signOut: pendingForever }) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Log out' });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
  },
};

export const LogOutFailed: Story = {
  parameters: {
    auth: createFakeAuthClient({
      signOut: async () => {
        throw new Error('Failed to fetch');
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Connection error. Please check your internet and try again.'),
    ).toBeInTheDocument();
  },
};

export const ProfileSetup: Story = {
  parameters: { route: '/profile-setup' },
  render: () => (
    <Routes>
      <Route element={<SetupLayout />}>
        <Route path="*" element={<PageTitle />} />
      </Route>
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
  },
};

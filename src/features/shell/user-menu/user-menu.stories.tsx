import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import type { Whoami } from '../../../api/enhanced-api';
import { createFakeAuthClient, pendingForever } from '../../../auth/testing/fake-auth-client';
import { brandWhoami, closeOverlaysInJsdom, influencerWhoami, signedInAs, WhoamiSeed } from '../testing/shell-story-helpers';
import { UserMenu } from './user-menu.component';

const menuFor = (whoami: Whoami) =>
  function UserMenuStory() {
    return (
      <WhoamiSeed whoami={whoami}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', minHeight: 360 }}>
          <UserMenu />
        </Box>
      </WhoamiSeed>
    );
  };

/** The top bar's user menu (SPEC §2): name, e-mail, account badge, My Profile / Settings / Help, 'Log out'. */
const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  parameters: { store: signedInAs(brandWhoami) },
  render: menuFor(brandWhoami),
  afterEach: closeOverlaysInJsdom,
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the menu; returns the popup (the account summary and the menu below it). */
const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
  const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
  return within(menu.parentElement as HTMLElement);
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-haspopup', 'menu');
  },
};

export const BrandOpen: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByText('Brenda Brand')).toBeInTheDocument();
    await expect(menu.getByText('brand@demo.local')).toBeInTheDocument();
    await expect(menu.getByText('Brand Account')).toBeInTheDocument();
    await expect(menu.getByRole('menu')).toHaveAccessibleDescription(/Brenda Brand.*brand@demo\.local.*Brand Account/);
    await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await expect(menu.getByRole('menuitem', { name: 'Security' })).toHaveAttribute('href', '/account/security');
    await expect(menu.getByRole('menuitem', { name: 'Help' })).toHaveAttribute('href', '/help');
  },
};

export const InfluencerOpen: Story = {
  parameters: { store: signedInAs(influencerWhoami) },
  render: menuFor(influencerWhoami),
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByText('Influencer Account')).toBeInTheDocument();
    await expect(menu.getByText('Ivy Influencer')).toBeInTheDocument();
  },
};

/** No name on file: the e-mail is all the menu can show. */
export const EmailOnly: Story = {
  parameters: { store: signedInAs({ ...influencerWhoami, name: null }) },
  render: menuFor({ ...influencerWhoami, name: null }),
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByText('influencer@demo.local')).toBeInTheDocument();
    await expect(menu.queryByText('Ivy Influencer')).not.toBeInTheDocument();
  },
};

export const LoggingOut: Story = {
  parameters: { auth: createFakeAuthClient({ signOut: pendingForever }) },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Log out' }));
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('aria-disabled', 'true');
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
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Log out' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Connection error. Please check your internet and try again.'),
    ).toBeInTheDocument();
  },
};

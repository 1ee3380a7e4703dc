import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Whoami } from '../../api/enhanced-api';
import { PageTitle } from '../../components/page-title/page-title.component';
import SetupLayout from './setup.layout';
import ShellLayout from './shell.layout';
import {
  brandWhoami, closeOverlaysInJsdom, emulatePhone, influencerWhoami, operatorWhoami, signedInAs, viewerWhoami, WhoamiSeed,
} from './testing/shell-story-helpers';

const shellFor = (whoami: Whoami) =>
  function ShellStory() {
    return (
      <WhoamiSeed whoami={whoami}>
        <Routes>
          <Route element={<ShellLayout />}>
            <Route path="*" element={<PageTitle />} />
          </Route>
        </Routes>
      </WhoamiSeed>
    );
  };

/** The signed-in shell (SPEC §2) around a title-only page: sidebar, top bar, breadcrumbs, per role (brand, viewer, operator, influencer). */
const meta = {
  title: 'Shell/Layout',
  component: ShellLayout,
  parameters: { layout: 'fullscreen', route: '/dashboard', store: signedInAs(brandWhoami) },
  render: shellFor(brandWhoami),
} satisfies Meta<typeof ShellLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Main navigation' }));

export const BrandDashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    await expect(nav(canvasElement).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(canvasElement).getByText('Management')).toBeInTheDocument();
    await expect(canvas.getByText('Brenda Brand')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeEnabled();
  },
};

export const BrandDeepPage: Story = {
  parameters: { route: `/brands/${brandWhoami.brand_id}/campaigns/8d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f/success` },
  play: async ({ canvasElement }) => {
    const crumbs = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    await expect(crumbs.getByRole('link', { name: 'Details' })).toBeInTheDocument();
    await expect(crumbs.getByText('Campaign Published')).toHaveAttribute('aria-current', 'page');
  },
};

export const BrandCollapsed: Story = {
  parameters: { route: '/analytics', store: signedInAs(brandWhoami, { sidebarCollapsed: true }) },
  play: async ({ canvasElement }) => {
    await expect(nav(canvasElement).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(canvasElement).queryByText('Analytics')).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Expand sidebar' }));
    await expect(nav(canvasElement).getByText('Analytics')).toBeInTheDocument();
  },
};

/** A brand team viewer (issue 13): the brand sidebar without Create Campaign, quick actions without Invite Influencer. */
export const BrandViewer: Story = {
  parameters: { route: '/dashboard', store: signedInAs(viewerWhoami) },
  render: shellFor(viewerWhoami),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(nav(canvasElement).getByRole('link', { name: 'All Campaigns' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Create Campaign' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Invite Influencer' })).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Quick Actions' })).getByRole('link', { name: 'View Analytics' })).toBeInTheDocument();
  },
};

/** The platform operator (issue 13): the operator's own navigation, no brand pages, no quick actions. */
export const Operator: Story = {
  parameters: { route: '/operator/disputes', store: signedInAs(operatorWhoami) },
  render: shellFor(operatorWhoami),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(nav(canvasElement).getByRole('link', { name: 'Disputes' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(canvasElement).getByText('Operations')).toBeInTheDocument();
    await expect(nav(canvasElement).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    await expect(nav(canvasElement).queryByText('Management')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Quick Actions' })).not.toBeInTheDocument();
  },
};

export const InfluencerInvites: Story = {
  parameters: { route: '/campaigns/invites', store: signedInAs(influencerWhoami) },
  render: shellFor(influencerWhoami),
  play: async ({ canvasElement }) => {
    await expect(nav(canvasElement).getByRole('link', { name: 'Invitations' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(canvasElement).getByText('Account')).toBeInTheDocument();
    const crumbs = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByText('Campaign Invites')).toHaveAttribute('aria-current', 'page');
  },
};

/** The Campaigns group starts open and closes on a click. */
export const InfluencerCampaignsGroupClosed: Story = {
  parameters: { route: '/campaigns?status=completed', store: signedInAs(influencerWhoami) },
  render: shellFor(influencerWhoami),
  play: async ({ canvasElement }) => {
    await expect(nav(canvasElement).getByRole('link', { name: 'Completed' })).toHaveAttribute('aria-current', 'page');
    const group = nav(canvasElement).getByRole('button', { name: 'Campaigns' });
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(nav(canvasElement).queryByRole('link', { name: 'Completed' })).not.toBeInTheDocument());
  },
};

export const InfluencerMobileDrawerOpen: Story = {
  parameters: { route: '/help', store: signedInAs(influencerWhoami) },
  render: shellFor(influencerWhoami),
  beforeEach: emulatePhone,
  afterEach: closeOverlaysInJsdom,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Sidebar' }));
    await expect(drawer.getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  },
};

/** whoami failed (SPEC §6: neither role): only the pages every signed-in user may open, no quick actions. */
export const NeitherRole: Story = {
  parameters: { route: '/help', store: signedInAs({ ...influencerWhoami, persona: null }) },
  render: shellFor({ ...influencerWhoami, persona: null, is_influencer: false }),
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement).getAllByRole('link').map((link) => link.textContent);
    await expect(links).toEqual(['Dashboard', 'Help']);
    await expect(within(canvasElement).queryByRole('list', { name: 'Quick Actions' })).not.toBeInTheDocument();
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
    await expect(within(canvasElement).getByRole('button', { name: 'Log out' })).toBeEnabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs.component';

/** Crumbs come from the path: the decorators' router starts at `parameters.route`. */
const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  parameters: { route: '/campaigns/invites' },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Section: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    await expect(within(nav).getByRole('link', { name: 'Campaigns' })).toHaveAttribute('href', '/campaigns');
    await expect(within(nav).getByText('Campaign Invites')).toHaveAttribute('aria-current', 'page');
  },
};

export const DeepWithIds: Story = {
  parameters: { route: '/brands/0b4c5a7e-1f2d-4c3b-9a8e-7d6c5b4a3f21/campaigns/8d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f/success' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/brands/0b4c5a7e-1f2d-4c3b-9a8e-7d6c5b4a3f21/campaigns/8d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f',
    );
    await expect(within(nav).getByText('Campaign Published')).toHaveAttribute('aria-current', 'page');
  },
};

export const HelpArticle: Story = { parameters: { route: '/help/payouts/upi-and-bank-transfer' } };

/** Hidden on the dashboard: the story shows the page text the shell would put below. */
export const OnDashboard: Story = {
  parameters: { route: '/dashboard' },
  render: () => (
    <>
      <Breadcrumbs />
      <p>No breadcrumbs on the dashboard.</p>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  },
};

export const ExplicitCrumbs: Story = {
  args: { crumbs: [{ label: 'Home', path: '/dashboard' }, { label: 'Help Centre', path: '/help' }, { label: 'Getting Started' }] },
};

import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { closeOverlaysInJsdom } from '../../shell/testing/shell-story-helpers';
import {
  brandNotifications,
  influencerNotifications,
  manyNotifications,
  withNotifications,
} from '../testing/notification-fixtures';
import { NotificationsButton } from './notifications-button.component';

/** The top bar's bell and its panel (SPEC §2). Stories run without sagas: actions change the store only. */
const meta = {
  title: 'Shell/Notifications',
  component: NotificationsButton,
  parameters: { store: withNotifications(influencerNotifications()) },
  render: () => (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', minHeight: 640 }}>
      <NotificationsButton />
    </Box>
  ),
  afterEach: closeOverlaysInJsdom,
} satisfies Meta<typeof NotificationsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

// While the panel is open the page behind it is aria-hidden (a modal popover), hence `hidden: true`.
const bell = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /^Notifications/, hidden: true });
const openPanel = async (canvasElement: HTMLElement) => {
  await userEvent.click(bell(canvasElement));
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Notifications' }));
};

export const UnreadBadge: Story = {
  play: async ({ canvasElement }) => {
    await expect(bell(canvasElement)).toHaveTextContent('3');
    await expect(bell(canvasElement)).toHaveAccessibleName('Notifications (3 unread)');
  },
};

export const InfluencerPanel: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(panel.getByText('New campaign invite')).toBeInTheDocument();
    // The fixtures are dated when the module loads ("5 minutes ago"); on a busy machine the story may run a minute or
    // two later. The wording itself is relative-time.test.ts's to check.
    await expect(panel.getByText(/^[5-9] minutes ago$/)).toBeInTheDocument();
    await expect(panel.getByRole('link', { name: 'View invite' })).toHaveAttribute('href', '/campaigns/invites');
    await expect(panel.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/campaigns/active');
    await expect(panel.getAllByText('Warning', { exact: true })).toHaveLength(1);
    await expect(panel.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/notifications');
  },
};

export const BrandPanel: Story = {
  parameters: { store: withNotifications(brandNotifications()) },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(panel.getByRole('link', { name: 'Read guidelines' })).toHaveAttribute('target', '_blank');
    await expect(panel.getByRole('link', { name: 'View analytics' })).toHaveAttribute('href', '/analytics');
  },
};

export const MarkOneRead: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Mark as read: Payout sent' }));
    await expect(bell(canvasElement)).toHaveTextContent('2');
    await expect(panel.queryByRole('button', { name: 'Mark as read: Payout sent' })).toBeNull();
    await expect(panel.getByText('Payout sent').closest('li')).toHaveFocus();
  },
};

export const MarkAllReadThenClear: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Mark all read' }));
    await expect(bell(canvasElement)).toHaveAccessibleName('Notifications');
    await expect(panel.queryAllByRole('button', { name: /^Mark as read/ })).toHaveLength(0);
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toHaveFocus();
    await userEvent.click(panel.getByRole('button', { name: 'Clear all' }));
    await expect(panel.getByText('No notifications yet')).toBeInTheDocument();
    await expect(panel.getByText("We'll notify you when something important happens")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { store: withNotifications([]) },
  play: async ({ canvasElement }) => {
    await expect(bell(canvasElement)).not.toHaveTextContent(/\d/);
    const panel = await openPanel(canvasElement);
    await expect(panel.getByText('No notifications yet')).toBeInTheDocument();
    await expect(panel.getByText("We'll notify you when something important happens")).toBeInTheDocument();
  },
};

export const NinetyNinePlus: Story = {
  parameters: { store: withNotifications(manyNotifications(20), { count: 140, unreadCount: 140 }) },
  play: async ({ canvasElement }) => {
    await expect(bell(canvasElement)).toHaveTextContent('99+');
    await expect(bell(canvasElement)).toHaveAccessibleName('Notifications (99+ unread)');
  },
};

export const Loading: Story = {
  parameters: { store: withNotifications([], { status: 'loading' }) },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(panel.getByRole('status')).toHaveTextContent('Loading notifications...');
  },
};

export const LoadFailed: Story = {
  parameters: { store: withNotifications([], { status: 'failed' }) },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(panel.getByText('Failed to load notifications')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Retry' }));
    await expect(panel.getByRole('status')).toHaveTextContent('Loading notifications...');
  },
};

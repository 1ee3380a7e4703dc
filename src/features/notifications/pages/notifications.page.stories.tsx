import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import {
  brandNotifications,
  influencerNotifications,
  manyNotifications,
  withNotifications,
} from '../testing/notification-fixtures';
import NotificationsPage from './notifications.page';

/** /notifications: the full list with All / Unread, 'Load more' and the panel's actions. Stories run without sagas. */
const meta = {
  title: 'Pages/Notifications',
  component: NotificationsPage,
  parameters: { route: '/notifications', store: withNotifications(influencerNotifications()) },
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Influencer: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await expect(page.getAllByRole('listitem')).toHaveLength(4);
    await expect(page.getByText('Content needs changes')).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const Brand: Story = {
  parameters: { store: withNotifications(brandNotifications()) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/payments');
  },
};

export const MoreToLoad: Story = {
  parameters: { store: withNotifications(manyNotifications(20), { count: 45, unreadCount: 45 }) },
  play: async ({ canvasElement }) => {
    const more = within(canvasElement).getByRole('button', { name: 'Load more' });
    await userEvent.click(more);
    await expect(within(canvasElement).getByRole('button', { name: 'Loading notifications...' })).toBeDisabled();
  },
};

export const UnreadFilter: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Unread' }));
    await expect(page.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status')).toHaveTextContent('Loading notifications...');
  },
};

export const NothingUnread: Story = {
  parameters: { store: withNotifications([], { filter: 'unread' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No unread notifications')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { store: withNotifications([]) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No notifications yet')).toBeInTheDocument();
    await expect(page.getByText("We'll notify you when something important happens")).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { store: withNotifications([], { status: 'loading' }) },
};

export const LoadFailed: Story = {
  parameters: { store: withNotifications([], { status: 'failed' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Failed to load notifications')).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { MessagesButtonView } from './messages-button.component';

/** The top bar's messages button: its badge is in its name (WCAG 2.5.3), '99+' above 99, nothing at 0. */
const meta = {
  title: 'Shell/MessagesButton',
  component: MessagesButtonView,
  args: { unread: 3 },
} satisfies Meta<typeof MessagesButtonView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('link', { name: 'Messages (3 unread)' });
    await expect(button).toHaveAttribute('href', '/messages');
    await expect(button).toHaveTextContent('3');
  },
};

export const Many: Story = {
  args: { unread: 250 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Messages (99+ unread)' })).toBeInTheDocument();
  },
};

export const None: Story = {
  args: { unread: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  },
};

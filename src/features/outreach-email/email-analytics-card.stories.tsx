import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailAnalyticsCard } from './email-analytics-card.component';
import { emptyAnalytics, sampleAnalytics } from './outreach-email.fixtures';

/** The campaign page's invitation e-mail figures: totals (human and proxy opens apart), per influencer, per day. */
const meta = {
  title: 'Outreach e-mail/Analytics card',
  component: EmailAnalyticsCard,
  args: { status: 'ready', analytics: sampleAnalytics, onRetry: fn() },
} satisfies Meta<typeof EmailAnalyticsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFigures: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(within(card.getByRole('listitem', { name: 'Opened' })).getByText('2 by people · 1 by mail proxies')).toBeInTheDocument();
    const table = within(card.getByRole('table', { name: 'Per influencer' }));
    await expect(table.getByRole('rowheader', { name: 'Ben Thomas' })).toBeInTheDocument();
    await expect(within(card.getByRole('table', { name: 'Per day' })).getAllByRole('row')).toHaveLength(3);
  },
};

export const NothingSentYet: Story = {
  args: { analytics: emptyAnalytics },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No invitation e-mail has been sent/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', analytics: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the e-mail figures' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', analytics: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

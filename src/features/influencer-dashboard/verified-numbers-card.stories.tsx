import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerifiedNumbersCardView } from './verified-numbers-card.view';
import { emptyMyPerformance, firstPartyMyPerformance, quietMyPerformance, sampleMyPerformance } from './verified-numbers.fixtures';

/** The influencer dashboard's "Your verified numbers": loading, error, empty, filled (estimated and first-party), no readings, phone. */
const meta = {
  title: 'Influencer dashboard/VerifiedNumbersCard',
  component: VerifiedNumbersCardView,
  args: { status: 'ready', report: sampleMyPerformance, onRetry: fn() },
} satisfies Meta<typeof VerifiedNumbersCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', report: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: 'Your verified numbers' })).toBeInTheDocument();
    await expect(card.getByRole('status', { name: 'Loading your verified numbers' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', report: undefined },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Could not load your verified numbers.')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { report: emptyMyPerformance },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('No verified numbers yet')).toBeInTheDocument();
    await expect(card.getByRole('link', { name: 'Connect an account' })).toHaveAttribute('href', '/profile#connected-accounts');
    await expect(card.queryByRole('list', { name: 'Totals' })).toBeNull();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const totals = card.getByRole('list', { name: 'Totals' });
    await expect(within(totals).getByRole('listitem', { name: 'Views' })).toHaveTextContent('1,42,750');
    await expect(within(totals).getByRole('listitem', { name: 'Engagement rate' })).toHaveTextContent('5.54%');
    await expect(within(totals).getByRole('listitem', { name: 'Views' })).toHaveTextContent('Estimated');
    await expect(card.getByText(/Formula: engagement_rate = \(likes \+ comments \+ shares \+ saves\) \/ views × 100/)).toBeInTheDocument();
    await expect(card.getByText(/Some figures are estimated/)).toBeInTheDocument();
    await expect(card.getByRole('link', { name: 'Summer Audio Drop' })).toHaveAttribute('href', '/campaigns/active/r1/stats');
    await expect(card.getByText(/1 Nov 2026 – 30 Nov 2026/)).toBeInTheDocument();
  },
};

export const FirstPartyOnly: Story = {
  args: { report: firstPartyMyPerformance },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getAllByText('First-party').length).toBeGreaterThan(0);
    await expect(card.queryByText(/Some figures are estimated/)).toBeNull();
    // YouTube reports no reach, shares or saves: a dash and no label.
    await expect(within(card.getByRole('listitem', { name: 'Reach' })).getByText('—')).toBeInTheDocument();
  },
};

export const NoReadingsInPeriod: Story = {
  args: { report: quietMyPerformance },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('No stats for your verified content in this period yet.')).toBeInTheDocument();
    await expect(card.getByRole('link', { name: 'Summer Audio Drop' })).toBeInTheDocument();
  },
};

/** A phone (390 px): two tiles a row, each campaign's figures wrap under its name. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Totals' })).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emulatePhone } from '../shell/testing/shell-story-helpers';
import { earningsWithoutPan, earningsWithoutPayoutMethod, emptyEarnings, sampleEarnings, twoCurrencyEarnings } from './earnings.fixtures';
import { EarningsView } from './earnings.view';

/** /earnings: loading, error, no earnings yet, no payout method, no PAN, filled (every line status), two currencies, phone. */
const meta = {
  title: 'Earnings/Earnings',
  component: EarningsView,
  args: { status: 'ready', earnings: sampleEarnings, onRetry: fn() },
} satisfies Meta<typeof EarningsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', earnings: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading earnings' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', earnings: undefined },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Could not load your earnings.')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { earnings: emptyEarnings },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No earnings yet')).toBeInTheDocument();
    await expect(page.getAllByText('₹0')).toHaveLength(4);
  },
};

export const NoPayoutMethod: Story = {
  args: { earnings: earningsWithoutPayoutMethod },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Add your payout details')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Add payout details' })).toHaveAttribute('href', '/settings');
  },
};

export const NoPan: Story = {
  args: { earnings: earningsWithoutPan },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Add your PAN')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Add PAN' })).toHaveAttribute('href', '/settings#tax-details');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    for (const label of ['Awaiting approval', 'Approved', 'Paid', 'Returned']) {
      await expect(page.getByLabelText(`Status: ${label}`)).toBeInTheDocument();
    }
    await expect(page.getByText('HDFCR52026100512345678')).toBeInTheDocument();
    await expect(page.getByText(/account closed/)).toBeInTheDocument();
    await expect(page.queryByText('Add your payout details')).toBeNull();
  },
};

export const TwoCurrencies: Story = {
  args: { earnings: twoCurrencyEarnings },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('list', { name: 'Balances in USD' })).toBeInTheDocument();
    await expect(page.getAllByText('$450.00').length).toBeGreaterThan(0);
  },
};

export const Phone: Story = {
  beforeEach: emulatePhone,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { earnings: earningsWithoutPayoutMethod },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Add your payout details')).toBeInTheDocument();
  },
};

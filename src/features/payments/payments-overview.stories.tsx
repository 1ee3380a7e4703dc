import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paymentFailureMessages, paymentPageTexts as t, paymentTexts } from '../../domain/payments/payment.texts';
import { FundingReturnView } from './funding-return.view';
import { emptyPayments, funding, samplePayments, viewerPayments } from './payments.fixtures';
import { PaymentsOverviewView } from './payments-overview.view';

/** The brand's /payments: loading, load error, nothing funded yet, funded, a viewer, and each checkout return. */
const meta = {
  title: 'Payments/PaymentsOverview',
  component: PaymentsOverviewView,
  args: { status: 'ready', brandId: 'b1', payments: samplePayments, onRetry: fn(), onFund: fn() },
} satisfies Meta<typeof PaymentsOverviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', payments: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: t.loading })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', payments: undefined },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NothingFunded: Story = {
  args: { payments: emptyPayments },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(t.nothingFundedTitle)).toBeInTheDocument();
    await expect(page.getByText(t.historyEmpty)).toBeInTheDocument();
  },
};

export const Funded: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('₹1,30,000')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Fund Monsoon Launch' }));
    await expect(args.onFund).toHaveBeenCalledWith(samplePayments.campaigns[0]);
  },
};

export const Viewer: Story = {
  args: { payments: viewerPayments },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(paymentTexts.notPermitted)).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: /^Fund / })).toBeNull();
  },
};

const dismiss = fn();

export const ReturnConfirming: Story = {
  args: { notice: <FundingReturnView funding={funding({ status: 'authorized', paid_at: null })} onDismiss={dismiss} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(paymentTexts.confirming)).toBeInTheDocument();
  },
};

export const ReturnStillConfirming: Story = {
  args: { notice: <FundingReturnView funding={funding({ status: 'authorized', paid_at: null })} slow onDismiss={dismiss} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.confirmingSlow)).toBeInTheDocument();
  },
};

export const ReturnPaid: Story = {
  args: { notice: <FundingReturnView funding={funding()} onDismiss={dismiss} /> },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(paymentTexts.paid('₹25,000', 'Monsoon Launch'))).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: t.dismiss }));
    await expect(dismiss).toHaveBeenCalled();
  },
};

/** A USD funding through Stripe comes back with the same texts as INR, in dollars. */
export const ReturnPaidUsd: Story = {
  args: { notice: <FundingReturnView funding={funding({ provider: 'stripe', currency: 'USD', amount: '1250.50', campaign_name: 'Spring Launch US' })} onDismiss={dismiss} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(paymentTexts.paid('$1,250.50', 'Spring Launch US'))).toBeInTheDocument();
  },
};

export const ReturnDeclinedUsd: Story = {
  args: {
    notice: (
      <FundingReturnView onDismiss={dismiss}
        funding={funding({ provider: 'stripe', currency: 'USD', status: 'failed', failure_kind: 'declined', failure_message: paymentFailureMessages.declined, paid_at: null })} />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(paymentFailureMessages.declined);
  },
};

export const ReturnFailed: Story = {
  args: {
    notice: (
      <FundingReturnView onDismiss={dismiss}
        funding={funding({ status: 'failed', failure_kind: 'processing_failed', failure_message: paymentFailureMessages.processing_failed, paid_at: null })} />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(paymentFailureMessages.processing_failed);
  },
};

export const ReturnCancelled: Story = {
  args: { notice: <FundingReturnView funding={funding({ status: 'cancelled', failure_message: paymentTexts.cancelled, paid_at: null })} onDismiss={dismiss} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(paymentTexts.cancelled)).toBeInTheDocument();
  },
};

export const ReturnUnknown: Story = {
  args: { notice: <FundingReturnView unknown onDismiss={dismiss} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.returnUnknown)).toBeInTheDocument();
  },
};

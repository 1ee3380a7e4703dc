import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { paymentTexts } from '../../domain/payments/payment.texts';
import { closeOverlaysInJsdom, emulatePhone } from '../shell/testing/shell-story-helpers';
import { awaitingLines } from './payout-approvals.fixtures';
import { PayoutApprovalsView, type PayoutApprovalsViewProps } from './payout-approvals.view';

type OnApprove = NonNullable<PayoutApprovalsViewProps['onApprove']>;

/** The brand's payouts awaiting approval (a section of /payments): loading, error, empty, admin, viewer, confirm, refusal, phone. */
const meta = {
  title: 'Payments/PayoutApprovals',
  component: PayoutApprovalsView,
  args: { status: 'ready', lines: awaitingLines, canApprove: true, onApprove: fn<OnApprove>(async () => undefined), onRetry: fn() },
} satisfies Meta<typeof PayoutApprovalsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', lines: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading payouts awaiting approval' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', lines: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing awaiting your approval')).toBeInTheDocument();
  },
};

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getByRole('button', { name: 'Approve ₹40,000 for Asha Rao' })).toBeInTheDocument();
    await expect(section.getByRole('button', { name: 'Approve ₹20,000 for Vikram Subramaniam-Raghunathan' })).toBeInTheDocument();
  },
};

export const Viewer: Story = {
  args: { canApprove: false },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getByText(paymentTexts.approveNotPermitted)).toBeInTheDocument();
    await expect(section.queryByRole('button', { name: /Approve/ })).toBeNull();
  },
};

export const ConfirmStep: Story = {
  afterEach: closeOverlaysInJsdom,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve ₹40,000 for Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this payout?' });
    await expect(dialog).toHaveTextContent('Release ₹40,000 to Asha Rao?');
    await expect(args.onApprove).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { onApprove: fn<OnApprove>(async () => paymentTexts.lineAlreadyApproved) },
  afterEach: closeOverlaysInJsdom,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve ₹40,000 for Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this payout?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release ₹40,000' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(paymentTexts.lineAlreadyApproved);
  },
};

export const Phone: Story = {
  beforeEach: emulatePhone,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^Approve / })).toHaveLength(awaitingLines.length);
  },
};

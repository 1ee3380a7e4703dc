import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleOutbox, sampleRecords } from '../outreach-email/outreach-email.fixtures';
import { OperatorOutboxView } from './operator-outbox.view';

/** The operator's e-mail page: kept e-mails (readable, links clickable) and outreach tracking records. */
const meta = {
  title: 'Operator/E-mail outbox',
  component: OperatorOutboxView,
  args: {
    tab: 'messages',
    onTab: fn(),
    messagesStatus: 'ready',
    messages: sampleOutbox,
    messagesPaging: { hasPrevious: false, hasNext: true },
    onMessagesPage: fn(),
    onRetryMessages: fn(),
    recordsStatus: 'ready',
    records: sampleRecords,
    recordsPaging: { hasPrevious: false, hasNext: false },
    onRecordsPage: fn(),
    onRetryRecords: fn(),
  },
} satisfies Meta<typeof OperatorOutboxView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeptMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: `Read "${sampleOutbox[0]!.subject}"` }));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    const unsubscribe = dialog.getByRole('link', { name: 'http://localhost:3000/api/v1/email-tracking/unsubscribe/m1.sig/' });
    await expect(unsubscribe).toHaveAttribute('href', 'http://localhost:3000/api/v1/email-tracking/unsubscribe/m1.sig/');
    await expect(dialog.getByText('List-Unsubscribe-Post: List-Unsubscribe=One-Click')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await userEvent.click(page.getByRole('button', { name: 'Older' }));
    await expect(args.onMessagesPage).toHaveBeenCalledWith(1);
  },
};

export const TrackingRecords: Story = {
  args: { tab: 'records' },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Tracking records' }));
    await expect(table.getByText('550 5.1.1 No such user')).toBeInTheDocument();
    await expect(table.getByText('2 / 1')).toBeInTheDocument();
  },
};

export const SmtpConfigured: Story = {
  args: { messagesStatus: 'smtp', messages: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/SMTP is configured/)).toBeInTheDocument();
  },
};

export const NothingKept: Story = {
  args: { messages: [], messagesPaging: { hasPrevious: false, hasNext: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No e-mail has been kept yet.')).toBeInTheDocument();
  },
};

export const NoRecords: Story = {
  args: { tab: 'records', records: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No outreach e-mail has been sent yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { messagesStatus: 'loading', messages: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading e-mails' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { messagesStatus: 'error', messages: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryMessages).toHaveBeenCalled();
  },
};

export const RecordsLoadFailed: Story = {
  args: { tab: 'records', recordsStatus: 'error', records: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryRecords).toHaveBeenCalled();
  },
};

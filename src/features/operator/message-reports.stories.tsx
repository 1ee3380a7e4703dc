import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messageReportErrors, moderationNotices } from '../../domain/messages/message-reports.texts';
import { openConversationReport, openMessageReport, sampleReports } from './message-reports.fixtures';
import { MessageReportsView } from './message-reports.view';

/** The operator's message reports page: loading, empty, error, the list, and the resolve dialog (success, refusal). */
const meta = {
  title: 'Operator/Message reports',
  component: MessageReportsView,
  args: {
    status: 'ready',
    reports: sampleReports,
    hasPrevious: false,
    hasNext: true,
    onPage: fn(),
    onRetry: fn(),
    onResolve: fn(async (): Promise<string | undefined> => undefined),
  },
} satisfies Meta<typeof MessageReportsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const messageCard = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('article', { name: `Report by Brenda Brand: ${openMessageReport.reason}` }));

export const Loading: Story = {
  args: { status: 'loading', reports: undefined, hasNext: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading message reports' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { reports: [], hasNext: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No reports' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', reports: undefined, hasNext: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const card = messageCard(canvasElement);
    await expect(card.getByLabelText('Status: Open')).toBeInTheDocument();
    await expect(card.getByText('Brenda Brand (brand)')).toBeInTheDocument();
    await expect(card.getByText('Acme Demo Co. and ivy.creates')).toBeInTheDocument();
    await expect(card.getByText(/From ivy\.creates \(creator\)/)).toBeInTheDocument();
    // The link shows where it really goes, as on /messages.
    await expect(card.getByRole('link', { name: 'https://pay.example.net/acme-login' })).toHaveAttribute('href', 'https://pay.example.net/acme-login');
    await expect(card.getByText('(pay.example.net)')).toBeInTheDocument();
    await expect(card.getByText('Attachments: invoice.pdf')).toBeInTheDocument();
    const conversation = within(page.getByRole('article', { name: `Report by Meera Iyer: ${openConversationReport.reason}` }));
    await expect(conversation.getByText('The whole conversation was reported, not one message.')).toBeInTheDocument();
    const resolved = within(page.getByRole('article', { name: 'Report by Brenda Brand: Phishing.' }));
    await expect(resolved.getByLabelText('Status: Message removed')).toBeInTheDocument();
    await expect(resolved.getByText(/Resolved .* by Platform Operator/)).toBeInTheDocument();
    await expect(resolved.queryByRole('button', { name: /Resolve/ })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Next page' }));
    await expect(args.onPage).toHaveBeenCalledWith(1);
  },
};

export const ResolveDialog: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(messageCard(canvasElement).getByRole('button', { name: 'Resolve the report by Brenda Brand' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Resolve the report' }));
    await expect(dialog.getByRole('button', { name: 'Resolve report' })).toBeDisabled();
    await expect(dialog.getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(dialog.getByRole('radio', { name: /Remove the message/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Resolve report' }));
    await waitFor(() => expect(args.onResolve).toHaveBeenCalledWith(openMessageReport.id, 'remove_message'));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A conversation report offers no message to remove. */
export const ResolveConversationReport: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: `Report by Meera Iyer: ${openConversationReport.reason}` }));
    await userEvent.click(card.getByRole('button', { name: 'Resolve the report by Meera Iyer' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Resolve the report' }));
    await expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['dismiss', 'close_conversation']);
  },
};

/** The server refused (another operator resolved it first): the dialog stays open with the server's words. */
export const ResolveRefused: Story = {
  args: { onResolve: fn(async (): Promise<string | undefined> => messageReportErrors.alreadyResolved('Dismissed')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(messageCard(canvasElement).getByRole('button', { name: 'Resolve the report by Brenda Brand' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Resolve the report' }));
    await userEvent.click(dialog.getByRole('radio', { name: /Dismiss/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Resolve report' }));
    await expect(await dialog.findByText(messageReportErrors.alreadyResolved('Dismissed'))).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Resolve report' })).toBeEnabled();
  },
};

/** What the participants see after a removal is in the Messages/Thread stories; here the operator's record keeps the text. */
export const RemovedMessageRecord: Story = {
  args: { reports: [sampleReports[2]!], hasNext: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Removed from the conversation: neither side sees it.')).toBeInTheDocument();
    await expect(page.queryByText(moderationNotices.messageRemoved)).not.toBeInTheDocument();
  },
};

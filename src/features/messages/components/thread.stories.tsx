import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { moderationNotices } from '../../../domain/messages/message-reports.texts';
import { sampleConversation, sampleMessage, sampleThread } from '../messages.fixtures';
import { messagesTexts as t } from '../messages.texts';
import { ThreadView } from './thread.view';

/** One conversation: messages with links (real host shown), attachments, "Seen", pending and failed sends, block and report. */
const meta = {
  title: 'Messages/Thread',
  component: ThreadView,
  args: {
    thread: sampleThread({ unread_count: 0 }),
    status: 'ready',
    messages: sampleConversation,
    pending: [],
    hasEarlier: false,
    onLoadEarlier: fn(),
    onRetryLoad: fn(),
    onSend: fn(),
    onRetrySend: fn(),
    onBlock: fn(),
    onUnblock: fn(),
    onReport: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof ThreadView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Links show the host they really lead to; markdown-looking text is not a link to its label.
    await expect(canvas.getByRole('link', { name: 'https://example.com/brief' })).toHaveAttribute('href', 'https://example.com/brief');
    await expect(canvas.getByText(t.linkTo('example.com'))).toBeInTheDocument();
    await expect(canvas.getByText(t.linkTo('evil.example.net'))).toBeInTheDocument();
    // "Seen" once, under my newest message the other side has read.
    await expect(canvas.getAllByText(`· ${t.seen}`)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: t.attachment('draft-cover.jpg') }));
    await expect(args.onDownload).toHaveBeenCalledWith(sampleConversation[1]!.attachments[0]);
    await userEvent.click(canvas.getAllByRole('button', { name: t.reportMessageTitle })[0]!);
    await expect(args.onReport).toHaveBeenCalledWith(sampleConversation[1]!.id);
  },
};

export const Sending: Story = {
  args: { pending: [{ localId: 'l1', body: 'On my way', attachments: [], status: 'sending' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.sending)).toBeInTheDocument();
  },
};

export const FailedSendRetry: Story = {
  args: { pending: [{ localId: 'l1', body: 'On my way', attachments: [], status: 'failed', error: 'You are offline.' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are offline.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t.retrySend }));
    await expect(args.onRetrySend).toHaveBeenCalledWith('l1');
  },
};

export const CreatorCanBlock: Story = {
  args: { thread: sampleThread({ my_side: 'influencer', can_block: true, unread_count: 0 }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.block }));
    await expect(args.onBlock).toHaveBeenCalled();
  },
};

export const BlockedBrand: Story = {
  args: { thread: sampleThread({ blocked: true, can_send: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.blockedForBrand)).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: t.composerLabel })).not.toBeInTheDocument();
  },
};

/** A message the operators removed on a report: both sides see the notice in its place, with nothing to report. */
export const RemovedByModerators: Story = {
  args: {
    messages: [
      sampleConversation[0]!,
      sampleMessage(2, { mine: false, sender_side: 'influencer', body: '', attachments: [], removed: true }),
      sampleMessage(3, { body: 'Let us keep it on the platform, please.' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(moderationNotices.messageRemoved)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t.reportMessageTitle })).not.toBeInTheDocument();
  },
};

/** Operators closed the conversation on a report: it can be read, not written to, whatever the creator's block says. */
export const ClosedByModerators: Story = {
  args: { thread: sampleThread({ my_side: 'influencer', can_block: true, closed: true, can_send: false, unread_count: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(moderationNotices.conversationClosed)).toBeInTheDocument();
    await expect(canvas.queryByText(t.cannotSend)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: t.composerLabel })).not.toBeInTheDocument();
  },
};

export const ReadOnlyMember: Story = {
  args: { thread: sampleThread({ can_send: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.cannotSend)).toBeInTheDocument();
  },
};

export const Phone: Story = {
  args: { onBack: fn() },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.report }));
    await expect(args.onReport).toHaveBeenCalledWith(null);
  },
};

export const EarlierMessages: Story = {
  args: { hasEarlier: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.loadEarlier }));
    await expect(args.onLoadEarlier).toHaveBeenCalled();
  },
};

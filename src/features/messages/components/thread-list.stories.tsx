import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleThread, sampleThreads } from '../messages.fixtures';
import { messagesTexts as t } from '../messages.texts';
import { ThreadListView } from './thread-list.view';

/** The conversations list: search, unread badges, empty and failed states. */
const meta = {
  title: 'Messages/ThreadList',
  component: ThreadListView,
  args: { status: 'ready', threads: sampleThreads, search: '', onSearch: fn(), onSelect: fn(), onRetry: fn(), side: 'brand' },
} satisfies Meta<typeof ThreadListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithUnread: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('priya_styles')).toBeInTheDocument();
    await expect(canvas.getByText(t.about('Monsoon Launch'))).toBeInTheDocument();
    await expect(canvas.getByText(`${t.unreadBadge(2)}:`)).toBeInTheDocument();
    await userEvent.click(canvas.getByText('rahul_travels'));
    await expect(args.onSelect).toHaveBeenCalledWith(sampleThreads[1]);
  },
};

export const Searching: Story = {
  args: { search: 'priya', threads: [sampleThread()] },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: t.searchLabel });
    await userEvent.type(box, 'x');
    await expect(args.onSearch).toHaveBeenCalledWith('priyax');
  },
};

export const NoMatches: Story = {
  args: { search: 'zzz', threads: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.noMatches)).toBeInTheDocument();
  },
};

export const EmptyInfluencer: Story = {
  args: { threads: [], side: 'influencer' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.emptyTitle)).toBeInTheDocument();
    await expect(within(canvasElement).getByText(t.emptyInfluencer)).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { status: 'loading', threads: [] } };

export const Failed: Story = {
  args: { status: 'error', threads: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emulatePhone } from '../shell/testing/shell-story-helpers';
import { emptyDirectoryQuery } from './directory-query';
import { sampleEntries } from './directory.fixtures';
import { directoryTexts as t } from './directory.texts';
import { DirectoryView } from './directory.view';

/** /influencers 'Influencers': results, a capped count, loading, error, empty (no match / none yet), phone with the Filters button. */
const meta = {
  title: 'Directory/DirectoryView',
  component: DirectoryView,
  args: {
    status: 'ready', entries: sampleEntries, count: 3, query: emptyDirectoryQuery,
    onQueryChange: fn(), onClearFilters: fn(), onRetry: fn(),
  },
} satisfies Meta<typeof DirectoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'asha_gamer' })).toHaveAttribute('href', '/influencers/11111111-1111-4111-8111-111111111111');
    await expect(canvas.getAllByText('Verified').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Self-reported').length).toBeGreaterThan(0);
    await expect(canvas.getByText('3 creators')).toBeInTheDocument();
  },
};

/** A broad search: the server stopped counting at 1,000, so the page says "More than", never a made-up total. */
export const CappedCount: Story = {
  args: { count: 1000, countCapped: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('More than 1,000 creators')).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Go to page 51' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', entries: undefined, count: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: t.loading })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', entries: undefined, count: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoMatch: Story = {
  args: { entries: [], count: 0, query: { ...emptyDirectoryQuery, niches: ['Wedding'] } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(t.emptyTitle)).toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.clearFilters }));
    await expect(args.onClearFilters).toHaveBeenCalled();
  },
};

export const NoneYet: Story = {
  args: { entries: [], count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.noneYetTitle)).toBeInTheDocument();
  },
};

export const SortChange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: t.sort }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Followers: most first' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ sort: 'followers' });
  },
};

export const Phone: Story = {
  beforeEach: emulatePhone,
  args: { query: { ...emptyDirectoryQuery, niches: ['Gaming'], verifiedOnly: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Filters (2)' });
    await expect(canvas.queryByRole('combobox', { name: t.niches })).toBeNull();
    await userEvent.click(button);
    await expect(await canvas.findByRole('combobox', { name: t.niches })).toBeInTheDocument();
  },
};

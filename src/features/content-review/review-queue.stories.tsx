import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePlacements, sampleSubmission } from './content-review.fixtures';
import { ReviewQueueView } from './review-queue.view';

const filled = [sampleSubmission('submitted'), sampleSubmission('rebuttal_requested'), sampleSubmission('verified')];

/** The brand's review queue of one campaign: loading, error, empty, filled, filtered, paged. */
const meta = {
  title: 'Content review/ReviewQueue',
  component: ReviewQueueView,
  args: {
    status: 'ready',
    submissions: filled,
    count: filled.length,
    page: 1,
    pageSize: 10,
    filters: { statuses: [], placementId: '' },
    placements: samplePlacements,
    onFiltersChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onStep: fn(async () => undefined),
  },
} satisfies Meta<typeof ReviewQueueView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', submissions: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading submitted content' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', submissions: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { submissions: [], count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No content yet')).toBeInTheDocument();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('3 submissions')).toBeInTheDocument();
    await expect(page.getAllByRole('article')).toHaveLength(3);
    await expect(page.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Respond to dispute' })).toBeInTheDocument();
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Disputed' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ statuses: ['rebuttal_requested'], placementId: '' });
  },
};

export const FilteredEmpty: Story = {
  args: { submissions: [], count: 0, filters: { statuses: ['verified'], placementId: 'p-ig' } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Nothing matches these filters')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ statuses: [], placementId: '' });
  },
};

export const Paged: Story = {
  args: { count: 35 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Viewer: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Verify' })).toBeNull();
  },
};

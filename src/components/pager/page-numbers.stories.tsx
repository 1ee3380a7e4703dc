import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageNumbers } from './page-numbers.component';

const meta = {
  title: 'Components/PageNumbers',
  component: PageNumbers,
  args: { pages: 5, page: 1, onChange: fn(), label: 'Campaign pages' },
} satisfies Meta<typeof PageNumbers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOfFive: Story = {
  play: async ({ args, canvasElement }) => {
    const pager = within(within(canvasElement).getByRole('navigation', { name: 'Campaign pages' }));
    await expect(pager.getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pager.getByRole('button', { name: 'Go to page 2' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
  },
};

/** A page past the end (an old link) shows as the last one. */
export const PastTheEnd: Story = {
  args: { page: 9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'page 5' })).toHaveAttribute('aria-current', 'page');
  },
};

/** One page: nothing to page through. */
export const SinglePage: Story = {
  args: { pages: 1 },
  render: (args) => (
    <>
      <p>All 12 campaigns fit on one page.</p>
      <PageNumbers {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

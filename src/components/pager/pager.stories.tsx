import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager } from './pager.component';

const meta = {
  title: 'Components/Pager',
  component: Pager,
  args: { hasPrevious: false, hasNext: true, onPage: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Next page' }));
    await expect(args.onPage).toHaveBeenCalledWith(1);
  },
};

export const MiddlePage: Story = {
  args: { hasPrevious: true, hasNext: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Previous page' }));
    await expect(args.onPage).toHaveBeenCalledWith(-1);
  },
};

export const LastPage: Story = {
  args: { hasPrevious: true, hasNext: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** One page only: no buttons at all. */
export const SinglePage: Story = {
  args: { hasPrevious: false, hasNext: false },
  render: (args) => (
    <>
      <p>All 4 results fit on one page.</p>
      <Pager {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HelpError, HelpLoading, HelpNotFound } from './help-states.component';

/** Loading, failure and not-found states shared by the three help pages. */
const meta = {
  title: 'Help/HelpStates',
  component: HelpError,
  args: { message: 'Failed to load this article', onRetry: fn() },
} satisfies Meta<typeof HelpError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load this article');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  render: () => <HelpLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotFound: Story = {
  render: () => <HelpNotFound title="Article not found" backTo="/help" backLabel="Back to Help Centre" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Article not found');
    await expect(within(canvasElement).getByText("It may have moved, or it isn't available for your account.")).toBeInTheDocument();
  },
};

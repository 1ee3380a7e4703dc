import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DisputesView } from './disputes.view';
import { answeredDispute, silentBrandDispute } from './operator.fixtures';

/** The operator's dispute page: loading, empty, error, filled, and the decide dialog (validation, refusal, success). */
const meta = {
  title: 'Operator/Disputes',
  component: DisputesView,
  args: {
    status: 'ready',
    disputes: [answeredDispute, silentBrandDispute],
    onRetry: fn(),
    onDecide: fn(async (): Promise<string | undefined> => undefined),
  },
} satisfies Meta<typeof DisputesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', disputes: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading disputes' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { disputes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No open disputes' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', disputes: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const card = within(page.getByRole('article', { name: 'ivy.creates: Dedicated video' }));
    await expect(card.getByText('Monsoon Launch')).toBeInTheDocument();
    await expect(card.getByText('Acme Demo Co.')).toBeInTheDocument();
    await expect(card.getByRole('link', { name: 'Open content' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aaaaaaaaaaa');
    await expect(card.getAllByRole('listitem')).toHaveLength(4);
    await expect(card.getByText('“That shot is too short to count as a product feature.”')).toBeInTheDocument();
    const silent = within(page.getByRole('article', { name: 'meera.threads: Branding in a Reel' }));
    await expect(silent.getByText(/you may decide without it/)).toBeInTheDocument();
  },
};

export const DecideApprove: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Approve: ivy.creates: Dedicated video' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Approve the dispute?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Approve dispute' }));
    await expect(await dialog.findByText('Give a reason of 10 to 1000 characters.')).toBeInTheDocument();
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'The daylight shot at 02:10 meets the brief.');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve dispute' }));
    await waitFor(() => expect(args.onDecide).toHaveBeenCalledWith('s1', 'approve', 'The daylight shot at 02:10 meets the brief.'));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const DecideRefused: Story = {
  args: { onDecide: fn(async (): Promise<string | undefined> => 'This dispute has already been decided.') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Reject: meera.threads: Branding in a Reel' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Reject the dispute?' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'The reel does not show the product at all.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject dispute' }));
    await expect(await dialog.findByText('This dispute has already been decided.')).toBeInTheDocument();
  },
};

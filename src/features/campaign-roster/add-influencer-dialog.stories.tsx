import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddInfluencerDialog } from './add-influencer-dialog.component';

/** "Add influencer": search results, nothing found, and a refusal (already on the roster). */
const meta = {
  title: 'Campaign roster/AddInfluencerDialog',
  component: AddInfluencerDialog,
  args: {
    open: true,
    query: 'gi',
    onQueryChange: fn(),
    results: [{ id: 'i-gita', title: 'Gita Manual' }, { id: 'i-giri', title: 'Giri Travels' }],
    onClose: fn(),
    onAdd: fn(async (): Promise<string | undefined> => undefined),
  },
} satisfies Meta<typeof AddInfluencerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Add an influencer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Gita Manual' }));
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledWith('i-gita'));
  },
};

export const NoResults: Story = {
  args: { results: [] },
  play: async () => {
    await expect(within(document.body).getByText('No influencer with a completed profile matches.')).toBeInTheDocument();
  },
};

export const AlreadyOnRoster: Story = {
  args: { onAdd: fn(async () => "This influencer is already on the campaign's roster.") },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Add an influencer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Giri Travels' }));
    await expect(await within(dialog).findByText("This influencer is already on the campaign's roster.")).toBeInTheDocument();
  },
};

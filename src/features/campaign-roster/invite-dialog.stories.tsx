import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { marketplaceMessages } from '../../domain/marketplace/marketplace.texts';
import { rosterBudget, sampleRoster } from './campaign-roster.fixtures';
import { InviteDialog } from './invite-dialog.component';

/** "Invite selected": the total offer against the budget left, the message, and the server's refusal. */
const meta = {
  title: 'Campaign roster/InviteDialog',
  component: InviteDialog,
  args: {
    open: true,
    entries: [sampleRoster[1]],
    budget: rosterBudget(),
    onClose: fn(),
    onSubmit: fn(async (): Promise<string | undefined> => undefined),
  },
} satisfies Meta<typeof InviteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithinBudget: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Invite 1 influencer' });
    await expect(within(dialog).getByText('₹40,000')).toBeInTheDocument();
    await expect(within(dialog).getByText('₹8,000')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Message (optional)'), 'Join our monsoon launch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invites' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('Join our monsoon launch'));
  },
};

export const OverBudgetWarning: Story = {
  args: { entries: [sampleRoster[0], sampleRoster[1]] },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Invite 2 influencers' });
    await expect(within(dialog).getByText('These offers are more than the budget left.')).toBeInTheDocument();
  },
};

export const OverBudgetRefusal: Story = {
  args: {
    entries: [sampleRoster[0], sampleRoster[1]],
    onSubmit: fn(async () => marketplaceMessages.overBudget('92000.00', '48000.00', 'INR')),
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Invite 2 influencers' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invites' }));
    await expect(await within(dialog).findByText('These invites offer ₹92,000 but only ₹48,000 of the budget is left.')).toBeInTheDocument();
  },
};

/** Funded money, not the budget, pays creators: offers beyond what is funded and not yet promised point at funding. */
export const NotEnoughFunds: Story = {
  args: { budget: rosterBudget({ funded_room: '10000.00' }), fundHref: '/payments?fund=c0ffee00-0000-4000-8000-000000000001' },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Invite 1 influencer' });
    await expect(within(dialog).getByText("These offers are more than the campaign's funded money not yet promised. Fund ₹30,000 more to send them.")).toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: 'Fund campaign' })).toHaveAttribute('href', '/payments?fund=c0ffee00-0000-4000-8000-000000000001');
  },
};

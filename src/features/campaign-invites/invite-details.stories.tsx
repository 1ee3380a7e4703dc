import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleInviteDetail } from './campaign-invites.fixtures';
import { InviteDetailsView } from './invite-details.view';

/** One invite (/campaigns/invites/:inviteId) in each state: loading, missing, pending, accepted, declined, expired. */
const meta = {
  title: 'Campaign invites/InviteDetails',
  component: InviteDetailsView,
  args: { status: 'ready', invite: sampleInviteDetail('invited'), onRetry: fn(), onAccept: fn(async () => undefined), onDecline: fn(async () => undefined) },
} satisfies Meta<typeof InviteDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', invite: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading invite' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { status: 'not_found', invite: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('This invite does not exist or is not yours.')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Back to invites' })).toHaveAttribute('href', '/campaigns/invites');
  },
};

export const LoadError: Story = {
  args: { status: 'error', invite: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Monsoon Launch' })).toBeInTheDocument();
    await expect(page.getByText('from Acme Apparel')).toBeInTheDocument();
    await expect(page.getByText(/^Answer by .* \(in \d+ days\)\.$/)).toBeInTheDocument();
    const brief = within(page.getByRole('region', { name: 'The brief' }));
    await expect(brief.getByText('Waterproof')).toBeInTheDocument();
    await expect(brief.getByText('No competitor products')).toBeInTheDocument();
    await expect(brief.getByRole('link', { name: 'https://example.com/monsoon' })).toBeInTheDocument();
    // Attached files by name, each with its own download (issue 13).
    await expect(within(brief.getByRole('list', { name: 'Attached files' })).getByText('Monsoon brand book.png')).toBeInTheDocument();
    await expect(brief.getByRole('button', { name: 'Download Product b-roll.mp4' })).toBeInTheDocument();
    const placements = within(page.getByRole('region', { name: 'Placements' }));
    await expect(placements.getByText('1 × Dedicated video')).toBeInTheDocument();
    await expect(placements.getByText('₹25,000')).toBeInTheDocument();
    await expect(within(page.getByRole('region', { name: 'The offer' })).getByText('₹40,000')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Accept' }));
    // The form's code loads on the first Accept (a dynamic import): wait for it as a person would.
    await expect(await page.findByRole('form', { name: 'Campaign application' }, { timeout: 15_000 })).toBeInTheDocument();
    await expect(page.getByLabelText(/Requested compensation/)).toHaveValue('40000.00');
  },
};

export const DeclineOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Decline' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Decline this invite?' }));
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Fully booked this month.');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline invite' }));
    await expect(args.onDecline).toHaveBeenCalledWith('Fully booked this month.');
  },
};

export const Accepted: Story = {
  args: { invite: sampleInviteDetail('accepted') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByLabelText('Status: Accepted')).toBeInTheDocument();
    await expect(page.getByText(/^You accepted this invite on /)).toBeInTheDocument();
    const application = within(page.getByRole('region', { name: 'Your application' }));
    await expect(application.getByText(/monsoon haul video/)).toBeInTheDocument();
    await expect(page.getAllByText(/^Expected delivery /).length).toBeGreaterThan(0);
    await expect(page.queryByRole('button', { name: 'Accept' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Decline' })).toBeNull();
  },
};

export const Declined: Story = {
  args: { invite: sampleInviteDetail('declined') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(/^You declined this invite on /)).toBeInTheDocument();
    await expect(page.getByText('Fully booked this month.')).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

export const Expired: Story = {
  args: { invite: sampleInviteDetail('expired') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByLabelText('Status: Expired')).toBeInTheDocument();
    await expect(page.getByText('This invite expired before it was answered.')).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Decline' })).toBeNull();
  },
};

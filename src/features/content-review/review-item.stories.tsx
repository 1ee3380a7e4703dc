import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleSubmission } from './content-review.fixtures';
import { ReviewItem } from './review-item.component';

/** One submission of the review queue in each verification status, with the steps the brand may take. */
const meta = {
  title: 'Content review/ReviewItem',
  component: ReviewItem,
  args: { submission: sampleSubmission('submitted'), onStep: fn(async () => undefined) },
} satisfies Meta<typeof ReviewItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const item = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('article', { name: 'Glow Creator: Dedicated video' }));

export const AwaitingReview: Story = {
  play: async ({ canvasElement, args }) => {
    const card = item(canvasElement);
    await expect(card.getByLabelText('Status: Awaiting review')).toBeInTheDocument();
    await expect(card.getByRole('link', { name: 'Open content' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(card.getByText('Account verified')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.onStep).toHaveBeenCalledWith('verify'));
  },
};

export const RejectWithReason: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(item(canvasElement).getByRole('button', { name: 'Reject' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Reject content' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason for rejecting/ }), 'The product is on screen for one second only.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(args.onStep).toHaveBeenCalledWith('reject', 'The product is on screen for one second only.'));
  },
};

export const UncheckedUpload: Story = {
  args: { submission: sampleSubmission('submitted', { content_url: null, ownership_checked: false, asset: { id: 'a1', file_name: 'launch-reel.mp4', content_type: 'video/mp4' } }) },
  play: async ({ canvasElement }) => {
    const card = item(canvasElement);
    await expect(card.getByText('Uploaded file: launch-reel.mp4')).toBeInTheDocument();
    await expect(card.queryByRole('link', { name: 'Open content' })).toBeNull();
  },
};

/** 'Account not verified' explains itself in visible text (issue 13, issue 14): what it means and what to do. */
export const UncheckedLink: Story = {
  args: { submission: sampleSubmission('submitted', { ownership_checked: false }) },
  play: async ({ canvasElement }) => {
    const label = item(canvasElement).getByText('Account not verified');
    await expect(label).toHaveAccessibleDescription(/Not checked with the platform: the influencer's account is not connected/);
    await expect(item(canvasElement).getByText(/Open the content and check the account before you verify it\./)).toBeVisible();
  },
};

export const Verified: Story = {
  args: { submission: sampleSubmission('verified') },
  play: async ({ canvasElement }) => {
    const card = item(canvasElement);
    await expect(card.getByLabelText('Status: Verified')).toBeInTheDocument();
    await expect(card.queryByRole('button')).toBeNull();
  },
};

export const Rejected: Story = {
  args: { submission: sampleSubmission('rejected') },
  play: async ({ canvasElement }) => {
    await expect(item(canvasElement).getByLabelText('Status: Rejected')).toBeInTheDocument();
    await expect(item(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Disputed: Story = {
  args: { submission: sampleSubmission('rebuttal_requested') },
  play: async ({ canvasElement, args }) => {
    const card = item(canvasElement);
    await expect(card.getByLabelText('Status: Disputed')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Respond to dispute' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Respond to dispute' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Your response/ }), 'Most viewers skip the intro.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send response' }));
    await waitFor(() => expect(args.onStep).toHaveBeenCalledWith('respond', 'Most viewers skip the intro.'));
  },
};

export const BrandResponded: Story = {
  args: { submission: sampleSubmission('rebuttal_responsed') },
  play: async ({ canvasElement }) => {
    await expect(item(canvasElement).getByLabelText('Status: Brand responded')).toBeInTheDocument();
    await expect(item(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const DisputeUpheld: Story = {
  args: { submission: sampleSubmission('rebuttal_approved') },
  play: async ({ canvasElement }) => {
    await expect(item(canvasElement).getByLabelText('Status: Dispute upheld')).toBeInTheDocument();
  },
};

export const DisputeDenied: Story = {
  args: { submission: sampleSubmission('rebuttal_rejected') },
  play: async ({ canvasElement }) => {
    await expect(item(canvasElement).getByLabelText('Status: Dispute denied')).toBeInTheDocument();
  },
};

export const InfluencerCanDispute: Story = {
  args: { submission: sampleSubmission('rejected', { allowed_actions: ['dispute'] }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(item(canvasElement).getByRole('button', { name: 'Dispute rejection' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Dispute rejection' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Your explanation/ }), 'It is in the whole intro, see 0:05.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send dispute' }));
    await waitFor(() => expect(args.onStep).toHaveBeenCalledWith('dispute', 'It is in the whole intro, see 0:05.'));
  },
};

export const ViewerReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(item(canvasElement).queryByRole('button', { name: 'Verify' })).toBeNull();
  },
};

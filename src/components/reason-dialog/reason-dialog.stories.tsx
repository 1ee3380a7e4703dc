import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { declineInviteSchema, verificationReasonSchema } from '../../domain/marketplace/campaign-application.schema';
import { marketplaceMessages as m } from '../../domain/marketplace/marketplace.texts';
// Each caller's own words, so every caller's dialog is shown as its users see it.
import { declineDialogTexts } from '../../features/campaign-invites/campaign-invites.texts';
import { reasonDialogTexts } from '../../features/content-review/content-review.texts';
import { ReasonDialog, type ReasonSubmitResult } from './reason-dialog.component';

/**
 * The reason dialogs: declining an invite (influencer), reject and respond (brand), dispute (influencer).
 * The operator's decision is shown with its page (features/operator/disputes.stories.tsx).
 */
const meta = {
  title: 'Components/ReasonDialog',
  component: ReasonDialog,
  args: {
    ...reasonDialogTexts.reject,
    schema: verificationReasonSchema,
    open: true,
    onClose: fn(),
    onSubmit: fn(async (_reason: string): Promise<ReasonSubmitResult> => undefined),
  },
} satisfies Meta<typeof ReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }));

const decline = { ...declineDialogTexts, submitColor: 'error' as const, schema: declineInviteSchema };

export const Reject: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Reject content');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByText(m.reasonLength)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason for rejecting/ }), 'The product is not visible.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('The product is not visible.'));
  },
};

export const Respond: Story = {
  args: reasonDialogTexts.respond,
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Respond to dispute');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Dispute: Story = {
  args: reasonDialogTexts.dispute,
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Dispute rejection');
    await expect(dialog.getByText(/only once/)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Send dispute' })).toBeInTheDocument();
  },
};

export const ServerRefusal: Story = {
  args: { ...reasonDialogTexts.respond, onSubmit: fn(async (_reason: string): Promise<ReasonSubmitResult> => ({ form: 'A submission that is dispute upheld cannot be answered.' })) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Respond to dispute');
    await userEvent.type(dialog.getByRole('textbox', { name: /Your response/ }), 'The intro is skipped by most viewers.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send response' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('A submission that is dispute upheld cannot be answered.');
  },
};

export const ServerFieldError: Story = {
  args: { ...reasonDialogTexts.dispute, onSubmit: fn(async (_reason: string): Promise<ReasonSubmitResult> => ({ field: m.reasonLength })) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Dispute rejection');
    await userEvent.type(dialog.getByRole('textbox', { name: /Your explanation/ }), 'The product is in the whole intro.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send dispute' }));
    await expect(await dialog.findByText(m.reasonLength)).toBeInTheDocument();
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** While the step is being sent, neither button can be pressed again. */
export const Busy: Story = {
  args: { onSubmit: fn((_reason: string) => new Promise<ReasonSubmitResult>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Reject content');
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason for rejecting/ }), 'The product is not visible.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled());
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A caller may show what it already knows went wrong, and add content above the field. */
export const WithExtraContentAndError: Story = {
  args: {
    error: m.alreadyDisputed,
    children: <Typography variant="body2" sx={{ mb: 2 }}>Dedicated video, submitted 1 Nov 2026</Typography>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Reject content');
    await expect(dialog.getByText('Dedicated video, submitted 1 Nov 2026')).toBeInTheDocument();
    await expect(dialog.getByRole('alert')).toHaveTextContent(m.alreadyDisputed);
  },
};

export const DeclineInvite: Story = {
  args: decline,
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Decline this invite?');
    await expect(dialog.getByText(/The brand will see your reason/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep the invite' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const DeclineReasonRequired: Story = {
  args: decline,
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Decline this invite?');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline invite' }));
    await expect(await dialog.findByText(m.declineReasonLength)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DeclineServerError: Story = {
  args: { ...decline, onSubmit: fn(async (_reason: string): Promise<ReasonSubmitResult> => ({ form: m.inviteAlreadyAnswered })) },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Decline this invite?');
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Fully booked.');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline invite' }));
    await expect(await dialog.findByText(m.inviteAlreadyAnswered)).toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledWith('Fully booked.');
  },
};

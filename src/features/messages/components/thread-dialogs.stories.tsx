import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { messageErrors } from '../../../domain/messages/messages.texts';
import { messagesTexts as t } from '../messages.texts';
import { BlockDialog, ReportDialog } from './thread-dialogs.component';

/** Block (creators) and report (both sides) dialogs. */
const meta = {
  title: 'Messages/Dialogs',
  component: ReportDialog,
  args: { open: true, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReportNeedsReason: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: t.reportConfirm }));
    await expect(await screen.findByText(messageErrors.reportReasonRequired)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: t.reportReason }), 'Asks for my password');
    await userEvent.click(screen.getByRole('button', { name: t.reportConfirm }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Asks for my password');
  },
};

export const ReportMessage: Story = {
  args: { messageReport: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: t.reportMessageTitle })).toBeInTheDocument();
  },
};

export const Block: Story = {
  render: (args) => <BlockDialog open brandName="Acme Demo Co." onClose={args.onClose} onConfirm={() => args.onSubmit('block')} />,
  play: async ({ args }) => {
    await expect(await screen.findByRole('dialog', { name: t.blockTitle('Acme Demo Co.') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.blockConfirm }));
    await expect(args.onSubmit).toHaveBeenCalledWith('block');
  },
};

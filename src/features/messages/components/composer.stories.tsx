import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messagesTexts as t } from '../messages.texts';
import { Composer } from './composer.component';

/** The message box: Enter sends, Shift+Enter adds a line, attachments upload first. */
const meta = {
  title: 'Messages/Composer',
  component: Composer,
  args: { onSend: fn() },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterSends: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: t.composerLabel });
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('First line\nsecond line', []);
    await expect(box).toHaveValue('');
  },
};

export const EmptyDoesNotSend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t.composerLabel }), '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: t.send })).toBeDisabled();
  },
};

export const AttachFailed: Story = {
  args: { onAttach: fn(async () => { throw new Error('File is too large.'); }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'big.png', { type: 'image/png' }));
    await expect(await canvas.findByText('File is too large.')).toBeInTheDocument();
  },
};

export const Attached: Story = {
  args: { onAttach: fn(async (file: File) => ({ id: '9e9e9e9e-0000-4000-8000-000000000002', file_name: file.name })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'cover.png', { type: 'image/png' }));
    await expect(await canvas.findByText('cover.png')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t.send }));
    await expect(args.onSend).toHaveBeenCalledWith('', [{ id: '9e9e9e9e-0000-4000-8000-000000000002', file_name: 'cover.png' }]);
  },
};

import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BackupCodesDialog } from './backup-codes-dialog.component';

const codes = ['aBcDe-12345', 'fGhIj-67890', 'kLmNo-13579', 'pQrSt-24680', 'uVwXy-11223', 'zAbCd-44556', 'eFgHi-77889', 'jKlMn-99001', 'oPqRs-22334', 'tUvWx-55667'];

/** The backup codes, shown once: copy, download, "I've saved them". */
const meta = {
  title: 'Settings/BackupCodesDialog',
  component: BackupCodesDialog,
  args: { codes, onClose: fn(), onCopy: fn(async () => undefined), onDownload: fn() },
} satisfies Meta<typeof BackupCodesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShownOnce: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    const list = await body.findByRole('list', { name: 'Save your backup codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(body.getByRole('button', { name: 'Copy codes' }));
    await expect(args.onCopy).toHaveBeenCalledWith(codes.join('\n'));
    await userEvent.click(body.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledWith('influencehub-backup-codes.txt', expect.stringContaining('aBcDe-12345'));
    await userEvent.click(body.getByRole('button', { name: "I've saved them" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

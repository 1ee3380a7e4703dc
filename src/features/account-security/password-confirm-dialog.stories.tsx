import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pendingForever } from '../../auth/testing/fake-auth-client';
import { PasswordConfirmDialog } from './password-confirm-dialog.component';
import { securityTexts } from './account-security.texts';

/** The password before a two-factor change: empty, working, wrong password. */
const meta = {
  title: 'Settings/PasswordConfirmDialog',
  component: PasswordConfirmDialog,
  args: {
    open: true,
    title: securityTexts.passwordTitle.disable,
    body: securityTexts.passwordBody.disable,
    confirmLabel: securityTexts.turnOff,
    onClose: fn(),
    onConfirm: fn<(password: string) => Promise<void>>(async () => undefined),
  },
} satisfies Meta<typeof PasswordConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordRequired: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Turn off' }));
    await expect(await body.findByText('Password is required')).toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Working: Story = {
  args: { onConfirm: fn<(password: string) => Promise<void>>(() => pendingForever()) },
  play: async () => {
    const body = within(document.body);
    await userEvent.type(await body.findByLabelText('Password', { selector: 'input' }), 'Demo!2345');
    await userEvent.click(body.getByRole('button', { name: 'Turn off' }));
    await expect(await body.findByRole('button', { name: 'Working...' })).toBeDisabled();
  },
};

export const WrongPassword: Story = {
  args: {
    onConfirm: fn<(password: string) => Promise<void>>(async () => {
      throw new Error('Invalid email or password');
    }),
  },
  play: async () => {
    const body = within(document.body);
    await userEvent.type(await body.findByLabelText('Password', { selector: 'input' }), 'wrong');
    await userEvent.click(body.getByRole('button', { name: 'Turn off' }));
    await expect(await body.findByText('Invalid email or password')).toBeInTheDocument();
  },
};

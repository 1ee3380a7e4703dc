import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { createFakeAuthClient, pendingForever, rejectWith } from '../../../auth/testing/fake-auth-client';
import InfluencerSignupPage from './influencer-signup.page';

const meta = {
  title: 'Auth/Influencer sign-up',
  component: InfluencerSignupPage,
  parameters: { layout: 'fullscreen', route: '/influencer-signup' },
} satisfies Meta<typeof InfluencerSignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByLabelText(label, { selector: 'input' });

async function fill(canvasElement: HTMLElement, password: string) {
  await userEvent.type(input(canvasElement, 'Full name'), 'Asha Creator');
  await userEvent.type(input(canvasElement, 'Email'), 'asha@example.com');
  await userEvent.type(input(canvasElement, 'Password'), password);
  await userEvent.type(input(canvasElement, 'Confirm password'), password);
  await userEvent.click(within(canvasElement).getByRole('checkbox'));
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create account' }));
}

export const Empty: Story = {};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Please confirm your password')).toBeInTheDocument();
    await expect(canvas.getByText('You must accept the terms and conditions')).toBeInTheDocument();
  },
};

export const PasswordRuleErrors: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'weakpass');
    await expect(await within(canvasElement).findByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  parameters: { auth: createFakeAuthClient({ signUpWithPassword: () => pendingForever() }) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Str0ng!pass');
    await expect(await within(canvasElement).findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  },
};

export const EmailAlreadyUsed: Story = {
  parameters: {
    auth: createFakeAuthClient({
      signUpWithPassword: rejectWith({ code: 'USER_ALREADY_EXISTS', message: 'An account with this email already exists.' }),
    }),
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Str0ng!pass');
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('An account with this email already exists.')).toBeInTheDocument();
  },
};

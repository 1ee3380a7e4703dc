import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { createFakeAuthClient, pendingForever, rejectWith } from '../../../auth/testing/fake-auth-client';
import LoginPage from './login.page';

const meta = {
  title: 'Auth/Login',
  component: LoginPage,
  parameters: { layout: 'fullscreen', route: '/login' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillAndSubmit = async (canvasElement: HTMLElement, email = 'asha@example.com', password = 'Str0ng!pass') => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
};

export const Default: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeInTheDocument();
    await expect(canvas.getByText('Password is required')).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  parameters: { auth: createFakeAuthClient({ signInWithPassword: () => pendingForever() }) },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  },
};

export const SignInFailed: Story = {
  parameters: {
    auth: createFakeAuthClient({
      signInWithPassword: rejectWith({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Sign in failed. Please check your email and password.' }),
    }),
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, 'asha@example.com', 'wrong');
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Sign in failed. Please check your email and password.')).toBeInTheDocument();
  },
};

export const UseSsoLogin: Story = {
  parameters: {
    auth: createFakeAuthClient({ signInWithPassword: rejectWith({ code: 'strategy_for_user_invalid', message: 'Strategy not allowed' }) }),
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(await within(canvasElement.ownerDocument.body).findByText('Please use SSO login')).toBeInTheDocument();
  },
};

export const GoogleProcessing: Story = {
  parameters: { auth: createFakeAuthClient({ startGoogleSignIn: () => pendingForever() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

export const GoogleNotConfigured: Story = {
  parameters: { auth: createFakeAuthClient({ googleEnabled: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await expect(canvas.getByText('Google sign-in is not configured on this server.')).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultUserSettings, type UserSettings } from '../../domain/settings/user-settings';
import { SettingsPanel } from './settings-panel.component';

const filled: UserSettings = {
  ...defaultUserSettings,
  profile: {
    displayName: 'asha.travels',
    bio: 'Travel and food stories from India.',
    location: 'Pune',
    website: 'https://asha.example.com',
    phoneNumber: '+91 98765 43210',
    language: 'hi',
    timezone: 'Asia/Kolkata',
  },
  notifications: { ...defaultUserSettings.notifications, sms: true, weeklyDigest: true },
  privacy: { ...defaultUserSettings.privacy, profileVisibility: 'connections_only' },
};

/** The settings groups of /settings in each state: loading, load error, default, filled, dirty, saving, saved, invalid. */
const meta = {
  title: 'Settings/SettingsPanel',
  component: SettingsPanel,
  args: {
    status: 'ready',
    values: defaultUserSettings,
    resetKey: '0',
    isDirty: false,
    saving: false,
    lastSavedAt: null,
    onFieldChange: fn(),
    onSubmit: fn(async () => undefined),
    onDiscard: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Using the default settings')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'E-mail notifications' })).toBeChecked();
  },
};

export const Filled: Story = {
  args: { values: filled, lastSavedAt: '2026-03-01T10:00:00.000Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByDisplayValue('asha.travels')).toBeInTheDocument();
  },
};

/** The account's name (as the shell shows it) sits read-only above the display name. */
export const WithAccountName: Story = {
  args: { values: filled, lastSavedAt: '2026-03-01T10:00:00.000Z', accountName: 'Priya Sharma' },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByLabelText('Name');
    await expect(name).toHaveValue('Priya Sharma');
    await expect(name).toHaveAttribute('readonly');
    await expect(within(canvasElement).getByDisplayValue('asha.travels')).toBeInTheDocument();
  },
};

/** Every phone field follows the one phone rule: no country code, the shared message. */
export const PhoneWithoutCountryCode: Story = {
  args: { values: { ...filled, profile: { ...filled.profile, phoneNumber: '98765 43210' } }, isDirty: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Save changes' }));
    await expect(await page.findByText('Please enter a valid phone number with country code (e.g. +91 98765 43210)')).toBeInTheDocument();
  },
};

export const Dirty: Story = {
  args: { values: filled, isDirty: true, lastSavedAt: '2026-03-01T10:00:00.000Z' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Unsaved changes')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Discard' })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { values: filled, isDirty: true, saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { values: filled, lastSavedAt: new Date().toISOString() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Last saved/)).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: {
    values: { ...filled, profile: { ...filled.profile, displayName: 'a b', website: 'example.com', bio: 'short' } },
    isDirty: true,
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Save changes' }));
    await expect(await page.findByText('Display name can only contain letters, numbers, dots, dashes and underscores')).toBeInTheDocument();
    await expect(page.getByText('Please enter a valid URL.')).toBeInTheDocument();
    await expect(page.getByText('Bio must be between 10 and 500 characters')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading settings...')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await expect(within(canvasElement).getByText('Failed to load settings')).toBeInTheDocument();
  },
};

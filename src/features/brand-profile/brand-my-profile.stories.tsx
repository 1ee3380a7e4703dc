import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleBrandProfile } from '../../domain/brands/brand-profile.fixtures';
import { brandMessages } from '../../domain/brands/brand-profile.texts';
import { BrandMyProfileView } from './brand-my-profile.view';

/** The brand part of /profile: loading, load error, no brand, filled, read-only for viewers, editing, saving, invalid. */
const meta = {
  title: 'Brand profile/BrandMyProfile',
  component: BrandMyProfileView,
  args: {
    status: 'ready',
    profile: sampleBrandProfile,
    canEdit: true,
    editing: null,
    onEdit: fn(),
    onCancel: fn(),
    onSaveCompany: fn(),
    onSaveContact: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BrandMyProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoBrand: Story = { args: { status: 'none', profile: undefined } };

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Acme Demo Co.')).toBeInTheDocument();
    await expect(page.getByText('Brenda Brand, Head of Marketing')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Edit Contact details' }));
    await expect(args.onEdit).toHaveBeenCalledWith('contact');
  },
};

export const Empty: Story = {
  args: { profile: { ...sampleBrandProfile, contact: { ...sampleBrandProfile.contact, supportEmail: '', supportPhone: '', socialMedia: { instagram: '', linkedin: '', youtube: '' } } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Not provided').length).toBe(5);
  },
};

export const Viewer: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Only admins and managers of this brand can change its profile.')).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: /Edit/ })).toBeNull();
  },
};

export const EditingCompany: Story = {
  args: { editing: 'company' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const name = page.getByRole('textbox', { name: 'Company name' });
    await userEvent.clear(name);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Please fill in all required fields.')).toBeInTheDocument();
    await expect(args.onSaveCompany).not.toHaveBeenCalled();
  },
};

export const SavingContact: Story = {
  args: { editing: 'contact', saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ServerRefused: Story = {
  args: { editing: 'company', serverErrors: { logo: brandMessages.logoNotFound } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(brandMessages.logoNotFound)).toBeInTheDocument();
  },
};

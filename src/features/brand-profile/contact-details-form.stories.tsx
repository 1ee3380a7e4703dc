import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyContactDetails } from '../../domain/brands/brand-profile';
import { sampleBrandProfile } from '../../domain/brands/brand-profile.fixtures';
import { brandMessages } from '../../domain/brands/brand-profile.texts';
import { ContactDetailsForm } from './contact-details-form.component';

/** Step 2 of brand setup (and the contact card's edit form on /profile). */
const meta = {
  title: 'Brand profile/ContactDetailsForm',
  component: ContactDetailsForm,
  args: {
    defaultValues: emptyContactDetails,
    onSubmit: fn(),
    submitLabel: 'Complete setup',
    savingLabel: 'Saving...',
    secondary: { label: 'Back', onClick: fn() },
  },
} satisfies Meta<typeof ContactDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Complete setup' }));
    await expect((await form.findAllByText('Please fill in all required fields.')).length).toBe(3);
  },
};

export const Filled: Story = {
  args: { defaultValues: sampleBrandProfile.contact },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Complete setup' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    defaultValues: {
      ...sampleBrandProfile.contact,
      primaryContact: { ...sampleBrandProfile.contact.primaryContact, email: 'brenda@', phone: '12ab' },
      socialMedia: { ...sampleBrandProfile.contact.socialMedia, instagram: 'https://facebook.com/acme' },
    },
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Complete setup' }));
    await expect(await form.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await expect(form.getByText('Please enter a valid phone number with country code (e.g. +91 98765 43210)')).toBeInTheDocument();
    await expect(form.getByText(brandMessages.instagramUrl)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { defaultValues: sampleBrandProfile.contact, saving: true },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyBrandProfile } from '../../domain/brands/brand-profile';
import { sampleBrandProfile } from '../../domain/brands/brand-profile.fixtures';
import { brandMessages } from '../../domain/brands/brand-profile.texts';
import { BrandProfileWizard } from './brand-profile-wizard.component';

/** Brand setup's two steps: empty start, a filled first step moving on, the contact step, saving, server errors. */
const meta = {
  title: 'Brand profile/BrandProfileWizard',
  component: BrandProfileWizard,
  args: { initial: { step: 0, values: emptyBrandProfile }, onComplete: fn(), onDraftChange: fn() },
} satisfies Meta<typeof BrandProfileWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Company profile')).toBeInTheDocument();
    await expect(page.getByText('Contact details')).toBeInTheDocument();
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('');
  },
};

export const FilledCompanyStep: Story = {
  args: { initial: { step: 0, values: sampleBrandProfile } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect(await page.findByRole('button', { name: 'Complete setup' })).toBeInTheDocument();
    await expect(args.onDraftChange).toHaveBeenCalledWith({ step: 1, values: sampleBrandProfile });
  },
};

export const ContactStep: Story = {
  args: { initial: { step: 1, values: sampleBrandProfile } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Complete setup' }));
    await expect(args.onComplete).toHaveBeenCalledWith(sampleBrandProfile);
  },
};

export const InvalidContactStep: Story = {
  args: { initial: { step: 1, values: { ...sampleBrandProfile, contact: { ...sampleBrandProfile.contact, billingEmail: 'billing@' } } } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Complete setup' }));
    await expect(await page.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { initial: { step: 1, values: sampleBrandProfile }, saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ServerRefusedCompanyField: Story = {
  args: { initial: { step: 1, values: sampleBrandProfile }, serverErrors: { 'company.website': 'Please enter a valid URL.', 'company.logo': brandMessages.logoNotFound } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(brandMessages.logoNotFound)).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  },
};

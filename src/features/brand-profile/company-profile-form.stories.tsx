import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyCompanyProfile } from '../../domain/brands/brand-profile';
import { sampleBrandProfile } from '../../domain/brands/brand-profile.fixtures';
import { brandMessages } from '../../domain/brands/brand-profile.texts';
import { CompanyProfileForm } from './company-profile-form.component';

/** Step 1 of brand setup (and the company card's edit form on /profile): empty, filled, invalid, saving, server errors. */
const meta = {
  title: 'Brand profile/CompanyProfileForm',
  component: CompanyProfileForm,
  args: { defaultValues: emptyCompanyProfile, onSubmit: fn(), submitLabel: 'Next', savingLabel: 'Saving...' },
} satisfies Meta<typeof CompanyProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('textbox', { name: 'Company name' })).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const Filled: Story = {
  args: { defaultValues: sampleBrandProfile.company },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByDisplayValue('Acme Demo Co.')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { defaultValues: { ...sampleBrandProfile.company, companyName: 'A', website: 'acme.example.com', foundedYear: '1700' } },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    await expect(await form.findByText(brandMessages.companyNameLength)).toBeInTheDocument();
    await expect(form.getByText('Please enter a valid URL.')).toBeInTheDocument();
    await expect(form.getByText(brandMessages.foundedYearRange(new Date().getFullYear()))).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmptySubmitted: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    await expect((await form.findAllByText('Please fill in all required fields.')).length).toBeGreaterThanOrEqual(6);
  },
};

export const Saving: Story = {
  args: { defaultValues: sampleBrandProfile.company, saving: true, submitLabel: 'Save', secondary: { label: 'Cancel', onClick: fn() } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(form.getByRole('textbox', { name: 'Company name' })).toBeDisabled();
  },
};

export const ServerErrors: Story = {
  args: { defaultValues: sampleBrandProfile.company, serverErrors: { logo: brandMessages.logoNotFound } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(brandMessages.logoNotFound)).toBeInTheDocument();
  },
};

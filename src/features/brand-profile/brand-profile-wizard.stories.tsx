import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyBrandProfile } from '../../domain/brands/brand-profile';
import { sampleBrandProfile } from '../../domain/brands/brand-profile.fixtures';
import { brandMessages } from '../../domain/brands/brand-profile.texts';
import { withAccountContact } from './brand-profile-draft';
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

/** The setup page starts the primary contact as the signed-up person (name and e-mail); the rest is the brand's. */
export const ContactStartsAsSignedUpPerson: Story = {
  args: {
    initial: {
      step: 1,
      values: withAccountContact(
        { ...sampleBrandProfile, contact: emptyBrandProfile.contact },
        { name: 'Rhea Brand', email: 'rhea@example.com' },
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Rhea Brand');
    await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('rhea@example.com');
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue('');
  },
};

/** Every brand phone follows the one phone rule (SPEC §5 international format): no country code is refused. */
export const PhonesWithoutCountryCode: Story = {
  args: {
    initial: {
      step: 1,
      values: {
        ...sampleBrandProfile,
        contact: { ...sampleBrandProfile.contact, supportPhone: '98765 43210', primaryContact: { ...sampleBrandProfile.contact.primaryContact, phone: '98765 43210' } },
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Complete setup' }));
    await expect(await page.findAllByText(brandMessages.phoneWithCountryCode)).toHaveLength(2);
    await expect(args.onComplete).not.toHaveBeenCalled();
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

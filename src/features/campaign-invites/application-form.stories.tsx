import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { marketplaceMessages as m } from '../../domain/marketplace/marketplace.texts';
import { sampleApplication } from './campaign-invites.fixtures';
import { ApplicationFormView, type ApplicationSubmitResult } from './application-form.view';

/** The campaign application (SPEC §3, §5): empty, refused on submit, sending, and a server refusal. */
const meta = {
  title: 'Campaign invites/ApplicationForm',
  component: ApplicationFormView,
  args: { offeredAmount: '40000.00', offeredLabel: '₹40,000', onSubmit: fn(async (): Promise<ApplicationSubmitResult> => undefined), onCancel: fn() },
} satisfies Meta<typeof ApplicationFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByLabelText(/Requested compensation/)).toHaveValue('40000.00');
    await expect(page.getByText('The brand offered ₹40,000.')).toBeInTheDocument();
    await expect(page.getByText('0/1000')).toBeInTheDocument();
    await expect(page.getByText('0/500')).toBeInTheDocument();
    await userEvent.type(page.getByLabelText(/Proposed content/), 'Hello');
    await expect(page.getByText('5/1000')).toBeInTheDocument();
  },
};

export const WithValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText(/Proposed content/), 'Too short');
    await userEvent.click(page.getByRole('button', { name: 'Add link' }));
    await userEvent.type(page.getByLabelText('Previous work link 1'), 'not a url');
    await userEvent.click(page.getByRole('button', { name: 'Accept and apply' }));
    await expect(await page.findByText(m.proposalLength)).toBeInTheDocument();
    await expect(page.getByText(m.previousWorkUrl)).toBeInTheDocument();
    await expect(page.getByText(m.deliveryDateRequired)).toBeInTheDocument();
    await expect(page.getByText('You must agree to the campaign terms')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { defaultValues: sampleApplication, onSubmit: fn(() => new Promise<ApplicationSubmitResult>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Accept and apply' }));
    await expect(await page.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: sampleApplication,
    onSubmit: fn(async (): Promise<ApplicationSubmitResult> => ({ form: m.inviteExpired, fields: { requested_compensation: m.compensationInvalid } })),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Accept and apply' }));
    await expect(await page.findByText(m.inviteExpired)).toBeInTheDocument();
    await expect(page.getByText(m.compensationInvalid)).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Accept and apply' })).toBeEnabled();
  },
};

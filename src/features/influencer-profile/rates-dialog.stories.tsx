import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { amountMessages } from '../../domain/payments/money-amount';
import { rateMessages } from '../../domain/directory/rates.texts';
import { RatesDialog } from './rates-dialog.component';
import type { RatesFormValues, RatesSubmitResult } from './rates-form.view';
import { filledRates } from './testing/influencer-profile.fixtures';

const dialog = () => within(within(document.body).getByRole('dialog', { name: 'Rates and availability' }));

/** The rates dialog: availability, a row per placement type priced (add, remove), the shared rules, the server's refusals. */
const meta = {
  title: 'Influencer profile/RatesDialog',
  component: RatesDialog,
  args: {
    open: true,
    onClose: fn(),
    defaultValues: { availability: 'available', rates: [] },
    onSubmit: fn(async (_values: RatesFormValues): Promise<RatesSubmitResult> => undefined),
  },
} satisfies Meta<typeof RatesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    await expect(dialog().getByText('No rates: brands searching by price will not find you.')).toBeInTheDocument();
    await userEvent.click(dialog().getByRole('button', { name: 'Add a rate' }));
    const row = within(dialog().getByRole('group', { name: 'Rate 1' }));
    await expect(row.getByRole('combobox', { name: 'Placement type' })).toHaveTextContent('YouTube · Branding in a new video');
    await expect(row.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('INR');
  },
};

export const Filled: Story = {
  args: { defaultValues: { ...filledRates, rates: filledRates.rates.map((rate) => ({ ...rate })) } },
  play: async ({ args }) => {
    await expect(dialog().getByRole('combobox', { name: 'Availability' })).toHaveTextContent('Limited availability');
    await expect(dialog().getAllByRole('group', { name: /^Rate \d$/ })).toHaveLength(3);
    await userEvent.click(dialog().getByRole('button', { name: 'Remove rate 2' }));
    await expect(dialog().getAllByRole('group', { name: /^Rate \d$/ })).toHaveLength(2);
    await expect(dialog().getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      availability: 'limited',
      rates: [filledRates.rates[0], filledRates.rates[2]],
    });
  },
};

/** The shared rules on submit: a price that is zero, one with three decimals. */
export const ValidationErrors: Story = {
  args: {
    defaultValues: {
      availability: 'available',
      rates: [
        { placement_type: 'yt_dedicated_video', amount: '0', currency: 'INR' },
        { placement_type: 'ig_branded_post', amount: '10.999', currency: 'INR' },
      ],
    },
  },
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await expect(await dialog().findByText(amountMessages.positive, {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect(dialog().getByText(amountMessages.invalid)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: { availability: 'available', rates: [{ placement_type: 'yt_dedicated_video', amount: '20000000', currency: 'INR' }] },
    onSubmit: fn(async (_values: RatesFormValues): Promise<RatesSubmitResult> => ({
      fields: { 'rates.0.amount': rateMessages.amountTooLarge },
    })),
  },
  play: async () => {
    // The dialog's own check would refuse this too: the server's answer is shown the same way, under the field.
    await userEvent.clear(dialog().getByRole('textbox', { name: 'Price' }));
    await userEvent.type(dialog().getByRole('textbox', { name: 'Price' }), '25000');
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await expect(await dialog().findByText(rateMessages.amountTooLarge, {}, { timeout: 15_000 })).toBeInTheDocument();
  },
};

export const Refused: Story = {
  args: { onSubmit: fn(async (_values: RatesFormValues): Promise<RatesSubmitResult> => ({ form: 'Rates and availability are for influencer accounts.' })) },
  play: async () => {
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await expect(await dialog().findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('Rates and availability are for influencer accounts.');
  },
};

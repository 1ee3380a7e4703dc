import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paymentMethodFieldLabels as labels, paymentMethodMessages as m, paymentMethodTexts as t } from '../../domain/payments/payment-method.texts';
import { emulatePhone } from '../shell/testing/shell-story-helpers';
import type { PaymentMethodFormValues } from './payment-method-form.types';
import { PaymentMethodDialogView, type PaymentMethodSubmitResult } from './payment-method-dialog.view';

type Submit = (values: PaymentMethodFormValues) => Promise<PaymentMethodSubmitResult>;

/** The add dialog per type, with the required messages, a format error, a server refusal, and a phone. */
const meta = {
  title: 'Payments/PaymentMethodDialog',
  component: PaymentMethodDialogView,
  args: { open: true, first: false, onClose: fn(), onSubmit: fn<Submit>(async () => undefined) },
} satisfies Meta<typeof PaymentMethodDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog'));

export const BankRequired: Story = {
  args: { first: true },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByText(t.firstBecomesDefault)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    for (const message of [m.holderRequired, m.accountNumberRequired, m.bankNameRequired, m.ifscRequired]) {
      await expect(await dialog.findByText(message)).toBeInTheDocument();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BankFormatErrors: Story = {
  args: {
    initialValues: {
      type: 'bank',
      details: { account_holder_name: 'Acme Demo Co.', account_number: '1234', bank_name: 'HDFC Bank', ifsc_code: 'HDFC1001234', swift_code: 'HDFCIN' } as PaymentMethodFormValues['details'],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(await dialog.findByText(m.accountNumberInvalid)).toBeInTheDocument();
    await expect(dialog.getByText(m.ifscInvalid)).toBeInTheDocument();
    await expect(dialog.getByText(m.swiftInvalid)).toBeInTheDocument();
  },
};

export const UpiRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'UPI' }));
    await expect(dialog.getByLabelText(labels.upi_provider)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(await dialog.findByText(m.upiRequired)).toBeInTheDocument();
  },
};

export const PaypalInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'PayPal' }));
    await userEvent.type(dialog.getByLabelText(new RegExp(labels.paypal_email)), 'finance@acme');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(await dialog.findByText(m.paypalEmailInvalid)).toBeInTheDocument();
  },
};

export const StripeRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Stripe' }));
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(await dialog.findByText(m.stripeAccountRequired)).toBeInTheDocument();
  },
};

export const ServerFieldError: Story = {
  args: {
    onSubmit: fn<Submit>(async () => ({ fields: { 'details.stripe_account_id': m.stripeAccountInvalid } })),
    initialValues: { type: 'stripe', details: { stripe_account_id: 'acct_1Nv0FGQ9RKHgCVdK' } as PaymentMethodFormValues['details'] },
  },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(await dialog.findByText(m.stripeAccountInvalid)).toBeInTheDocument();
  },
};

export const Refused: Story = {
  args: {
    onSubmit: fn<Submit>(async () => ({ form: m.changeNotPermitted })),
    initialValues: { type: 'upi', details: { upi_id: 'acme@okhdfcbank' } as PaymentMethodFormValues['details'] },
  },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(m.changeNotPermitted);
  },
};

export const Phone: Story = {
  beforeEach: emulatePhone,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getAllByRole('radio')).toHaveLength(4);
    await expect(dialog.getByRole('button', { name: t.save })).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paymentPageTexts as t, paymentTexts } from '../../domain/payments/payment.texts';
import { FundDialogView } from './fund-dialog.view';
import type { FundingFailure } from './funding-failure';
import { escrowCampaign } from './payments.fixtures';

/** The fund dialog: prefilled to the budget, over the budget, a refusal from the server, live mode. */
const meta = {
  title: 'Payments/FundDialog',
  component: FundDialogView,
  args: { open: true, campaign: escrowCampaign(), sandbox: true, onClose: fn(), onSubmit: fn(async (_amount: string): Promise<FundingFailure | void> => undefined) },
} satisfies Meta<typeof FundDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog'));

export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByLabelText(/Amount \(INR\)/)).toHaveValue('50000.00');
    await expect(dialog.getByText(t.upTo('₹50,000'))).toBeInTheDocument();
    await expect(dialog.getByText(t.sandboxNote)).toBeInTheDocument();
  },
};

export const OverBudget: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    const amount = dialog.getByLabelText(/Amount \(INR\)/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '60000');
    await userEvent.click(dialog.getByRole('button', { name: t.continue }));
    await expect(await dialog.findByText(paymentTexts.overBudget('₹50,000'))).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ProviderUnavailable: Story = {
  args: { onSubmit: fn(async (_amount: string): Promise<FundingFailure | void> => ({ form: paymentTexts.providerUnavailable })) },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t.continue }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(paymentTexts.providerUnavailable);
  },
};

export const NoBudgetLiveMode: Story = {
  args: { sandbox: false, campaign: escrowCampaign({ budget: null, fund_up_to: null }) },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByLabelText(/Amount \(INR\)/)).toHaveValue('');
    await expect(dialog.queryByText(t.sandboxNote)).toBeNull();
  },
};

/** A USD campaign (funded through Stripe): the amount, its hint and its refusals in dollars. */
const usdCampaign = escrowCampaign({ campaign_name: 'Spring Launch US', currency: 'USD', budget: '20000.00', funded: '15000.00', fund_up_to: '5000.00' });

export const UsdCampaign: Story = {
  args: { campaign: usdCampaign },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByText('USD')).toBeInTheDocument();
    await expect(dialog.getByLabelText(/Amount \(USD\)/)).toHaveValue('5000.00');
    await expect(dialog.getByText(t.upTo('$5,000.00'))).toBeInTheDocument();
    await expect(dialog.getByText(t.sandboxNote)).toBeInTheDocument();
  },
};

export const UsdOverBudgetAndMinimum: Story = {
  args: { campaign: usdCampaign },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    const amount = dialog.getByLabelText(/Amount \(USD\)/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000.01');
    await userEvent.click(dialog.getByRole('button', { name: t.continue }));
    await expect(await dialog.findByText(paymentTexts.overBudget('$5,000.00'))).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.50');
    await expect(await dialog.findByText(paymentTexts.minimum('$1.00'))).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const UsdContinues: Story = {
  args: { campaign: usdCampaign, sandbox: false },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    const amount = dialog.getByLabelText(/Amount \(USD\)/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1,250.5');
    await userEvent.click(dialog.getByRole('button', { name: t.continue }));
    await expect(args.onSubmit).toHaveBeenCalledWith('1250.50');
    await expect(dialog.queryByText(t.sandboxNote)).toBeNull();
  },
};

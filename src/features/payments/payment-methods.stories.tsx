import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { BrandPaymentMethod } from '../../api/generated/api';
import { paymentMethodTexts as t } from '../../domain/payments/payment-method.texts';
import { closeOverlaysInJsdom, emulatePhone } from '../shell/testing/shell-story-helpers';
import { sampleMethods } from './payment-methods.fixtures';
import { PaymentMethodsView } from './payment-methods.view';

type Refusal = (method: BrandPaymentMethod) => Promise<string | undefined>;

/** The brand's payment methods on /payments: loading, error, empty, admin, viewer, remove confirm, refusal, phone. */
const meta = {
  title: 'Payments/PaymentMethods',
  component: PaymentMethodsView,
  args: {
    status: 'ready', methods: sampleMethods, canManage: true, onRetry: fn(), onAdd: fn(async () => undefined),
    onSetDefault: fn<Refusal>(async () => undefined), onRemove: fn<Refusal>(async () => undefined),
  },
} satisfies Meta<typeof PaymentMethodsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', methods: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: t.loading })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', methods: undefined },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(t.loadFailed)).toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { methods: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.emptyTitle)).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: t.add })).toBeInTheDocument();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    const bank = within(section.getByRole('listitem', { name: 'HDFC Bank ••••5678' }));
    await expect(bank.getByText(t.defaultChip)).toBeInTheDocument();
    await expect(bank.getByText(/Bank account · HDFC0001234/)).toBeInTheDocument();
    await expect(bank.queryByRole('button', { name: /Set .* as default/ })).toBeNull();
    await expect(section.getByRole('button', { name: t.setDefaultFor('UPI ac**********@okhdfcbank') })).toBeInTheDocument();
    await expect(section.getAllByRole('button', { name: /^Remove / })).toHaveLength(4);
  },
};

export const Viewer: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getByText(t.changeNotPermitted)).toBeInTheDocument();
    await expect(section.queryByRole('button', { name: t.add })).toBeNull();
    await expect(section.queryByRole('button', { name: /^Remove |as default$/ })).toBeNull();
  },
};

export const RemoveDefaultConfirm: Story = {
  afterEach: closeOverlaysInJsdom,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.removeFor('HDFC Bank ••••5678') }));
    const dialog = await screen.findByRole('dialog', { name: t.removeTitle });
    await expect(dialog).toHaveTextContent(t.removeDefaultBody('HDFC Bank ••••5678'));
    await userEvent.click(within(dialog).getByRole('button', { name: t.removeConfirm }));
    await expect(args.onRemove).toHaveBeenCalledWith(sampleMethods[0]);
  },
};

export const SetDefaultRefused: Story = {
  args: { onSetDefault: fn<Refusal>(async () => 'Only admins of this brand can add, remove or change payment methods.') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.setDefaultFor('Stripe acct_1Nv0FGQ9RKHgCVdK') }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t.changeNotPermitted);
  },
};

export const Phone: Story = {
  beforeEach: emulatePhone,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(canvasElement).getByRole('button', { name: t.add })).toBeInTheDocument();
  },
};

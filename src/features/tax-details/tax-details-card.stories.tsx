import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TaxDetailsCardView } from './tax-details-card.view';
import type { TaxDetailsFormValues } from './tax-details-form.schema';
import type { TaxSubmitResult } from './tax-details-form.view';

const none = { has_pan: false, pan_masked: null, gstin: null, gst_state: null, updated_at: null };
const withPan = { has_pan: true, pan_masked: 'ABCPE••••F', gstin: null, gst_state: null, updated_at: '2026-11-20T10:00:00Z' };

const meta = {
  title: 'Payouts/TaxDetailsCard',
  component: TaxDetailsCardView,
  args: { status: 'ready', details: none, onRetry: fn(), onSave: fn(async (_values: TaxDetailsFormValues): Promise<TaxSubmitResult> => undefined) },
} satisfies Meta<typeof TaxDetailsCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoPan: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('No PAN yet. Payouts wait until you add one.')).toBeInTheDocument();
    await expect(card.getByRole('button', { name: 'Add PAN' })).toBeInTheDocument();
  },
};

export const PanOnly: Story = {
  args: { details: withPan },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No GSTIN (not registered for GST)')).toBeInTheDocument();
  },
};

export const PanAndGstin: Story = {
  args: { details: { ...withPan, gstin: '27ABCPE1234F1ZB', gst_state: { code: '27', name: 'Maharashtra' } } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('ABCPE••••F')).toBeInTheDocument();
    await expect(card.getByText('27ABCPE1234F1ZB')).toBeInTheDocument();
    await expect(card.getByRole('button', { name: 'Change' })).toBeInTheDocument();
  },
};

export const ChangeDialogOpen: Story = {
  args: PanAndGstin.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Tax details' }, { timeout: 15_000 });
    await expect(within(dialog).getByRole('textbox', { name: /^GSTIN/ })).toHaveValue('27ABCPE1234F1ZB');
  },
};

export const ServerRefusal: Story = {
  args: { onSave: fn(async (_values: TaxDetailsFormValues): Promise<TaxSubmitResult> => ({ fields: { pan: 'The server refused this PAN.' } })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add PAN' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Tax details' }, { timeout: 15_000 }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^PAN/ }), 'ABCPE1234F');
    await userEvent.click(dialog.getByRole('button', { name: 'Save tax details' }));
    await expect(await dialog.findByText('The server refused this PAN.')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { status: 'loading', details: undefined } };

export const LoadError: Story = {
  args: { status: 'error', details: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Could not load your tax details.')).toBeInTheDocument();
  },
};

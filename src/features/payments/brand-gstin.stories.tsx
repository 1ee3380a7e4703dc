import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildGstin } from '../../domain/payments/tax/gstin.rules';
import { brandTaxTexts as t } from '../../domain/payments/tax-invoice.texts';
import { emulatePhone } from '../shell/testing/shell-story-helpers';
import { BrandGstinView } from './brand-gstin.view';

const delhiGstin = buildGstin('07', 'AAACA1234B');
const onFile = { gstin: delhiGstin, gst_state: { code: '07', name: 'Delhi' }, updated_at: '2026-11-20T10:00:00Z' };
const nothing = { gstin: null, gst_state: null, updated_at: '2026-11-20T10:00:00Z' };
type OnSave = (gstin: string) => Promise<{ field?: string; form?: string } | void>;

/** The brand's GSTIN above its invoices on /payments: loading, error, none, on file, read-only, add (checked), refused, phone. */
const meta = {
  title: 'Payments/Brand GSTIN',
  component: BrandGstinView,
  args: { status: 'ready', details: onFile, canEdit: true, onRetry: fn(), onSave: fn<OnSave>(async () => undefined), onRemove: fn() },
} satisfies Meta<typeof BrandGstinView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', details: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: t.title })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', details: undefined },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(t.loadFailed)).toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoneOnFile: Story = {
  args: { details: nothing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.none)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t.add })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t.remove })).not.toBeInTheDocument();
  },
};

export const OnFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(delhiGstin)).toBeInTheDocument();
    await expect(canvas.getByText(/State: Delhi/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t.remove }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(delhiGstin)).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A wrong check character is caught before anything is sent; a right one is saved and the dialog closes. */
export const AddChecked: Story = {
  args: { details: nothing },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.add }));
    const dialog = within(await screen.findByRole('dialog', { name: t.dialogTitle }));
    const field = dialog.getByRole('textbox', { name: t.field });
    await userEvent.type(field, `${delhiGstin.slice(0, 14)}0`.replace(/0$/, delhiGstin.endsWith('0') ? '1' : '0'));
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, delhiGstin.toLowerCase());
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(args.onSave).toHaveBeenCalledWith(delhiGstin.toLowerCase());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.dialogTitle })).not.toBeInTheDocument());
  },
};

/** The server's refusal stays in the open dialog, under the field. */
export const Refused: Story = {
  args: { details: nothing, onSave: fn<OnSave>(async () => ({ field: 'This GSTIN is already registered to another brand.' })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.add }));
    const dialog = within(await screen.findByRole('dialog', { name: t.dialogTitle }));
    await userEvent.type(dialog.getByRole('textbox', { name: t.field }), delhiGstin);
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(await dialog.findByText('This GSTIN is already registered to another brand.')).toBeInTheDocument();
    await expect(screen.getByRole('dialog', { name: t.dialogTitle })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  beforeEach: emulatePhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(delhiGstin)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t.change })).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TaxInvoiceSummary } from '../../api/generated/api';
import { invoiceSectionTexts as t } from '../../domain/payments/tax-invoice.texts';
import { emulatePhone } from '../shell/testing/shell-story-helpers';
import { sampleInvoices } from './invoices.fixtures';
import { InvoicesView } from './invoices.view';

type OnDownload = (invoice: TaxInvoiceSummary) => Promise<string | undefined>;

/** The brand's tax invoices (a section of /payments): loading, error, empty, loaded (table), pages, phone (cards), download refused. */
const meta = {
  title: 'Payments/Invoices',
  component: InvoicesView,
  args: {
    status: 'ready', invoices: sampleInvoices, count: sampleInvoices.length, page: 1, pageSize: 20,
    onPage: fn(), onRetry: fn(), onDownload: fn<OnDownload>(async () => undefined),
  },
} satisfies Meta<typeof InvoicesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', invoices: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: t.loading })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', invoices: undefined },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(t.loadFailed)).toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { invoices: [], count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.empty)).toBeInTheDocument();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(within(canvasElement).getByRole('table', { name: t.title }));
    await expect(table.getAllByRole('row')).toHaveLength(4);
    const intra = within(table.getByRole('row', { name: /IH\/2627\/000012/ }));
    await expect(intra.getByText('₹1,00,000')).toBeInTheDocument();
    await expect(intra.getByText('CGST + SGST 18%')).toBeInTheDocument();
    await expect(intra.getByText('₹1,18,000')).toBeInTheDocument();
    await expect(within(table.getByRole('row', { name: /IH\/2627\/000011/ })).getByText('IGST 18%')).toBeInTheDocument();
    const unregistered = within(table.getByRole('row', { name: /IH\/2627\/000010/ }));
    await expect(unregistered.getByText(t.noGst)).toBeInTheDocument();
    await expect(unregistered.getByText('Creator not registered')).toBeInTheDocument();
    await userEvent.click(table.getByRole('button', { name: t.downloadLabel('IH/2627/000011') }));
    await expect(args.onDownload).toHaveBeenCalledWith(sampleInvoices[1]);
  },
};

export const Pages: Story = {
  args: { count: 45, page: 2, pageSize: 3 },
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement);
    await expect(section.getByText('4–6 of 45')).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: t.older }));
    await expect(args.onPage).toHaveBeenCalledWith(3);
    await userEvent.click(section.getByRole('button', { name: t.newer }));
    await expect(args.onPage).toHaveBeenCalledWith(1);
  },
};

export const DownloadRefused: Story = {
  args: { onDownload: fn<OnDownload>(async () => t.notFound) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.downloadLabel('IH/2627/000012') }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t.notFound);
  },
};

export const Phone: Story = {
  beforeEach: emulatePhone,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.queryByRole('table')).toBeNull();
    const cards = within(section.getByRole('list', { name: t.title }));
    await expect(cards.getAllByRole('listitem')).toHaveLength(3);
    await expect(cards.getByRole('listitem', { name: 'IH/2627/000012: Asha Rao' })).toHaveTextContent('₹1,18,000');
    await expect(cards.getAllByRole('button', { name: /^Download invoice / })).toHaveLength(3);
  },
};

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderRoutes, signedIn } from '../../test/render';
import { invoiceSectionTexts as t } from '../../domain/payments/tax-invoice.texts';
import { sampleInvoices } from './invoices.fixtures';
import { InvoicesSection } from './invoices.section';

jest.setTimeout(30_000);

let fetchMock: jest.SpyInstance;
let click: jest.SpyInstance;
afterEach(() => {
  fetchMock?.mockRestore();
  click?.mockRestore();
});

const renderSection = () =>
  renderRoutes([{ path: '/payments', element: <InvoicesSection brandId="b1" /> }], { route: '/payments', preloadedState: signedIn() });
const wait = { timeout: 8_000 };

describe('InvoicesSection', () => {
  it("lists the brand's invoices, pages through them, and saves a PDF with the bearer token (404: not available)", async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:invoice'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
    const pdfUrls: string[] = [];
    const listQueries: string[] = [];
    let pdfStatus = 200;
    // RTK Query's calls are Requests; the PDF is a plain fetch of its URL (components/download/authorized-download.ts).
    fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (typeof input === 'string') {
        pdfUrls.push(input);
        return pdfStatus === 200
          ? new Response('%PDF-1.3', { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="invoice-IH-2627-000011.pdf"' } })
          : json({ detail: 'Not found.', code: 'not_found' }, 404);
      }
      const url = new URL((input as Request).url);
      if (url.pathname.endsWith('/brands/b1/invoices/')) listQueries.push(url.search);
      const page = Number(url.searchParams.get('page') ?? 1);
      return json({ count: 23, next: null, previous: null, results: page === 1 ? sampleInvoices : sampleInvoices.slice(0, 1) });
    });
    renderSection();
    const table = within(await screen.findByRole('table', { name: t.title }, wait));
    expect(listQueries[0]).toBe('?page=1&page_size=20');
    const row = within(table.getByRole('row', { name: /IH\/2627\/000011/ }));
    expect(row.getByText('Vikram Subramaniam-Raghunathan')).toBeInTheDocument();
    expect(row.getByText('₹9,000')).toBeInTheDocument();
    expect(row.getByText('IGST 18%')).toBeInTheDocument();
    expect(row.getByText('₹59,000')).toBeInTheDocument();
    expect(row.getByText('18 Nov 2026')).toBeInTheDocument();

    await userEvent.click(row.getByRole('button', { name: t.downloadLabel('IH/2627/000011') }));
    await row.findByText(t.download);
    expect(pdfUrls).toEqual(['/api/v1/invoices/line-2/pdf/']);
    expect(saved).toEqual(['invoice-IH-2627-000011.pdf']);
    pdfStatus = 404;
    await userEvent.click(row.getByRole('button', { name: t.downloadLabel('IH/2627/000011') }));
    expect(await row.findByText(t.notFound)).toBeInTheDocument();

    expect(screen.getByText('1–3 of 23')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.older }));
    expect(await screen.findByText('21–21 of 23', {}, wait)).toBeInTheDocument();
    expect(listQueries).toContain('?page=2&page_size=20');
  });

  it('says when the invoices cannot be loaded, and tries again', async () => {
    let fail = true;
    fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (new URL((input as Request).url).pathname.endsWith('/tax-details/')) return json({ gstin: null, gst_state: null, updated_at: '2026-11-20T10:00:00Z' });
      return fail ? json({ detail: 'Not found.', code: 'not_found' }, 404) : json({ count: 0, next: null, previous: null, results: [] });
    });
    renderSection();
    const retry = await screen.findByRole('button', { name: t.retry }, wait);
    expect(screen.getByText(t.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText(t.empty, {}, wait)).toBeInTheDocument();
  });
});

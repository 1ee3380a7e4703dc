import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildGstin } from '../../domain/payments/tax/gstin.rules';
import { brandTaxTexts as t } from '../../domain/payments/tax-invoice.texts';
import { json, renderRoutes, signedIn } from '../../test/render';
import { BrandGstinSection } from './brand-gstin.section';

jest.setTimeout(30_000);

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());
const wait = { timeout: 8_000 };
const gstin = buildGstin('07', 'AAACA1234B');

describe('BrandGstinSection', () => {
  it("adds the brand's GSTIN with PUT brands/{id}/tax-details/, shows the server's refusal under the field, then the saved one", async () => {
    let onFile: string | null = null;
    const puts: unknown[] = [];
    let refuse = true;
    fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      expect(new URL(request.url).pathname).toBe('/api/v1/brands/b1/tax-details/');
      if (request.method === 'PUT') {
        const body = (await request.json()) as { gstin: string | null };
        puts.push(body);
        if (refuse) return json({ detail: 'Invalid input.', errors: { gstin: ['This GSTIN was refused.'] } }, 400);
        onFile = body.gstin ? body.gstin.trim().toUpperCase() : null;
      }
      return json({ gstin: onFile, gst_state: onFile ? { code: '07', name: 'Delhi' } : null, updated_at: '2026-11-20T10:00:00Z' });
    });
    renderRoutes([{ path: '/payments', element: <BrandGstinSection brandId="b1" canEdit /> }], { route: '/payments', preloadedState: signedIn() });
    expect(await screen.findByText(t.none, {}, wait)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t.add }));
    const dialog = within(await screen.findByRole('dialog', { name: t.dialogTitle }, wait));
    await userEvent.type(dialog.getByRole('textbox', { name: t.field }), gstin);
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    expect(await dialog.findByText('This GSTIN was refused.', {}, wait)).toBeInTheDocument();

    refuse = false;
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    expect(await screen.findByText(gstin, {}, wait)).toBeInTheDocument();
    expect(screen.getByText(/State: Delhi/)).toBeInTheDocument();
    expect(puts).toEqual([{ gstin }, { gstin }]);
    // Saved: the dialog closes (until then the page behind it is hidden from the accessibility tree).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.dialogTitle })).not.toBeInTheDocument(), wait);

    await userEvent.click(screen.getByRole('button', { name: t.remove }));
    expect(await screen.findByText(t.none, {}, wait)).toBeInTheDocument();
    expect(puts[2]).toEqual({ gstin: null });
  });

  it('shows the GSTIN without buttons to members who cannot approve payments', async () => {
    fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ gstin, gst_state: { code: '07', name: 'Delhi' }, updated_at: '2026-11-20T10:00:00Z' }));
    renderRoutes([{ path: '/payments', element: <BrandGstinSection brandId="b1" canEdit={false} /> }], { route: '/payments', preloadedState: signedIn() });
    expect(await screen.findByText(gstin, {}, wait)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.change })).not.toBeInTheDocument();
  });
});

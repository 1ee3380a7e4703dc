import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gstinMessages } from '../../domain/payments/tax/gstin.rules';
import { panMessages } from '../../domain/payments/tax/pan.rules';
import { json, mockApi, renderRoutes, signedIn } from '../../test/render';
import { TaxDetailsCard } from './tax-details-card.component';

// The dialog and the rules are lazy chunks; the first open compiles them.
jest.setTimeout(30_000);

const none = { has_pan: false, pan_masked: null, gstin: null, gst_state: null, updated_at: null };
const gstin = '27ABCPE1234F1ZB'; // buildGstin('27', 'ABCPE1234F')
const withPan = { has_pan: true, pan_masked: 'ABCPE••••F', gstin, gst_state: { code: '27', name: 'Maharashtra' }, updated_at: '2026-11-20T10:00:00Z' };

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

/** The card on /settings with a tax-details endpoint holding `initial`; `put` answers a save (default: store it). */
function setup(initial: object = none, put?: (body: { pan: string; gstin?: string | null }) => Response, route = '/settings') {
  let stored = initial;
  const puts: { pan: string; gstin?: string | null }[] = [];
  fetchMock = mockApi({
    '/influencers/me/tax-details/': async (request) => {
      if (request.method !== 'PUT') return json(stored);
      const body = (await request.json()) as { pan: string; gstin?: string | null };
      puts.push(body);
      if (put) return put(body);
      stored = { ...withPan, pan_masked: `${body.pan.slice(0, 5)}••••${body.pan.slice(-1)}`, gstin: body.gstin ?? null, gst_state: body.gstin ? withPan.gst_state : null };
      return json(stored);
    },
  });
  renderRoutes([{ path: '/settings', element: <TaxDetailsCard /> }], { route, preloadedState: signedIn() });
  return { puts, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, button = 'Add PAN') {
  await user.click(await screen.findByRole('button', { name: button }, { timeout: 5_000 }));
  return screen.findByRole('dialog', { name: 'Tax details' }, { timeout: 15_000 });
}

const panField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^PAN/ });
const gstinField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^GSTIN/ });
const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save tax details' });

describe('tax details card', () => {
  it('without a PAN: says why one is needed and offers Add PAN', async () => {
    setup();
    const card = await screen.findByRole('region', { name: 'Tax details' });
    expect(await within(card).findByText('No PAN yet. Payouts wait until you add one.')).toBeInTheDocument();
    expect(card).toHaveTextContent(/tax is withheld at the normal rate only with a PAN/);
    expect(card).toHaveTextContent(/GSTIN only if you are registered for GST/);
    expect(within(card).getByRole('button', { name: 'Add PAN' })).toBeInTheDocument();
    expect(card).toHaveAttribute('id', 'tax-details');
  });

  it('with a PAN and GSTIN: the masked PAN, the GSTIN with its state, and Change', async () => {
    setup(withPan);
    const card = await screen.findByRole('region', { name: 'Tax details' });
    expect(await within(card).findByText('ABCPE••••F')).toBeInTheDocument();
    expect(within(card).getByText(gstin)).toBeInTheDocument();
    expect(card).toHaveTextContent('Maharashtra');
    expect(within(card).getByRole('button', { name: 'Change' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Add PAN' })).not.toBeInTheDocument();
  });

  it('validates on submit, then on change, with the shared PAN rule; the PAN is upper-cased as typed', async () => {
    const { user, puts } = setup();
    const dialog = await openDialog(user);
    const pan = panField(dialog);
    expect(pan).toHaveAttribute('autocomplete', 'off');
    expect(within(dialog).getByText(/e\.g\. ABCPE1234F/)).toBeInTheDocument();
    await user.click(save(dialog));
    expect(await within(dialog).findByText(panMessages.required)).toBeInTheDocument();
    await user.type(pan, 'abcpe12');
    expect(pan).toHaveValue('ABCPE12');
    expect(await within(dialog).findByText(panMessages.invalid)).toBeInTheDocument();
    await user.type(pan, '34f');
    await waitFor(() => expect(within(dialog).queryByText(panMessages.invalid)).not.toBeInTheDocument());
    expect(puts).toHaveLength(0);
  });

  it("refuses a GSTIN with a wrong check character, and one that carries another PAN, with the shared messages", async () => {
    const { user, puts } = setup();
    const dialog = await openDialog(user);
    await user.type(panField(dialog), 'ABCPE1234F');
    await user.type(gstinField(dialog), '27ABCPE1234F1ZC');
    expect(within(dialog).queryByText(gstinMessages.checksumMismatch)).not.toBeInTheDocument(); // not before a submit
    await user.click(save(dialog));
    expect(await within(dialog).findByText(gstinMessages.checksumMismatch)).toBeInTheDocument();
    await user.clear(gstinField(dialog));
    await user.type(gstinField(dialog), '29xyzpe9876k1zf'); // a valid GSTIN, of XYZPE9876K
    expect(gstinField(dialog)).toHaveValue('29XYZPE9876K1ZF');
    expect(await within(dialog).findByText(gstinMessages.panMismatch)).toBeInTheDocument();
    // Typing that PAN instead makes the GSTIN acceptable (a PAN edit re-checks the GSTIN).
    await user.clear(panField(dialog));
    await user.type(panField(dialog), 'XYZPE9876K');
    await waitFor(() => expect(within(dialog).queryByText(gstinMessages.panMismatch)).not.toBeInTheDocument());
    expect(puts).toHaveLength(0);
  });

  it("shows the server's 400 under its field and other refusals in the dialog", async () => {
    let answer = json({ detail: 'PAN refused.', code: 'validation_error', errors: { pan: ['The server refused this PAN.'] } }, 400);
    const { user } = setup(none, () => answer);
    const dialog = await openDialog(user);
    await user.type(panField(dialog), 'ABCPE1234F');
    await user.click(save(dialog));
    const message = await within(dialog).findByText('The server refused this PAN.');
    expect(panField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(panField(dialog).getAttribute('aria-describedby')).toContain(message.id);
    answer = json({ detail: 'Tax details are for influencer accounts.', code: 'permission_denied' }, 403);
    await user.click(save(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tax details are for influencer accounts.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closing the dialog resets it (SPEC §4)', async () => {
    const { user } = setup(withPan);
    let dialog = await openDialog(user, 'Change');
    expect(gstinField(dialog)).toHaveValue(gstin);
    expect(panField(dialog)).toHaveValue('');
    await user.type(panField(dialog), 'ABC');
    await user.clear(gstinField(dialog));
    expect(within(dialog).getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(save(dialog));
    expect(await within(dialog).findByText(panMessages.invalid)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog(user, 'Change');
    expect(panField(dialog)).toHaveValue('');
    expect(gstinField(dialog)).toHaveValue(gstin);
    expect(within(dialog).queryByText(panMessages.invalid)).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Unsaved changes')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a save closes the dialog, says so and the card shows the new masked values', async () => {
    const { user, puts } = setup();
    const dialog = await openDialog(user);
    await user.type(panField(dialog), 'abcpe1234f');
    await user.type(gstinField(dialog), gstin);
    await user.click(save(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toEqual([{ pan: 'ABCPE1234F', gstin }]);
    expect(await screen.findByText('Tax details saved.')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Tax details' });
    expect(await within(card).findByText('ABCPE••••F')).toBeInTheDocument();
    expect(card).toHaveTextContent('Maharashtra');
    expect(within(card).getByRole('button', { name: 'Change' })).toBeInTheDocument();
  });

  it('an empty GSTIN is sent as null (it removes one given before)', async () => {
    const { user, puts } = setup(withPan);
    const dialog = await openDialog(user, 'Change');
    await user.type(panField(dialog), 'ABCPE1234F');
    await user.clear(gstinField(dialog));
    await user.click(save(dialog));
    await waitFor(() => expect(puts).toEqual([{ pan: 'ABCPE1234F', gstin: null }]));
    expect(await screen.findByText('No GSTIN (not registered for GST)')).toBeInTheDocument();
  });

  it('a link to /settings#tax-details brings the card into view once it has loaded', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      setup(withPan, undefined, '/settings#tax-details');
      await screen.findByText('ABCPE••••F');
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
      expect(scrollIntoView.mock.contexts.at(-1)).toHaveAttribute('id', 'tax-details');
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});

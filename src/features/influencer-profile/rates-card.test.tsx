import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { amountMessages } from '../../domain/payments/money-amount';
import { rateMessages } from '../../domain/directory/rates.texts';
import { json, mockApi, renderRoutes, signedIn } from '../../test/render';
import { RatesCard } from './rates-card.component';
import { filledRates, noRates } from './testing/influencer-profile.fixtures';

// The dialog, its form and the rules are lazy chunks; the first open compiles them.
jest.setTimeout(30_000);

type Body = { availability: string; rates: Array<{ placement_type: string; amount: string; currency: string }> };

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

/** The card with an influencers/me/rates/ endpoint holding `initial`; `put` answers a save (default: store it as sent). */
function setup(initial: object = noRates, put?: (body: Body) => Response, get?: () => Response) {
  let stored = initial;
  const puts: Body[] = [];
  let gets = 0;
  fetchMock = mockApi({
    '/influencers/me/rates/': async (request) => {
      if (request.method !== 'PUT') {
        gets += 1;
        return get ? get() : json(stored);
      }
      const body = (await request.json()) as Body;
      puts.push(body);
      if (put) return put(body);
      stored = { availability: body.availability, rates: body.rates.map((rate) => ({ ...rate, amount: Number(rate.amount.replace(/,/g, '')).toFixed(2) })) };
      return json(stored);
    },
  });
  renderRoutes([{ path: '/profile', element: <RatesCard /> }], { route: '/profile', preloadedState: signedIn() });
  return { puts, gets: () => gets, user: userEvent.setup() };
}

const card = () => screen.findByRole('region', { name: 'Rates and availability' });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit rates and availability' }, { timeout: 5_000 }));
  return screen.findByRole('dialog', { name: 'Rates and availability' }, { timeout: 15_000 });
}

const rows = (dialog: HTMLElement) => within(dialog).queryAllByRole('group', { name: /^Rate \d+$/ });
const row = (dialog: HTMLElement, number: number) => within(within(dialog).getByRole('group', { name: `Rate ${number}` }));
const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' });

async function choose(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('rates and availability card on /profile', () => {
  it('while loading, announces itself as a named status (an empty skeleton may not carry a label of its own)', async () => {
    setup();
    expect(screen.getByRole('status', { name: 'Loading rates and availability' })).toBeInTheDocument();
    await card();
    expect(screen.queryByRole('status', { name: 'Loading rates and availability' })).not.toBeInTheDocument();
  });

  it('without rates: explains that brands filter the directory by them, shows the availability and offers Edit', async () => {
    setup();
    const region = await card();
    expect(await within(region).findByText(/No rates yet\. Brands filter the influencer directory by availability and by price per placement type/)).toBeInTheDocument();
    expect(within(region).getByText('Available')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Edit rates and availability' })).toHaveTextContent('Edit');
  });

  it('with rates: each placement type with its price formatted in its currency, and the availability', async () => {
    setup(filledRates);
    const list = await within(await card()).findByRole('list', { name: 'Rates' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'YouTube · Dedicated video₹40,000', 'YouTube · Dedicated Short₹12,500.50', 'Instagram · Branding in a Reel$900.00',
    ]);
    expect(within(await card()).getByText('Limited availability')).toBeInTheDocument();
  });

  it('a failed load says so, and Retry asks again', async () => {
    let fail = true;
    const { user, gets } = setup(noRates, undefined, () => (fail ? json({ detail: 'Down', code: 'error' }, 500) : json(filledRates)));
    const region = await card();
    expect(await within(region).findByText('Could not load your rates and availability.', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByText('₹40,000')).toBeInTheDocument();
    expect(gets()).toBeGreaterThan(1);
  });

  it('adds rates and sets availability: the whole set is sent, the dialog closes, says so and the card refetches', async () => {
    const { user, puts, gets } = setup();
    const dialog = await openDialog(user);
    await choose(user, within(dialog).getByRole('combobox', { name: 'Availability' }), 'Limited availability');
    await user.click(within(dialog).getByRole('button', { name: 'Add a rate' }));
    await choose(user, row(dialog, 1).getByRole('combobox', { name: 'Placement type' }), 'YouTube · Dedicated video');
    await user.type(row(dialog, 1).getByRole('textbox', { name: 'Price' }), '25,000');
    await user.click(within(dialog).getByRole('button', { name: 'Add a rate' }));
    // The next row starts on a type not priced yet, in the currency of the row above.
    expect(row(dialog, 2).getByRole('combobox', { name: 'Placement type' })).toHaveTextContent('YouTube · Branding in a new video');
    await choose(user, row(dialog, 2).getByRole('combobox', { name: 'Placement type' }), 'Instagram · Dedicated Reel');
    await choose(user, row(dialog, 2).getByRole('combobox', { name: 'Currency' }), 'USD');
    await user.type(row(dialog, 2).getByRole('textbox', { name: 'Price' }), '900.5');
    const before = gets();
    await user.click(save(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toEqual([{
      availability: 'limited',
      rates: [
        { placement_type: 'yt_dedicated_video', amount: '25,000', currency: 'INR' },
        { placement_type: 'ig_dedicated_reel', amount: '900.5', currency: 'USD' },
      ],
    }]);
    expect(await screen.findByText('Rates and availability saved.')).toBeInTheDocument();
    const region = await card();
    expect(await within(region).findByText('₹25,000')).toBeInTheDocument();
    expect(within(region).getByText('$900.50')).toBeInTheDocument();
    expect(within(region).getByText('Limited availability')).toBeInTheDocument();
    expect(gets()).toBeGreaterThan(before);
  });

  it('a type another row has taken is not offered again', async () => {
    const { user } = setup(filledRates);
    const dialog = await openDialog(user);
    await user.click(row(dialog, 3).getByRole('combobox', { name: 'Placement type' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain('Instagram · Branding in a Reel');
    expect(options).not.toContain('YouTube · Dedicated video');
    expect(options).not.toContain('YouTube · Dedicated Short');
  });

  it('removing a row sends the set without it', async () => {
    const { user, puts } = setup(filledRates);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Remove rate 1' }));
    expect(rows(dialog)).toHaveLength(2);
    await user.click(save(dialog));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.rates.map((rate) => rate.placement_type)).toEqual(['yt_dedicated_short', 'ig_branded_reel']);
  });

  it('checks the prices with the shared rules on submit, then on change; nothing is sent', async () => {
    const { user, puts } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add a rate' }));
    await user.click(save(dialog));
    expect(await row(dialog, 1).findByText(amountMessages.required, {}, { timeout: 10_000 })).toBeInTheDocument();
    const price = row(dialog, 1).getByRole('textbox', { name: 'Price' });
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await user.type(price, '10.999');
    expect(await row(dialog, 1).findByText(amountMessages.invalid)).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '20000000');
    expect(await row(dialog, 1).findByText(rateMessages.amountTooLarge)).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '20000');
    await waitFor(() => expect(row(dialog, 1).queryByText(rateMessages.amountTooLarge)).not.toBeInTheDocument());
    expect(puts).toHaveLength(0);
  });

  it("shows the server's field messages under their fields and other refusals in the dialog, which stays open", async () => {
    let answer = json({
      detail: 'Invalid input.', code: 'validation_error',
      errors: { 'rates.0.amount': ['The server refused this price.'], 'rates.0.currency': ['The server refused this currency.'] },
    }, 400);
    const { user } = setup(filledRates, () => answer);
    const dialog = await openDialog(user);
    await user.click(save(dialog));
    const message = await row(dialog, 1).findByText('The server refused this price.');
    const price = row(dialog, 1).getByRole('textbox', { name: 'Price' });
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price.getAttribute('aria-describedby')).toContain(message.id);
    expect(row(dialog, 1).getByText('The server refused this currency.')).toBeInTheDocument();
    answer = json({ detail: 'Invalid input.', code: 'validation_error', errors: { rates: ['Give at most 10 rates, one per placement type.'] } }, 400);
    await user.clear(price);
    await user.type(price, '41000');
    await user.click(save(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Give at most 10 rates, one per placement type.');
    answer = json({ detail: rateMessages.notInfluencer, code: 'permission_denied' }, 403);
    await user.click(save(dialog));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(rateMessages.notInfluencer));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closing the dialog discards what was typed: the next open starts from what is saved', async () => {
    const { user, puts } = setup(filledRates);
    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Remove rate 1' }));
    await user.clear(row(dialog, 1).getByRole('textbox', { name: 'Price' }));
    expect(within(dialog).getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(save(dialog));
    expect(await row(dialog, 1).findByText(amountMessages.required, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog(user);
    expect(rows(dialog)).toHaveLength(3);
    expect(row(dialog, 1).getByRole('textbox', { name: 'Price' })).toHaveValue('40000.00');
    expect(within(dialog).queryByText(amountMessages.required)).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Unsaved changes')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toHaveLength(0);
  });
});

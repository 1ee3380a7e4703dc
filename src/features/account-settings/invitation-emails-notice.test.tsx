import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultUserSettings } from '../../domain/settings/user-settings';
import { settingsToApi } from '../../domain/settings/user-settings.mapper';
import { emailSuppressionTexts } from '../../domain/outreach/email-suppression.texts';
import { createFakeAuthClient } from '../../auth/testing/fake-auth-client';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import SettingsPage from '../pages/settings.page';

jest.setTimeout(20_000);

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

type Mine = { email: string; suppressed: boolean; reason: string | null; since: string | null; can_remove: boolean };
const unsubscribed: Mine = { email: 'asha@creators.test', suppressed: true, reason: 'unsubscribed', since: '2026-03-02T10:00:00.000Z', can_remove: true };
const free: Mine = { email: 'asha@creators.test', suppressed: false, reason: null, since: null, can_remove: false };

/** /settings with the person's suppression answered by `suppression` (GET) and `remove` (DELETE). */
function setup(suppression: () => Mine, remove: () => Response = () => json(free)) {
  const deletes: string[] = [];
  fetchMock = mockApi({
    '/accounts/settings/': () => json({ settings: settingsToApi(defaultUserSettings), updated_at: null }),
    '/accounts/delete/requirements/': () => json({ confirmation_text: 'DELETE MY ACCOUNT', requires_password: true }),
    '/influencers/payment/get_payment_info/': () => json({ has_payment_info: false, payment_method: null, upi: null, bank: null, updated_at: null }),
    '/influencers/me/tax-details/': () => json({ has_pan: false, pan_masked: null, gstin: null, gst_state: null, updated_at: null }),
    '/accounts/whoami/': () => json(whoami()),
    '/accounts/email-suppression/': (request) => {
      if (request.method === 'DELETE') {
        deletes.push(request.headers.get('idempotency-key') ?? '');
        return remove();
      }
      return json(suppression());
    },
  });
  renderRoutes([{ path: '/settings', element: <SettingsPage /> }], { route: '/settings', preloadedState: signedIn(), auth: createFakeAuthClient() });
  return { deletes };
}

const notificationsCard = async () => within(await screen.findByRole('region', { name: 'Notifications' }, { timeout: 5_000 }));

describe('/settings: invitation e-mails after an unsubscribe', () => {
  it('says since when the address is unsubscribed, and "Receive invitation e-mails again" takes it off the list', async () => {
    let current = unsubscribed;
    const { deletes } = setup(() => current, () => {
      current = free;
      return json(free);
    });
    const card = await notificationsCard();
    expect(await card.findByText(/asha@creators\.test was unsubscribed from campaign invitation e-mails on 2 Mar 2026\./)).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Receive invitation e-mails again' }));
    expect(await screen.findByText(emailSuppressionTexts.mine.resubscribed)).toBeInTheDocument();
    await waitFor(() => expect(card.queryByText(emailSuppressionTexts.mine.title)).toBeNull());
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).not.toBe('');
    // The settings form was not submitted by the button inside it.
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it("shows the server's refusal under the button, where the person pressed it", async () => {
    const detail = 'Verify your e-mail address before turning invitation e-mails back on. Use the link or the code we e-mailed you.';
    setup(() => unsubscribed, () => json({ detail, code: 'email_not_verified' }, 403));
    const card = await notificationsCard();
    await userEvent.click(await card.findByRole('button', { name: 'Receive invitation e-mails again' }));
    expect(await card.findByRole('alert')).toHaveTextContent(detail);
    expect(card.getByText(emailSuppressionTexts.mine.title)).toBeInTheDocument();
  });

  it('a bounced address gets the explanation and no button', async () => {
    setup(() => ({ ...unsubscribed, reason: 'hard_bounce', can_remove: false }));
    const card = await notificationsCard();
    expect(await card.findByText(/the address bounced \(its mail server refused them\)/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Receive invitation e-mails again' })).toBeNull();
  });

  it('shows nothing when invitation e-mails reach the address', async () => {
    setup(() => free);
    const card = await notificationsCard();
    expect(card.getByRole('switch', { name: 'E-mail notifications' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String((input as Request).url).includes('/accounts/email-suppression/'))).toBe(true));
    expect(card.queryByText(emailSuppressionTexts.mine.title)).toBeNull();
  });
});

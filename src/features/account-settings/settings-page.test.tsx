import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultUserSettings } from '../../domain/settings/user-settings';
import { settingsToApi } from '../../domain/settings/user-settings.mapper';
import { createFakeAuthClient } from '../../auth/testing/fake-auth-client';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import SettingsPage from '../pages/settings.page';

// Typing into many MUI fields is slow under jsdom.
jest.setTimeout(20_000);

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const stored = () => {
  const settings = settingsToApi(defaultUserSettings);
  settings.profile.display_name = 'asha.k';
  settings.notifications.sms = true;
  return settings;
};

function setup(handlers: Parameters<typeof mockApi>[0] = {}) {
  const puts: unknown[] = [];
  fetchMock = mockApi({
    '/accounts/settings/': async (request) => {
      if (request.method === 'PUT') {
        const body = (await request.json()) as { settings: ReturnType<typeof stored> };
        puts.push(body);
        return json({ settings: body.settings, updated_at: '2026-03-01T10:00:00.000Z' });
      }
      return json({ settings: stored(), updated_at: '2026-02-01T09:00:00.000Z' });
    },
    '/accounts/delete/requirements/': () => json({ confirmation_text: 'DELETE MY ACCOUNT', requires_password: true }),
    '/influencers/payment/get_payment_info/': () =>
      json({ has_payment_info: false, payment_method: null, upi: null, bank: null, updated_at: null }),
    '/influencers/me/tax-details/': () => json({ has_pan: false, pan_masked: null, gstin: null, gst_state: null, updated_at: null }),
    '/accounts/whoami/': () => json(whoami()),
    ...handlers,
  });
  const view = renderRoutes(
    [{ path: '/settings', element: <SettingsPage /> }, { path: '/login', element: <h1>Login</h1> }],
    { route: '/settings', preloadedState: signedIn(), auth: createFakeAuthClient() },
  );
  return { ...view, puts };
}

describe('/settings', () => {
  it('loads the stored settings into the form', async () => {
    setup();
    expect(await screen.findByDisplayValue('asha.k', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).toBeChecked();
    expect(screen.getByText(/^Last saved/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('an edit marks the form dirty; Save PUTs the whole document and records the save time', async () => {
    const { puts, store } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Weekly digest' }, { timeout: 5_000 }));
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    expect(store.getState().settings.isDirty).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ settings: { notifications: { weekly_digest: true, sms: true }, profile: { display_name: 'asha.k' } } });
    await waitFor(() => expect(store.getState().settings.lastSavedAt).toBe('2026-03-01T10:00:00.000Z'));
    expect(store.getState().settings.current.notifications.weeklyDigest).toBe(true);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
  });

  it('Discard puts the saved values back', async () => {
    setup();
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Display name', {}, { timeout: 5_000 });
    await user.clear(name);
    await user.type(name, 'someone_else');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByLabelText('Display name')).toHaveValue('asha.k'));
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('validates on submit with the rule messages and sends nothing', async () => {
    const { puts } = setup();
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Display name', {}, { timeout: 5_000 });
    await user.clear(name);
    await user.type(name, 'ab');
    await user.type(screen.getByLabelText('Website'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Display name must be between 3 and 30 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid URL.')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    // then re-validates on change
    await user.type(name, 'c');
    await waitFor(() => expect(screen.queryByText('Display name must be between 3 and 30 characters')).toBeNull());
  });

  it('shows a load failure with Retry', async () => {
    setup({ '/accounts/settings/': () => json({ detail: 'boom', code: 'server_error' }, 500) });
    expect(await screen.findByText('Failed to load settings', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  }, 15_000);

  it('deletes the account: exact phrase, password, then sign-out and /login', async () => {
    const deletions: unknown[] = [];
    const { auth } = setup({
      '/accounts/delete/': async (request) => {
        deletions.push(await request.json());
        return new Response(null, { status: 204 });
      },
    });
    const signOut = jest.spyOn(auth, 'signOut');
    // Sixty characters typed key by key: without a timer between keys, so a busy CI worker is not what it measures.
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await user.type(within(dialog).getByLabelText('Confirmation'), 'delete my account');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Type DELETE MY ACCOUNT exactly as shown')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Confirmation'));
    await user.type(within(dialog).getByLabelText('Confirmation'), 'DELETE MY ACCOUNT');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret!234');
    await user.type(within(dialog).getByLabelText('Why are you leaving? (optional)'), 'Moving on');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(deletions).toEqual([{ confirmation: 'DELETE MY ACCOUNT', password: 'Secret!234', reason: 'Moving on' }]);
    expect(signOut).toHaveBeenCalled();
  }, 45_000);

  it('shows a wrong password under the password field and stays', async () => {
    setup({
      '/accounts/delete/': () =>
        json({ detail: 'The password is incorrect.', code: 'validation_error', errors: { password: ['The password is incorrect.'] } }, 400),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Confirmation'), 'DELETE MY ACCOUNT');
    await user.type(within(dialog).getByLabelText('Password'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findAllByText('The password is incorrect.')).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
  }, 20_000);

  it("shows the account's name as the shell shows it (whoami), read-only", async () => {
    setup({ '/accounts/whoami/': () => json({ ...whoami(), name: 'Neha Bhatt' }) });
    const name = await screen.findByLabelText('Name', {}, { timeout: 5_000 });
    await waitFor(() => expect(name).toHaveValue('Neha Bhatt'));
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByText('Shown across InfluenceHub. Change it in My Profile.')).toBeInTheDocument();
  });

  it('a saved display name refreshes whoami, so the shell shows the new name without a reload', async () => {
    let whoamiCalls = 0;
    const { puts } = setup({
      '/accounts/whoami/': () => {
        whoamiCalls += 1;
        return json(whoami());
      },
    });
    const user = userEvent.setup();
    const displayName = await screen.findByLabelText('Display name', {}, { timeout: 5_000 });
    await waitFor(() => expect(whoamiCalls).toBe(1));
    await user.clear(displayName);
    await user.type(displayName, 'neha.bhatt');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    await waitFor(() => expect(whoamiCalls).toBe(2));
  });

  it('refuses a phone number without its country code with the shared phone message', async () => {
    const { puts } = setup();
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Phone number', {}, { timeout: 5_000 });
    await user.type(phone, '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter a valid phone number with country code (e.g. +91 98765 43210)')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAuthClient, deferred, rejectWith } from '../auth/testing/fake-auth-client';
// notistack at once, as once loaded: toasts show in the same render.
import '../components/toast/toast-host.component';
import { browserAuthNavigation, PageLink, type AuthNavigation } from '../features/auth/auth-navigation';
import { SignedOutApp, type SignedOutAppProps } from './signed-out-app';

jest.setTimeout(20_000);

function navigationAt(search = '', state: unknown = null) {
  const navigate = jest.fn<void, [string, { replace?: boolean }?]>();
  const navigation: AuthNavigation = { navigate, search, state, Link: PageLink };
  return { navigation, navigate };
}

const signedOutSession = { getSession: async () => ({ data: null, error: null }) } as unknown as SignedOutAppProps['client'];
const sessionOf = (answer: Promise<unknown>) => ({ getSession: () => answer }) as unknown as SignedOutAppProps['client'];

function renderApp(props: Partial<SignedOutAppProps> & Pick<SignedOutAppProps, 'path'>) {
  const { navigation, navigate } = navigationAt();
  const utils = render(
    <SignedOutApp auth={createFakeAuthClient()} client={signedOutSession} withoutSession navigation={navigation} themePreference="light" {...props} />,
  );
  return { ...utils, navigate, user: userEvent.setup() };
}

describe('the signed-out pages\' light entry', () => {
  it('shows /login with plain links between the pages', () => {
    renderApp({ path: '/login' });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up as Influencer' })).toHaveAttribute('href', '/influencer-signup');
  });

  it('after sign-in loads the page the access guard remembered, replacing /login', async () => {
    const { navigation, navigate } = navigationAt('', { from: { pathname: '/campaigns/invites', search: '?tab=open', hash: '' } });
    render(<SignedOutApp path="/login" auth={createFakeAuthClient()} client={signedOutSession} withoutSession navigation={navigation} themePreference="light" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/campaigns/invites?tab=open', { replace: true }));
  });

  it('shows the provider\'s answer as a toast when sign-in fails', async () => {
    const { user, navigate } = renderApp({
      path: '/login',
      auth: createFakeAuthClient({ signInWithPassword: rejectWith({ code: 'ACCOUNT_LOCKED', message: 'Too many failed sign-ins. Try again in 15 minutes.' }) }),
    });
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many failed sign-ins. Try again in 15 minutes.')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows "Check your inbox" when the sign-up needs the address confirmed', async () => {
    const { user } = renderApp({ path: '/influencer-signup', auth: createFakeAuthClient({ signUpWithPassword: async () => 'verificationRequired' }) });
    await user.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'Asha@Example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Str0ng!pass');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'Str0ng!pass');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
  });

  it('reads ?token on /forgot-password', () => {
    const { navigation } = navigationAt('?token=abc');
    render(<SignedOutApp path="/forgot-password" auth={createFakeAuthClient()} client={signedOutSession} withoutSession navigation={navigation} themePreference="light" />);
    expect(screen.getByLabelText('New password', { selector: 'input' })).toBeInTheDocument();
  });

  it('says "Loading..." while the session is checked, then sends a signed-in visitor to / (replace)', async () => {
    const answer = deferred<unknown>();
    const { navigate } = renderApp({ path: '/login', withoutSession: false, client: sessionOf(answer.promise) });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    answer.resolve({ data: { user: { id: 'u1', email: 'asha@example.com' }, session: {} }, error: null });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).not.toBeInTheDocument();
  });

  it('shows the page when the session check finds none', async () => {
    renderApp({ path: '/login', withoutSession: false, client: sessionOf(Promise.resolve({ data: null, error: null })) });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('says "Loading signup..." on /influencer-signup while the runtime config is read', () => {
    renderApp({ path: '/influencer-signup', auth: 'loading' });
    expect(screen.getByText('Loading signup...')).toBeInTheDocument();
  });

  it('applies the stored theme preference', () => {
    renderApp({ path: '/login', themePreference: 'dark' });
    expect(document.documentElement.dataset.themePreference).toBe('dark');
  });
});

describe('browserAuthNavigation', () => {
  it('reads the query and the location state react-router left in history.state', () => {
    window.history.replaceState({ usr: { from: { pathname: '/settings', search: '', hash: '' } }, key: 'k', idx: 0 }, '', '/login?x=1');
    const navigation = browserAuthNavigation();
    expect(navigation.search).toBe('?x=1');
    expect(navigation.state).toEqual({ from: { pathname: '/settings', search: '', hash: '' } });
    window.history.replaceState(null, '', '/');
    expect(browserAuthNavigation().state).toBeNull();
  });
});

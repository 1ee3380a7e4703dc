import { screen, waitFor } from '@testing-library/react';
import { createFakeAuthClient, deferred, rejectWith } from '../../../auth/testing/fake-auth-client';
import { renderAuthPage } from '../testing/render-auth-page';
import BrandSignupPage from './brand-signup.page';
import InfluencerSignupPage from './influencer-signup.page';

// Full MUI forms driven by user-event: generous time for busy CI machines.
jest.setTimeout(20_000);

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Create account' });

async function fillValid(user: ReturnType<typeof renderAuthPage>['user'], overrides: Partial<Record<string, string>> = {}) {
  const values = { name: 'Asha Creator', email: 'Asha@Example.com', password: 'Str0ng!pass', confirm: 'Str0ng!pass', ...overrides };
  // Pasting fills a field in one input event; the validation-on-change behaviour is tested with typing elsewhere.
  for (const [label, value] of [['Full name', values.name], ['Email', values.email], ['Password', values.password], ['Confirm password', values.confirm]]) {
    await user.click(field(label!));
    await user.paste(value!);
  }
}

describe('InfluencerSignupPage', () => {
  it.each([
    ['Sh0rt!', 'Password must be at least 8 characters'],
    ['lower0!case', 'Password must contain at least one uppercase letter'],
    ['UPPER0!CASE', 'Password must contain at least one lowercase letter'],
    ['NoNumber!', 'Password must contain at least one number'],
    ['NoSpecial1', 'Password must contain at least one special character'],
  ])('rejects %s with "%s"', async (password, message) => {
    const signUp = jest.fn(async () => 'signedIn' as const);
    const { user } = renderAuthPage(<InfluencerSignupPage />, { auth: createFakeAuthClient({ signUpWithPassword: signUp }) });
    await fillValid(user, { password, confirm: password });
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('asks for the confirmation, reports a mismatch and requires the terms', async () => {
    const { user } = renderAuthPage(<InfluencerSignupPage />);
    await user.click(submit());
    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();

    await user.type(field('Password'), 'Str0ng!pass');
    await user.type(field('Confirm password'), 'Str0ng!pasS');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(screen.queryByText('You must accept the terms and conditions')).not.toBeInTheDocument());
  });

  it('ticks the password rules as they are met', async () => {
    const { user } = renderAuthPage(<InfluencerSignupPage />);
    const rules = screen.getByRole('list', { name: 'Your password needs' });
    const rule = (label: string) => screen.getByText(label).closest('li');
    expect(rules.querySelectorAll('[data-met="true"]')).toHaveLength(0);
    await user.type(field('Password'), 'abc1');
    expect(rule('One lowercase letter')).toHaveAttribute('data-met', 'true');
    expect(rule('One number')).toHaveAttribute('data-met', 'true');
    expect(rule('One uppercase letter')).toHaveAttribute('data-met', 'false');
    await user.type(field('Password'), 'DEF!gh');
    expect(rules.querySelectorAll('[data-met="true"]')).toHaveLength(5);
  });

  it("creates an influencer account, says 'Creating account...' meanwhile, then goes to /dashboard", async () => {
    const pending = deferred<'signedIn'>();
    const signUp = jest.fn(() => pending.promise);
    const { user, currentUrl } = renderAuthPage(<InfluencerSignupPage />, {
      url: '/influencer-signup',
      auth: createFakeAuthClient({ signUpWithPassword: signUp }),
    });
    expect(screen.getByRole('heading', { name: 'Create your influencer account' })).toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(signUp).toHaveBeenCalledWith({ name: 'Asha Creator', email: 'asha@example.com', password: 'Str0ng!pass', persona: 'influencer' });
    pending.resolve('signedIn');
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
  });

  it('toasts the provider error for an existing account and keeps the form', async () => {
    const { user, currentUrl } = renderAuthPage(<InfluencerSignupPage />, {
      url: '/influencer-signup',
      auth: createFakeAuthClient({
        signUpWithPassword: rejectWith({ code: 'USER_ALREADY_EXISTS', message: 'An account with this email already exists.' }),
      }),
    });
    await fillValid(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(field('Email')).toHaveValue('Asha@Example.com');
    expect(currentUrl()).toBe('/influencer-signup');
  });

  it('asks to verify the e-mail when the provider needs that before a session', async () => {
    const { user } = renderAuthPage(<InfluencerSignupPage />, {
      auth: createFakeAuthClient({ signUpWithPassword: async () => 'verificationRequired' }),
    });
    await fillValid(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    // The same words whether or not the address has an account (the e-mail says which).
    expect(screen.getByRole('status')).toHaveTextContent(
      'We sent an e-mail to asha@example.com. Open the link in it, or type its 6-digit code, to confirm your address and finish signing up.',
    );
    expect(screen.getByRole('link', { name: 'Enter the code' })).toHaveAttribute('href', '/verify-email?email=asha%40example.com');
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('BrandSignupPage', () => {
  it('uses brand wording and signs up with persona brand', async () => {
    const signUp = jest.fn(async () => 'signedIn' as const);
    const { user } = renderAuthPage(<BrandSignupPage />, { auth: createFakeAuthClient({ signUpWithPassword: signUp }) });
    expect(screen.getByRole('heading', { name: 'Create your brand account' })).toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    await waitFor(() => expect(signUp).toHaveBeenCalledWith(expect.objectContaining({ persona: 'brand' })));
  });
});

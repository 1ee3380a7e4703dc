import { googleTransition, loginTransition, type LoginEvent, type LoginStatus } from './login.machine';
import { redirectTarget } from './redirect-target';

describe('redirectTarget (after login)', () => {
  it.each([
    [undefined, '/dashboard'],
    [{}, '/dashboard'],
    [{ from: { pathname: '/campaigns/invites', search: '?tab=open', hash: '#x' } }, '/campaigns/invites?tab=open#x'],
    [{ from: { pathname: '/settings' } }, '/settings'],
    [{ from: '/brands/b1/campaigns/create?step=2' }, '/brands/b1/campaigns/create?step=2'],
    [{ from: { pathname: '/login' } }, '/dashboard'],
    [{ from: { pathname: '/sso-callback', search: '?intent=signin' } }, '/dashboard'],
    [{ from: { pathname: '//evil.example/x' } }, '/dashboard'],
    [{ from: { pathname: 'relative' } }, '/dashboard'],
  ])('%j -> %s', (state, expected) => {
    expect(redirectTarget(state)).toBe(expected);
  });
});

describe('login state machine (SPEC §4)', () => {
  const run = (events: LoginEvent[]) => events.reduce<LoginStatus>(loginTransition, 'idle');

  it('idle -> submitting -> complete', () => {
    expect(run(['submit'])).toBe('submitting');
    expect(run(['submit', 'succeeded'])).toBe('complete');
  });

  it('idle -> submitting -> failed, and a failed login can be submitted again', () => {
    expect(run(['submit', 'failed'])).toBe('failed');
    expect(run(['submit', 'failed', 'submit'])).toBe('submitting');
  });

  it('ignores a second submit while submitting and anything after completion', () => {
    expect(run(['submit', 'submit'])).toBe('submitting');
    expect(run(['submit', 'succeeded', 'submit'])).toBe('complete');
    expect(run(['succeeded'])).toBe('idle');
  });

  it('Google: processing until the redirect, re-enabled on error', () => {
    expect(googleTransition('idle', 'start')).toBe('processing');
    expect(googleTransition('processing', 'failed')).toBe('idle');
  });
});

import { combineProvenance, isSafeReturnPath, readConnectOutcome, withConnectOutcome, withoutConnectOutcome } from './social-connect.rules';
import { callbackRefusalTexts, connectOutcomeTexts, socialFailureMessages } from './social-connect.texts';

describe('isSafeReturnPath: same-origin pages of the SPA only (no open redirect)', () => {
  it.each(['/profile', '/profile-setup?step=4', '/campaigns/active/1?tab=content#top', '/'])('accepts %s', (path) => {
    expect(isSafeReturnPath(path)).toBe(true);
  });

  it.each([
    'https://evil.example/profile', '//evil.example/profile', '/\\evil.example', '\\\\evil.example', 'profile', '',
    ' /profile', '/pro file', '/a\nb', '/a\tb', 'javascript:alert(1)', '/api/v1/accounts/whoami/', '/API/v1/x', '/sandbox/youtube/token',
    `/${'a'.repeat(600)}`, 42, null,
  ])('refuses %j', (path) => {
    expect(isSafeReturnPath(path)).toBe(false);
  });

  it('keeps percent-encoded line breaks encoded: they stay inside the path, never a header or another host', () => {
    expect(withConnectOutcome('/%0d%0aLocation:%20https://evil.example', { platform: 'youtube', outcome: 'connected' }))
      .toBe('/%0d%0aLocation:%20https://evil.example?social=youtube&outcome=connected');
  });
});

describe('the outcome in the return URL', () => {
  it('adds platform, outcome and a reason for failures, replacing earlier ones and keeping the page query', () => {
    expect(withConnectOutcome('/profile-setup?step=4&social=instagram&outcome=failed&reason=taken', { platform: 'youtube', outcome: 'connected' }))
      .toBe('/profile-setup?step=4&social=youtube&outcome=connected');
    expect(withConnectOutcome('/profile', { platform: 'instagram', outcome: 'failed', reason: 'taken' }))
      .toBe('/profile?social=instagram&outcome=failed&reason=taken');
    expect(withConnectOutcome('https://evil.example', { platform: 'youtube', outcome: 'cancelled' })).toBe('/profile?social=youtube&outcome=cancelled');
  });

  it('reads it back, ignoring made-up values', () => {
    expect(readConnectOutcome(new URLSearchParams('social=youtube&outcome=connected'))).toEqual({ platform: 'youtube', outcome: 'connected', reason: null });
    expect(readConnectOutcome(new URLSearchParams('social=instagram&outcome=failed&reason=taken'))).toEqual({ platform: 'instagram', outcome: 'failed', reason: 'taken' });
    expect(readConnectOutcome(new URLSearchParams('social=youtube&outcome=failed&reason=<script>'))).toEqual({ platform: 'youtube', outcome: 'failed', reason: 'provider_error' });
    expect(readConnectOutcome(new URLSearchParams('social=tiktok&outcome=connected'))).toBeNull();
    expect(readConnectOutcome(new URLSearchParams('social=youtube&outcome=hacked'))).toBeNull();
    expect(withoutConnectOutcome(new URLSearchParams('step=4&social=youtube&outcome=failed&reason=taken')).toString()).toBe('step=4');
  });
});

describe('texts name the platform (SPEC §8)', () => {
  it.each(['youtube', 'instagram'] as const)('%s', (platform) => {
    const name = platform === 'youtube' ? 'YouTube' : 'Instagram';
    for (const message of [
      socialFailureMessages.verification(platform), socialFailureMessages.connection(platform), socialFailureMessages.disconnection(platform),
      socialFailureMessages.oauthStart(platform), connectOutcomeTexts.cancelled(platform), connectOutcomeTexts.failed(platform, 'taken'),
      callbackRefusalTexts.state_expired(platform),
    ]) expect(message).toContain(name);
  });

  it('has the exact wording', () => {
    expect(socialFailureMessages.verification('youtube')).toBe('Could not verify your YouTube channel. Please try again.');
    expect(socialFailureMessages.oauthStart('instagram')).toBe('Could not start Instagram sign-in. Please try again.');
    expect(connectOutcomeTexts.failed('youtube', 'taken')).toBe('Could not connect your YouTube channel. This YouTube channel is already connected to another InfluenceHub account.');
  });
});

describe('combineProvenance', () => {
  it('is verified or self-reported when all agree, mixed otherwise, null for nothing', () => {
    expect(combineProvenance(['verified', 'verified'])).toBe('verified');
    expect(combineProvenance(['self_reported'])).toBe('self_reported');
    expect(combineProvenance(['verified', 'self_reported'])).toBe('mixed');
    expect(combineProvenance([])).toBeNull();
  });
});

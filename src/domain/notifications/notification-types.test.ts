import { isInternalActionUrl, isSafeActionUrl } from './notification-types';
import { welcomeNotification, welcomeTitle } from './welcome-notification';

describe('isSafeActionUrl', () => {
  it.each(['/dashboard', '/campaigns/active/1?tab=content#top', 'https://example.com/x', 'http://localhost:3000/help'])(
    'accepts %s',
    (url) => expect(isSafeActionUrl(url)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/path',
    '/\\evil.example',
    'mailto:someone@example.com',
    'campaigns/1',
    'https://',
    'ftp://example.com/file',
    '',
    ' /dashboard',
    '/dash board',
    '/a\nb',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (url) => expect(isSafeActionUrl(url)).toBe(false));

  it('treats only product paths as internal', () => {
    expect(isInternalActionUrl('/notifications')).toBe(true);
    expect(isInternalActionUrl('https://example.com')).toBe(false);
    expect(isInternalActionUrl('//example.com')).toBe(false);
  });
});

describe('welcomeNotification', () => {
  it('sends a brand to the brand profile and an influencer to theirs', () => {
    expect(welcomeNotification('brand')).toMatchObject({
      title: 'Welcome to InfluenceHub',
      actionUrl: '/brand-profile-setup',
      eventKey: 'account.welcome',
    });
    expect(welcomeNotification('influencer')).toMatchObject({ title: welcomeTitle, actionUrl: '/profile-setup' });
  });

  it('has no link for an account without a persona, and every link is a safe one', () => {
    expect(welcomeNotification(null)).toMatchObject({ actionUrl: null, actionLabel: null });
    for (const persona of ['brand', 'influencer'] as const) {
      expect(isSafeActionUrl(welcomeNotification(persona).actionUrl ?? '')).toBe(true);
    }
  });
});

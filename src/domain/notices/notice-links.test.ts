import { classifyNoticeHref, noticePlainText, parseNoticeMessage, sanitizeNoticeHref } from './notice-links';

describe('notice link sanitiser (SPEC §2: only /, http(s) and mailto: are honoured)', () => {
  it.each([
    ['/help', 'internal'],
    ['/help/getting-started?tab=1#top', 'internal'],
    ['/', 'internal'],
    ['http://example.com', 'external'],
    ['https://example.com/path?q=1&r=2', 'external'],
    ['HTTPS://Example.com', 'external'],
    ['mailto:support@influencehub.example', 'mailto'],
    ['MAILTO:support@influencehub.example', 'mailto'],
  ])('honours %s', (url, target) => {
    expect(classifyNoticeHref(url)).toBe(target);
    expect(sanitizeNoticeHref(url)).toBe(url);
  });

  const hostile = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'javascript :alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001javascript:alert(1)',
    '\u00a0javascript:alert(1)',
    '\ufeffjavascript:alert(1)',
    '\u2028javascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106&#0000097vascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript%3Aalert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VbScRiPt:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'blob:https://example.com/uuid',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    ' /help',
    '/help ',
    'https:evil.com',
    'http:/evil.com',
    'https://',
    'http//evil.com',
    'mailto',
    'evil.com',
    'help',
    '#',
    '?next=javascript:alert(1)',
    '',
    ' ',
    '\uff0f\uff0fevil.com',
    'jav&#x09;ascript:alert(1)',
  ];

  it.each(hostile.map((url) => [JSON.stringify(url), url]))('turns %s into #', (_label, url) => {
    expect(classifyNoticeHref(url)).toBe('blocked');
    expect(sanitizeNoticeHref(url)).toBe('#');
  });
});

describe('parseNoticeMessage', () => {
  it('splits text and links, keeping the text around them', () => {
    expect(parseNoticeMessage('New here? [Read the help centre](/help) to get started.')).toEqual([
      { kind: 'text', text: 'New here? ' },
      { kind: 'link', text: 'Read the help centre', href: '/help', target: 'internal' },
      { kind: 'text', text: ' to get started.' },
    ]);
  });

  it('handles several links and links at both ends', () => {
    expect(parseNoticeMessage('[A](https://a.example) and [mail us](mailto:x@y.example)')).toEqual([
      { kind: 'link', text: 'A', href: 'https://a.example', target: 'external' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'mail us', href: 'mailto:x@y.example', target: 'mailto' },
    ]);
  });

  it('keeps the text of a hostile link but points it at #', () => {
    expect(parseNoticeMessage('Click [here](javascript:void 0)')).toEqual([
      { kind: 'text', text: 'Click ' },
      { kind: 'link', text: 'here', href: '#', target: 'blocked' },
    ]);
    expect(parseNoticeMessage('[x](//evil.com)')).toEqual([{ kind: 'link', text: 'x', href: '#', target: 'blocked' }]);
  });

  it('does not make a link of a url with parentheses (it stays plain text)', () => {
    const message = 'Click [here](javascript:alert(document.cookie))';
    expect(parseNoticeMessage(message)).toEqual([{ kind: 'text', text: message }]);
  });

  it('leaves text without a complete link untouched', () => {
    for (const message of ['No links here.', '[unclosed](/help', '[](/help)', 'brackets [only] here', '(/help)']) {
      expect(parseNoticeMessage(message)).toEqual([{ kind: 'text', text: message }]);
    }
    expect(parseNoticeMessage('')).toEqual([]);
  });

  it('gives the plain text a screen reader reads', () => {
    expect(noticePlainText('See [the help centre](/help) now')).toBe('See the help centre now');
  });
});

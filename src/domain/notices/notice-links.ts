/**
 * Inline links of notice messages, written [text](url) (SPEC §2 "Notice strip"). Pure, so the SPA renders them and
 * the server can validate with the same rules.
 */
export type NoticeSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string; target: NoticeLinkTarget };

/** internal: a path inside the SPA; external: http(s), opened in a new tab; mailto; blocked: rendered as '#'. */
export type NoticeLinkTarget = 'internal' | 'external' | 'mailto' | 'blocked';

export const blockedHref = '#';

// Browsers drop tabs and newlines inside URLs and trim spaces and control characters around them, so
// 'java\tscript:' runs as 'javascript:' and '/\tevil.com' as '//evil.com'. Any such character (and a backslash,
// which browsers read as '/') blocks the link instead of being cleaned up.
const suspiciousCharacters = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;

function parsesWithProtocol(url: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** Where a notice link may go: only '/path' (not '//host'), http(s):// and mailto:. */
export function classifyNoticeHref(url: string): NoticeLinkTarget {
  if (url === '' || suspiciousCharacters.test(url)) return 'blocked';
  if (url.startsWith('/')) return url.startsWith('//') ? 'blocked' : 'internal';
  if (/^https?:\/\//i.test(url)) return parsesWithProtocol(url, ['http:', 'https:']) ? 'external' : 'blocked';
  if (/^mailto:/i.test(url)) return parsesWithProtocol(url, ['mailto:']) ? 'mailto' : 'blocked';
  return 'blocked';
}

/** The href to render: the URL itself when honoured, '#' otherwise. */
export function sanitizeNoticeHref(url: string): string {
  return classifyNoticeHref(url) === 'blocked' ? blockedHref : url;
}

// [text](url): the text has no brackets, the url no parentheses or line breaks; anything else stays plain text.
const inlineLink = /\[([^[\]\n]+)\]\(([^()\n]*)\)/g;

/** Splits a message into text and link segments; link targets are already sanitised. */
export function parseNoticeMessage(message: string): NoticeSegment[] {
  const segments: NoticeSegment[] = [];
  let last = 0;
  for (const match of message.matchAll(inlineLink)) {
    const [whole, text, url] = match;
    if (match.index > last) segments.push({ kind: 'text', text: message.slice(last, match.index) });
    const target = classifyNoticeHref(url);
    segments.push({ kind: 'link', text, href: target === 'blocked' ? blockedHref : url, target });
    last = match.index + whole.length;
  }
  if (last < message.length) segments.push({ kind: 'text', text: message.slice(last) });
  return segments;
}

/** A notice's message as the API sends it: SPEC §3 allows text, or an object with text or content. */
export type NoticeMessage = string | { text?: string; content?: string };

/** The message's text, whichever form it came in ('' for an object with neither). */
export const noticeMessageText = (message: NoticeMessage): string =>
  typeof message === 'string' ? message : (message.text ?? message.content ?? '');

/** The message as a screen reader or a plain-text channel should read it: link texts without their targets. */
export const noticePlainText = (message: string): string =>
  parseNoticeMessage(message).map((segment) => segment.text).join('');

/** Rules of brand–creator conversations (docs/messages.md), shared by the SPA and the server. */

/** The longest message body, in characters (a long e-mail's worth; longer texts belong in an attachment). */
export const messageBodyMax = 4000;
/** Attachments per message (assets the sender uploaded). */
export const messageAttachmentsMax = 5;
/** Longest report reason. */
export const reportReasonMax = 1000;
/** Messages per page of a thread (default and maximum). */
export const messagePageDefault = 30;
export const messagePageMax = 100;
/** Longest search text on the thread list. */
export const threadSearchMax = 100;
/** A recipient not seen for this long is "away": the first unread message of a thread is also e-mailed. */
export const messageEmailAwayMinutes = 15;
export { messagePollIntervalMs } from './messages-polling';

export const threadSides = ['brand', 'influencer'] as const;
export type ThreadSide = (typeof threadSides)[number];

/** http(s) links in a message body, in order, with the host they really lead to (shown beside the link text). */
export interface MessageLinkPart {
  kind: 'text' | 'link';
  text: string;
  /** For links: the URL's host (punycode as the browser sees it), never the text the sender wrote. */
  host?: string;
  href?: string;
}

const linkPattern = /\bhttps?:\/\/[^\s<>"']+/gi;
const trailingPunctuation = /[.,;:!?)\]]+$/;

/** Splits a body into text and links; only http(s) URLs become links, anything else stays text. */
export function splitMessageLinks(body: string): MessageLinkPart[] {
  const parts: MessageLinkPart[] = [];
  let last = 0;
  for (const match of body.matchAll(linkPattern)) {
    let raw = match[0];
    const trailing = raw.match(trailingPunctuation)?.[0] ?? '';
    if (trailing) raw = raw.slice(0, raw.length - trailing.length);
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href: url.href, host: url.host });
    last = start + raw.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

/** The first characters of a body, one line, for the thread list. */
export function messagePreview(body: string, attachments: number, max = 120): string {
  const line = body.replace(/\s+/g, ' ').trim();
  if (!line) return attachments > 0 ? `${attachments} attachment${attachments === 1 ? '' : 's'}` : '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

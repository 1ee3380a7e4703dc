import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const emailTrackingPath = '/api/v1/email-tracking';

/**
 * The links of an outreach e-mail (docs/outreach-email.md "Tracking"): the open pixel, click redirects and the
 * one-click unsubscribe, each carrying an HMAC-SHA256 (key derived by HKDF from the server's master secret, shared by
 * every API process) over the message id and what the link does. A click redirect only goes where its signature
 * says, and only to this product's own origin: nobody can turn it into an open redirect.
 */
export function createTrackingLinks(masterKey: Buffer, publicUrl: string) {
  const key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'influencehub email-tracking v1', 32));
  const base = publicUrl.replace(/\/$/, '');
  const origin = new URL(base).origin;
  const mac = (purpose: string, messageId: string, value = '') =>
    createHmac('sha256', key).update(`${purpose}\n${messageId}\n${value}`).digest('base64url');
  const same = (presented: string, expected: string) => {
    const a = Buffer.from(presented);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  };

  /** An absolute link into the product (a path is made absolute); anything else is refused. */
  const ownUrl = (target: string): string | null => {
    const absolute = target.startsWith('/') ? `${base}${target}` : target;
    if (!URL.canParse(absolute)) return null;
    return new URL(absolute).origin === origin ? absolute : null;
  };

  function click(messageId: string, target: string): string {
    const url = ownUrl(target);
    if (!url) throw new Error(`Only links into the product are tracked (got ${target}).`);
    return `${base}${emailTrackingPath}/c/${messageId}/?${new URLSearchParams({ u: url, s: mac('click', messageId, url) }).toString()}`;
  }

  /** The target of a click link when its signature is right and it points into the product; else null. */
  function clickTarget(messageId: string, target: string | undefined, signature: string | undefined): string | null {
    if (!target || !signature || !same(signature, mac('click', messageId, target))) return null;
    return ownUrl(target) === target ? target : null;
  }

  const pixel = (messageId: string) => `${base}${emailTrackingPath}/o/${messageId}/?s=${mac('open', messageId)}`;
  const pixelValid = (messageId: string, signature: string | undefined) => !!signature && same(signature, mac('open', messageId));

  /** The opaque unsubscribe token: message id and signature. */
  const unsubscribeToken = (messageId: string) => `${messageId}.${mac('unsubscribe', messageId)}`;
  const unsubscribe = (messageId: string) => `${base}${emailTrackingPath}/unsubscribe/${unsubscribeToken(messageId)}/`;
  /** The message id of a valid unsubscribe token, else null. */
  function unsubscribeMessage(token: string): string | null {
    const [messageId, signature, ...rest] = token.split('.');
    if (!messageId || !signature || rest.length || !/^[0-9a-f-]{36}$/.test(messageId)) return null;
    return same(signature, mac('unsubscribe', messageId)) ? messageId : null;
  }

  return { click, clickTarget, pixel, pixelValid, unsubscribe, unsubscribeToken, unsubscribeMessage, ownUrl };
}

export type TrackingLinks = ReturnType<typeof createTrackingLinks>;

/** The message id of an outbox event: a UUID from the SHA-256 of its key, so a repeated delivery reuses it. */
export function messageIdOf(eventKey: string): string {
  const hex = createHash('sha256').update(eventKey).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

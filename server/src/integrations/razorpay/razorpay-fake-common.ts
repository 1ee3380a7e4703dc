import { randomBytes } from 'node:crypto';
import { json, type FakeReply, type FakeRequest } from '../social/fake-http';
import { signWebhook } from './razorpay-signatures';
import type { WebhookEvent } from './fake-webhook-emitter';

/** Pieces the Razorpay and RazorpayX fakes share: ids, Basic auth, the error envelope, the webhook envelope. */

/** A Razorpay-like id: prefix + 14 base62 characters. */
export function razorpayId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}

export const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export interface ErrorParts {
  code?: string;
  description: string;
  field?: string | null;
  source?: string;
  step?: string;
  reason?: string;
  metadata?: Record<string, unknown>;
}

/** The documented envelope; `field` is left out when it does not apply. */
export function errorReply(status: number, parts: ErrorParts): FakeReply {
  const error: Record<string, unknown> = {
    code: parts.code ?? 'BAD_REQUEST_ERROR',
    description: parts.description,
    source: parts.source ?? 'business',
    step: parts.step ?? 'payment_initiation',
    reason: parts.reason ?? 'input_validation_failed',
    metadata: parts.metadata ?? {},
  };
  if (parts.field) error.field = parts.field;
  return json(status, { error });
}

/** A validation failure (400 BAD_REQUEST_ERROR naming the field). */
export const badRequest = (description: string, field?: string) => errorReply(400, { description, field });

/** HTTP Basic key_id:key_secret; null when accepted, else the 401 envelope ("NA" parts, like Razorpay). */
export function checkBasicAuth(request: FakeRequest, keyId: string, keySecret: string): FakeReply | null {
  const header = request.headers.authorization ?? '';
  const match = /^Basic\s+(.+)$/i.exec(header);
  const decoded = match ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon > 0 && decoded.slice(0, colon) === keyId && decoded.slice(colon + 1) === keySecret) return null;
  return json(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed', source: 'NA', step: 'NA', reason: 'NA', metadata: {} } });
}

/** The JSON body as an object, or the envelope for an unreadable one. */
export function jsonBody(request: FakeRequest): { ok: true; value: Record<string, unknown> } | { ok: false; reply: FakeReply } {
  try {
    const parsed: unknown = request.body ? JSON.parse(request.body) : {};
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return { ok: true, value: parsed as Record<string, unknown> };
  } catch {
    /* answered below */
  }
  return { ok: false, reply: badRequest('The request body is not valid JSON.') };
}

/** A signed Razorpay/RazorpayX webhook: envelope + X-Razorpay-Signature over the exact body + x-razorpay-event-id. */
export function razorpayWebhookEvent(input: {
  accountId: string;
  event: string;
  payload: Record<string, { entity: unknown }>;
  createdAt: Date;
  secret: () => string;
}): WebhookEvent {
  const eventId = razorpayId('evt');
  const body = JSON.stringify({
    entity: 'event',
    account_id: input.accountId,
    event: input.event,
    contains: Object.keys(input.payload),
    payload: input.payload,
    created_at: unix(input.createdAt),
  });
  // The secret in force when the event is created signs it (a rotation does not re-sign queued events).
  const signature = signWebhook(body, input.secret());
  return { eventId, event: input.event, body, headers: () => ({ 'X-Razorpay-Signature': signature, 'x-razorpay-event-id': eventId }) };
}

/** Notes: ≤ 15 pairs, values ≤ 256 characters (integrations.md §3.1); null when fine. */
export function notesError(notes: unknown): FakeReply | null {
  if (notes === undefined || notes === null || (Array.isArray(notes) && notes.length === 0)) return null;
  if (typeof notes !== 'object' || Array.isArray(notes)) return badRequest('The notes must be an array.', 'notes');
  const entries = Object.entries(notes as Record<string, unknown>);
  if (entries.length > 15) return badRequest('Number of fields in notes should be less than or equal to 15', 'notes');
  if (entries.some(([, value]) => String(value).length > 256)) return badRequest('Notes value should be less than or equal to 256 characters', 'notes');
  return null;
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

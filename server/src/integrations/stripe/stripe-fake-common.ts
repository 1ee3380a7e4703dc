import { randomBytes } from 'node:crypto';
import { json, type FakeReply } from '../social/fake-http';

/** Shared pieces of the Stripe fake (stripe.fake.ts, stripe-fake-refunds.ts): ids, times and Stripe's error envelope. */
export const token = (prefix: string, bytes = 12) => `${prefix}${randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x')}`;
export const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export const stripeError = (status: number, error: Record<string, unknown>): FakeReply =>
  json(status, { error: { doc_url: `https://docs.stripe.com/error-codes${error.code ? `/${String(error.code).replace(/_/g, '-')}` : ''}`, ...error } }, { 'request-id': token('req_') });

export const invalid = (message: string, param?: string, code?: string) =>
  stripeError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) });

/** Metadata as Stripe checks it: ≤ 50 keys, key ≤ 40 characters, string values ≤ 500. Returns the error reply or the pairs. */
export function checkMetadata(metadata: unknown): FakeReply | Record<string, string> {
  if (metadata !== undefined && (typeof metadata !== 'object' || metadata === null)) return invalid('Invalid object', 'metadata');
  const entries = Object.entries((metadata ?? {}) as Record<string, unknown>);
  if (entries.length > 50) return invalid('Invalid metadata: metadata cannot have more than 50 keys.', 'metadata');
  for (const [key, value] of entries) {
    if (key.length > 40) return invalid('Invalid metadata: keys must be at most 40 characters.', `metadata[${key}]`);
    if (typeof value !== 'string' || value.length > 500) return invalid('Invalid metadata: values must be strings of at most 500 characters.', `metadata[${key}]`);
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

export const isReply = (value: FakeReply | Record<string, string>): value is FakeReply => typeof (value as FakeReply).status === 'number' && 'body' in value;

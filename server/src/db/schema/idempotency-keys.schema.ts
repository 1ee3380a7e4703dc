import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * The first response to each state-changing call that carried an `Idempotency-Key` (DESIGN §9, the Stripe
 * model). Keyed by the caller (a user id) and the key: the same key with the same request replays the stored
 * response; with another request it is refused (422). `response_status` is null while the first request is
 * still running, so a concurrent retry waits or is told to retry instead of running the change twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who sent it: `user:<uuid>`, or `service` for the service token. Keys never collide across callers. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of method, path and body: what "the same request" means. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Stored responses are kept 24 h, then pruned; a stale in-progress row (crashed request) expires sooner. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('idempotency_keys_scope_key_unique').on(table.scope, table.key),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

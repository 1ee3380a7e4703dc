import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Units spent per provider quota and quota day (docs/analytics.md "Quota ledger"). YouTube's Data API allows 10,000
 * units a day per Google Cloud project, reset at midnight Pacific time; the statistics collector reserves a unit here
 * before every call and stops for the day when the ledger is full or YouTube answers quotaExceeded (`exhausted_at`).
 * One row per (provider, day); the project's quota is shared by every process, so the ledger lives in the database.
 */
export const providerQuotaLedger = pgTable(
  'provider_quota_ledger',
  {
    /** Which quota: 'youtube.data_api'. */
    provider: text('provider').notNull(),
    /** The provider's quota day (YouTube: the Pacific calendar day), YYYY-MM-DD. */
    quotaDay: date('quota_day', { mode: 'string' }).notNull(),
    unitsSpent: integer('units_spent').notNull().default(0),
    /** Requests sent (each costs at least one unit, failed ones too). */
    calls: integer('calls').notNull().default(0),
    /** When the provider answered that the day's quota is spent; nothing more is sent that day. */
    exhaustedAt: timestamp('exhausted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.quotaDay], name: 'provider_quota_ledger_pk' }),
    check('provider_quota_ledger_units_check', sql`${table.unitsSpent} >= 0 and ${table.calls} >= 0`),
  ],
);

export type ProviderQuotaLedgerRow = typeof providerQuotaLedger.$inferSelect;

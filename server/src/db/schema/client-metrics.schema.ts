import { bigserial, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * Web vitals, API response times and other client measurements sent by the SPA's metrics saga
 * (SPEC §7 metrics endpoint). One row per measurement; operators read p75 per name and route.
 */
export const clientMetrics = pgTable(
  'client_metrics',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** e.g. LCP, INP, CLS, FCP, TTFB, api_response_time, long_task, slow_resource. */
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    /** good, needs-improvement or poor, as rated by the SPA against SPEC §9 budgets. */
    rating: text('rating').notNull(),
    /** The SPA route pattern or API endpoint the measurement belongs to. */
    route: text('route').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    attributes: jsonb('attributes'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_metrics_name_route_recorded_idx').on(table.name, table.route, table.recordedAt)],
);

export type ClientMetricRow = typeof clientMetrics.$inferSelect;

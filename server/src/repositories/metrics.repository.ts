import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { clientMetrics } from '../db/schema/client-metrics.schema';

export type NewClientMetric = typeof clientMetrics.$inferInsert;

export interface MetricAggregate {
  name: string;
  route: string;
  p75: number;
  count: number;
}

/** More (name, route) groups than any real SPA has; keeps a flood of bogus routes from making a huge answer. */
const maxSummaryRows = 2000;

export function createMetricsRepository(db: Database) {
  async function insertMany(rows: NewClientMetric[]): Promise<number> {
    if (rows.length === 0) return 0;
    await db.insert(clientMetrics).values(rows);
    return rows.length;
  }

  /** Removes measurements taken before `cutoff`; returns how many. */
  async function deleteRecordedBefore(cutoff: Date): Promise<number> {
    const deleted = await db.delete(clientMetrics).where(lt(clientMetrics.recordedAt, cutoff)).returning({ id: clientMetrics.id });
    return deleted.length;
  }

  /** p75 (percentile_cont) and count per name and route of the measurements taken since `since`. */
  async function aggregate(filter: { since: Date; route?: string; name?: string }): Promise<MetricAggregate[]> {
    const conditions: SQL[] = [gte(clientMetrics.recordedAt, filter.since)];
    if (filter.route) conditions.push(eq(clientMetrics.route, filter.route));
    if (filter.name) conditions.push(eq(clientMetrics.name, filter.name));
    const rows = await db
      .select({
        name: clientMetrics.name,
        route: clientMetrics.route,
        p75: sql<number>`percentile_cont(0.75) within group (order by ${clientMetrics.value})`,
        count: sql<number>`count(*)`,
      })
      .from(clientMetrics)
      .where(and(...conditions))
      .groupBy(clientMetrics.name, clientMetrics.route)
      .orderBy(clientMetrics.route, clientMetrics.name)
      .limit(maxSummaryRows);
    return rows.map((row) => ({ ...row, p75: Number(row.p75), count: Number(row.count) }));
  }

  return { insertMany, deleteRecordedBefore, aggregate };
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>;

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type DatabaseConnection } from '../db/database';

export interface MigrationStatus {
  applied: number;
  expected: number;
  lastAppliedAt: string | null;
}

/** Number of migrations shipped with this build (drizzle's journal). */
function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

const rowsOf = (result: unknown): Array<Record<string, unknown>> =>
  Array.isArray(result) ? result : ((result as { rows?: Array<Record<string, unknown>> }).rows ?? []);

/** Database facts for the health endpoints. */
export function createSystemRepository(database: DatabaseConnection) {
  const expected = expectedMigrations();

  /** `SELECT 1` with a deadline, so readiness answers promptly even when the network hangs. */
  async function ping(timeoutMs = 2_000): Promise<number> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Database did not answer within ${timeoutMs} ms.`)), timeoutMs);
    });
    try {
      await Promise.race([database.ping(), deadline]);
    } finally {
      clearTimeout(timer);
    }
    return performance.now() - started;
  }

  async function migrationStatus(): Promise<MigrationStatus> {
    const result = await database.db.execute(
      sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
    const row = rowsOf(result)[0] ?? {};
    const last = row.last === null || row.last === undefined ? null : new Date(Number(row.last)).toISOString();
    return { applied: Number(row.applied ?? 0), expected, lastAppliedAt: last };
  }

  return { ping, migrationStatus, kind: database.kind, expectedMigrations: expected };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;

import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** The Drizzle client every repository receives; PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: the Drizzle client plus the lifecycle the app and health checks need. */
export interface DatabaseConnection {
  readonly db: Database;
  readonly kind: DatabaseKind;
  /** Where pg-boss connects (server/src/jobs): the embedded instance itself, or the PostgreSQL URL. */
  readonly jobsTarget?: { pglite: PGlite } | { url: string };
  /** Applies the SQL migrations under server/drizzle (idempotent). */
  migrate(): Promise<void>;
  /** Runs `SELECT 1`; rejects when the database is unreachable. */
  ping(): Promise<void>;
  /** Closes the client or pool; later queries fail. Safe to call twice. */
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { pgliteDir: string }
  | { memory: true };

/** Migrations live beside src/, resolved from this file so any cwd works. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  return 'url' in options ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

async function openPglite(options: { pgliteDir: string } | { memory: true }): Promise<DatabaseConnection> {
  let client: PGlite;
  if ('pgliteDir' in options) {
    await mkdir(options.pgliteDir, { recursive: true });
    client = new PGlite(options.pgliteDir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite({ client });
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    jobsTarget: { pglite: client },
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      if (closed || client.closed) throw new Error('The embedded database is closed.');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; queries report the failure instead.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool });
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    jobsTarget: { url },
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: async () => {
      if (closed) throw new Error('The database pool is closed.');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

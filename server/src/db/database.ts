import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverRoot } from '../server-paths';

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
  /** PostgreSQL only, for metrics: the pool's connections (PGlite has one connection and no pool). */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero for long means the pool is too small or the database slow. */
  waiting: number;
  max: number;
}

export interface PostgresOptions {
  url: string;
  poolSize?: number;
  /** Client-side deadline of one query, and the server's statement_timeout (ms); 0 turns both off. */
  queryTimeoutMs?: number;
  /** How long to wait for a new connection before failing (ms): an unreachable database answers fast, not never. */
  connectionTimeoutMs?: number;
}

/** In memory; `loadDataDir` starts from a dump of another instance (tests start from an already migrated one). */
export interface MemoryOptions {
  memory: true;
  loadDataDir?: Blob;
  /** PGlite's WebAssembly compiled and its file bundle read once, for a process that opens many (the tests). */
  prepared?: PreparedPglite;
}

/** PGlite's compiled WebAssembly and its file bundle. */
export type PreparedPglite = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>>;

export type DatabaseOptions = PostgresOptions | { pgliteDir: string } | MemoryOptions;

/** Migrations live in server/drizzle, found from the server's root so any cwd (and the dist/ bundle) works. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  return 'url' in options ? openPostgres(options) : openPglite(options);
}

/** Extensions the migrations create: pg_trgm for the directory's trigram text search (docs/directory.md). */
const pgliteExtensions = { pg_trgm };

async function openPglite(options: { pgliteDir: string } | MemoryOptions): Promise<DatabaseConnection> {
  let client: PGlite;
  if ('pgliteDir' in options) {
    await mkdir(options.pgliteDir, { recursive: true });
    client = new PGlite(options.pgliteDir, { extensions: pgliteExtensions });
  } else {
    client = new PGlite({ ...(options.loadDataDir && { loadDataDir: options.loadDataDir }), ...options.prepared, extensions: pgliteExtensions });
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

/** One key for every process of this product: whoever holds it applies migrations, the others wait, then find none. */
const migrationLockKey = 7_342_190_415;

/**
 * Applies migrations under `pg_advisory_lock` on a connection of its own, without the pool's query deadline (a
 * migration or the wait for the lock may take long), so processes starting together never race.
 */
async function migratePostgresLocked(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    await client.end();
  }
}

async function openPostgres(options: PostgresOptions): Promise<DatabaseConnection> {
  const { url, poolSize = 10, queryTimeoutMs = 5_000, connectionTimeoutMs = 1_500 } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectionTimeoutMs,
    // A query on a connection whose server went away must fail, not hang: the caller then answers 503.
    ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs, statement_timeout: queryTimeoutMs } : {}),
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; queries report the failure instead.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool });
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    jobsTarget: { url },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    migrate: () => migratePostgresLocked(url),
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

import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase, type DatabaseConnection, type PreparedPglite } from '../../src/db/database';

/** A fresh database: in-memory PGlite, or a new uniquely named database on TEST_DATABASE_URL's server. */
export async function createTestDatabase(): Promise<{ database: DatabaseConnection; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ memory: true, loadDataDir: await migratedPgliteSnapshot(), prepared: await preparedPglite() });
    return { database, drop: () => database.close() };
  }
  const template = await migratedTemplateDatabase(adminUrl);
  const name = `ih_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (admin) => admin.query(`create database "${name}" template "${template}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  return {
    database,
    drop: async () => {
      await database.close();
      await withAdminClient(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/**
 * PGlite compiles its WebAssembly and unpacks its file bundle for every instance; a test file opens one per suite,
 * some 230 a run. Done once per process, an instance starts in about 400 ms instead of 600 ms.
 */
let preparedPromise: Promise<PreparedPglite> | undefined;
function preparedPglite(): Promise<PreparedPglite> {
  preparedPromise ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, bundle] = await Promise.all([readFile(path.join(dist, 'pglite.wasm')), readFile(path.join(dist, 'pglite.data'))]);
    // The server's TypeScript has no DOM library, hence no WebAssembly types: PGlite's option type says what it is.
    const compile = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<PreparedPglite['pgliteWasmModule']> } }).WebAssembly.compile;
    return { pgliteWasmModule: await compile(wasm), fsBundle: new Blob([bundle]) };
  })();
  return preparedPromise;
}

async function withAdminClient<T>(adminUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * Every test file used to build its database from nothing (initdb plus every migration: 4-5 s each on a busy 2-core
 * machine, some 70 times per run). The migrated state is the same for all of them, so it is made once per set of
 * migrations and copied: a PGlite data-directory dump in the temp folder, or a template database on the server.
 * The key is the migrations' content, so a changed or added migration makes a new one.
 */
let migrationsKeyPromise: Promise<string> | undefined;
function migrationsKey(): Promise<string> {
  migrationsKeyPromise ??= (async () => {
    const hash = createHash('sha256');
    const walk = async (dir: string): Promise<void> => {
      for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else hash.update(entry.name).update(await readFile(full));
      }
    };
    await walk(migrationsFolder);
    return hash.digest('hex').slice(0, 16);
  })();
  return migrationsKeyPromise;
}

let snapshotPromise: Promise<Blob> | undefined;
function migratedPgliteSnapshot(): Promise<Blob> {
  snapshotPromise ??= (async () => {
    const file = path.join(os.tmpdir(), `ih-test-pglite-${await migrationsKey()}.tar`);
    const cached = await readFile(file).catch(() => undefined);
    if (cached) return new Blob([cached]);
    const database = await openDatabase({ memory: true });
    try {
      await database.migrate();
      const target = database.jobsTarget;
      if (!target || !('pglite' in target)) throw new Error('An in-memory database is PGlite.');
      const dump = await target.pglite.dumpDataDir('none');
      // Test files run in parallel processes: write beside, then rename, so nobody reads half a file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    } finally {
      await database.close();
    }
  })();
  return snapshotPromise;
}

/** A lock key of its own, so the template is made once even when test files start together. */
const templateLockKey = 7_342_190_416;

async function migratedTemplateDatabase(adminUrl: string): Promise<string> {
  const template = `ih_test_template_${await migrationsKey()}`;
  await withAdminClient(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [templateLockKey]);
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount) return;
      const building = `${template}_building`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ url: url.toString(), poolSize: 1 });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      // Renamed only once complete: a run killed half-way leaves no template that looks finished.
      await admin.query(`alter database "${building}" rename to "${template}"`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [templateLockKey]);
    }
  });
  return template;
}

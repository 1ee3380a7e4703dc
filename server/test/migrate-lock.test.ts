// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): processes migrating one shared database at once, under the advisory lock.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../src/db/database';

const adminUrl = process.env.TEST_DATABASE_URL;
// PGlite is one process's embedded database: nothing else can migrate it at the same time.
const skip = adminUrl ? false : 'needs TEST_DATABASE_URL: concurrent migrations only happen on a shared PostgreSQL server';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('migrations under a lock', { skip }, () => {
  it('three processes migrating a fresh database together all succeed and apply each migration once', async () => {
    const name = `ih_migrate_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await admin((client) => client.query(`create database "${name}"`));
    const url = Object.assign(new URL(adminUrl!), { pathname: `/${name}` }).toString();
    const connections = await Promise.all([1, 2, 3].map(() => openDatabase({ url, poolSize: 1 })));
    try {
      const results = await Promise.allSettled(connections.map((connection) => connection.migrate()));
      assert.deepEqual(results.map((result) => result.status), ['fulfilled', 'fulfilled', 'fulfilled'], JSON.stringify(results));
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = await admin(async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return (await client.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations')).rows[0].count;
        } finally {
          await client.end();
        }
      });
      assert.equal(Number(applied), journal.entries.length);
    } finally {
      await Promise.all(connections.map((connection) => connection.close()));
      await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
    }
  });
});

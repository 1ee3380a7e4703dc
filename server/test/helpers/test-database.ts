import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseConnection } from '../../src/db/database';

/** A fresh database: in-memory PGlite, or a new uniquely named database on TEST_DATABASE_URL's server. */
export async function createTestDatabase(): Promise<{ database: DatabaseConnection; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ memory: true });
    return { database, drop: () => database.close() };
  }
  const name = `ih_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

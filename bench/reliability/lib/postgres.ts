import pg from 'pg';

/** The machine's PostgreSQL server (README: `postgres://postgres@127.0.0.1:5432/postgres`). */
export const machineAdminUrl = process.env.RELIABILITY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, (client) => client.query(`create database "${name}"`));
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).catch(() => undefined);
}

/** `select count(*)`-style single number. */
export async function count(url: string, query: string, values: unknown[] = []): Promise<number> {
  return withClient(url, async (client) => Number(Object.values((await client.query(query, values)).rows[0] ?? { n: 0 })[0]));
}

// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): a migration applied to existing rows on a PostgreSQL server.
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/database';

/**
 * Migration 0006 (one handle, one account per platform) on a database an older version filled: Instagram handles
 * seeded without their @, and one channel linked to two profiles. The server must still start (the index builds),
 * keeping the first claim of each channel.
 */
describe('migration 0006: unique social handles on an existing database', () => {
  let dir: string;
  let client: PGlite;

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ih-0006-'));
    const before0006 = path.join(dir, 'drizzle');
    await cp(migrationsFolder, before0006, { recursive: true });
    const journalPath = path.join(before0006, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    const at = journal.entries.findIndex((entry) => entry.tag.startsWith('0006_'));
    assert.ok(at > 0, 'migration 0006 is in the journal');
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    client = new PGlite({ extensions: { pg_trgm } });
    await migrate(drizzle({ client }), { migrationsFolder: before0006 });
  });
  after(async () => {
    await client.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('adds the missing @, keeps the oldest link of a channel claimed twice, and refuses a third', async () => {
    const users = await client.query<{ id: string }>(
      `insert into users (issuer, subject, persona) values ('urn:t', 'a', 'influencer'), ('urn:t', 'b', 'influencer') returning id`,
    );
    const [first, second] = users.rows.map((row) => row.id);
    const profiles = await client.query<{ id: string }>(`insert into influencers (user_id) values ($1), ($2) returning id`, [first, second]);
    const [a, b] = profiles.rows.map((row) => row.id);
    await client.query(
      `insert into social_accounts (influencer_id, platform, handle, profile_url, created_at) values
        ($1, 'instagram', 'ivy.creates', 'https://www.instagram.com/ivy.creates/', now() - interval '2 days'),
        ($2, 'instagram', '@Ivy.Creates', 'https://www.instagram.com/ivy.creates/', now() - interval '1 day'),
        ($1, 'youtube', '@ivycreates', 'https://www.youtube.com/@ivycreates', now()),
        ($2, 'youtube', '@other', 'https://www.youtube.com/@other', now())`,
      [a, b],
    );

    await migrate(drizzle({ client }), { migrationsFolder });

    const left = await client.query<{ influencer_id: string; platform: string; handle: string }>(
      'select influencer_id, platform, handle from social_accounts order by platform::text, handle',
    );
    assert.deepEqual(left.rows, [
      { influencer_id: a, platform: 'instagram', handle: '@ivy.creates' },
      { influencer_id: a, platform: 'youtube', handle: '@ivycreates' },
      { influencer_id: b, platform: 'youtube', handle: '@other' },
    ]);
    await assert.rejects(
      client.query(`insert into social_accounts (influencer_id, platform, handle, profile_url) values ($1, 'youtube', '@IVYCREATES', 'https://www.youtube.com/@ivycreates')`, [b]),
      /social_accounts_platform_handle_unique/,
    );
  });
});

import path from 'node:path';
import Fastify from 'fastify';
import { openDatabase } from './db/database';
import { createIdentity } from './identity/identity';
import { loggerOptions } from './observability/logger-options';
import { createUsersRepository } from './repositories/users.repository';
import { failedToStart, loadConfigOrExit } from './runtime/load-config';

/**
 * `npm run migrate` (docs/deployment.md "Upgrading"): applies server/drizzle's migrations once. On PostgreSQL it holds
 * `pg_advisory_lock` meanwhile, so processes starting together wait for one another instead of racing; the server
 * and worker entries run the same step at start and find nothing left to do. It then opens the identity provider
 * once, which creates the built-in signing key on a fresh database: API processes started together afterwards all
 * find that one key instead of each creating its own.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const database = config.databaseUrl
    ? await openDatabase({ url: config.databaseUrl, poolSize: 2 })
    : await openDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') });
  try {
    const started = performance.now();
    await database.migrate();
    const logger = Fastify({ logger: loggerOptions({ level: config.logLevel }) }).log;
    const identity = await createIdentity({
      config: config.identity, db: database.db, publicUrl: config.publicUrl, logger, users: createUsersRepository(database.db),
    });
    await identity.close();
    process.stdout.write(`Migrations applied (${database.kind}, ${Math.round(performance.now() - started)} ms).\n`);
  } finally {
    await database.close();
  }
}

main().catch(failedToStart);

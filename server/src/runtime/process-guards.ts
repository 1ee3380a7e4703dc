import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-errors';

/**
 * Process-level safety nets for the server and worker entries. A rejected promise nobody awaited is a bug to log, not
 * a reason to drop every request in flight. An uncaught exception from a lost database connection (a pg client
 * without an 'error' listener while PostgreSQL restarts) is logged and survived: the pool reconnects by itself.
 * Any other uncaught exception leaves the process in an unknown state, so it exits for the supervisor to restart it.
 */
export function installProcessGuards(logger: FastifyBaseLogger): void {
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  });
  process.on('uncaughtException', (error) => {
    if (isDatabaseUnavailable(error)) {
      logger.error({ err: error }, 'database connection lost');
      return;
    }
    logger.fatal({ err: error }, 'uncaught exception; exiting');
    process.exitCode = 1;
    setImmediate(() => process.exit(1));
  });
}

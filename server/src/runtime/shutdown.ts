import type { Server } from 'node:http';
import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/** The whole shutdown must fit in what orchestrators give before SIGKILL (Kubernetes: 30 s; ours: 10 s). */
export const shutdownBudgetMs = 10_000;

/** How long an API process keeps answering (readiness 503, `Connection: close`) before it stops listening. */
export const shutdownDrainMs = 1_000;

/**
 * On SIGTERM or SIGINT runs `stop` once (stop taking work, finish what is in flight, close the pool) and exits 0,
 * or 1 when it fails or outlives the budget. A second signal does not interrupt a shutdown in progress.
 */
export function exitOnSignals(logger: FastifyBaseLogger, stop: (signal: NodeJS.Signals) => Promise<void>): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error({ budgetMs: shutdownBudgetMs }, 'shutdown took too long; exiting');
      process.exit(1);
    }, shutdownBudgetMs);
    force.unref();
    stop(signal).then(
      () => {
        logger.info('shut down');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/**
 * Stops accepting connections without touching open ones. `http.Server#close` would also close every connection
 * that looks idle, including one whose request is still on the wire (the client sees a reset); the drain lets the
 * open ones end by themselves (`Connection: close` on their next answer).
 */
export function stopAccepting(server: Server): void {
  net.Server.prototype.close.call(server);
}

/** Resolves once no connection is open, or after `timeoutMs`. */
export async function connectionsClosed(server: Server, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<number>((done) => server.getConnections((error, count) => done(error ? 0 : count)));
    if (open === 0) return;
    await new Promise((done) => setTimeout(done, 50));
  }
}

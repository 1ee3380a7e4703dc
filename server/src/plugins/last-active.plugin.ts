import type { FastifyInstance } from 'fastify';

/**
 * Team "last active" (docs/team.md): after an authenticated brand user's request, marks them active in their
 * brands. Cheap: the service skips a user marked in the last minute (in memory), and the UPDATE writes no row
 * touched in the last five minutes. After the answer is sent, so it never slows a request; a failure is logged.
 * Closing the app waits for the writes in flight, so none reaches a closed database.
 */
export function registerLastActive(app: FastifyInstance, touch: (userId: string) => Promise<void>): void {
  const inFlight = new Set<Promise<void>>();
  let closing = false;
  app.addHook('onResponse', async (request) => {
    const user = request.user;
    if (closing || !user || user.persona !== 'brand' || !request.url.startsWith('/api/v1/')) return;
    const write = touch(user.id).catch((error: unknown) => request.log.warn({ err: error }, 'last active update failed'));
    inFlight.add(write);
    try {
      await write;
    } finally {
      inFlight.delete(write);
    }
  });
  app.addHook('preClose', async () => {
    closing = true;
    await Promise.all([...inFlight]);
  });
}

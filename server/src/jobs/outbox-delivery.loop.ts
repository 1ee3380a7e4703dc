import type { FastifyBaseLogger } from 'fastify';

/** How often a worker looks for due events when nothing kicked it: the bound on delivery latency across processes. */
export const outboxPollMs = 1_000;

/**
 * The worker's fast path for the outbox (docs/outbox.md): deliver everything due every second, and at once when a
 * commit in this process kicks it (the embedded default shows a notification within milliseconds). One pass at a
 * time; a kick during a pass asks for one more. `stop()` waits for the pass in flight. A failing pass (database
 * down) is logged once per outage and retried at the next tick.
 */
export function createOutboxDeliveryLoop(options: { deliver: () => Promise<unknown>; logger: FastifyBaseLogger; intervalMs?: number }) {
  const intervalMs = options.intervalMs ?? outboxPollMs;
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let again = false;
  let failing = false;

  function schedule(delayMs: number): void {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(pass, delayMs);
    timer.unref();
  }

  async function deliverUntilQuiet(): Promise<void> {
    do {
      again = false;
      try {
        await options.deliver();
        if (failing) options.logger.info('outbox delivery recovered');
        failing = false;
      } catch (error) {
        if (!failing) options.logger.error({ err: error }, 'outbox delivery failed; retrying every second');
        failing = true;
        return;
      }
    } while (again && running);
  }

  function pass(): void {
    timer = null;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = deliverUntilQuiet().finally(() => {
      inFlight = null;
      schedule(intervalMs);
    });
  }

  return {
    name: 'outbox-delivery',
    start(): void {
      if (running) return;
      running = true;
      schedule(0);
    },
    /** A commit in this process wrote events: deliver now rather than at the next tick. */
    kick(): void {
      if (!running) return;
      if (inFlight) again = true;
      else schedule(0);
    },
    async stop(): Promise<void> {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
    },
  };
}

export type OutboxDeliveryLoop = ReturnType<typeof createOutboxDeliveryLoop>;

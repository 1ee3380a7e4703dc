import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type QueuePolicy } from 'pg-boss';
import type { DatabaseConnection } from '../db/database';

/** A background job: its queue name, what runs one job, and optionally a recurring schedule (cron, UTC). */
export interface JobDefinition<T extends object = Record<string, unknown>> {
  name: string;
  handler: (data: T) => Promise<void>;
  /** pg-boss queue policy; 'stately' keeps one queued and one active job per singleton key. */
  policy?: QueuePolicy;
  /** e.g. '*\/5 * * * *': pg-boss sends one job per tick, across every server process. */
  cron?: string;
  retryLimit?: number;
}

export interface SendOptions {
  /** At most one queued job per key (with the 'stately' or 'short' policy), e.g. a campaign id. */
  singletonKey?: string;
}

/**
 * Background jobs on pg-boss (docs/marketplace.md "Jobs"). pg-boss keeps its tables in the `pgboss` schema of the
 * app's own database: the embedded PGlite (through `fromPglite`, same single connection) or PostgreSQL (its own
 * small pool). With the worker off (JOBS_WORKER=off, the default in tests) nothing starts: sent jobs wait in
 * memory, one per queue and singleton key, until `drain()` runs them in order, so tests stay deterministic.
 */
export function createJobRunner(options: { worker: boolean; database: DatabaseConnection; logger: FastifyBaseLogger }) {
  const definitions = new Map<string, JobDefinition<object>>();
  const pending = new Map<string, { name: string; data: object }>();
  let boss: PgBoss | null = null;

  /** Registers a job; call before `start()` (app-context wires every feature's jobs). */
  function register<T extends object>(definition: JobDefinition<T>): void {
    if (definitions.has(definition.name)) throw new Error(`Job ${definition.name} is registered twice.`);
    definitions.set(definition.name, definition as unknown as JobDefinition<object>);
  }

  async function send(name: string, data: object, sendOptions: SendOptions = {}): Promise<void> {
    if (!definitions.has(name)) throw new Error(`Unknown job ${name}.`);
    if (boss) {
      await boss.send(name, data, { singletonKey: sendOptions.singletonKey });
      return;
    }
    const key = `${name}:${sendOptions.singletonKey ?? pending.size}`;
    if (!pending.has(key)) pending.set(key, { name, data });
  }

  /** Worker off: runs every job sent so far (and any they send), in order. Tests await this. */
  async function drain(): Promise<number> {
    let ran = 0;
    while (pending.size > 0) {
      const [key, job] = pending.entries().next().value as [string, { name: string; data: object }];
      pending.delete(key);
      await definitions.get(job.name)!.handler(job.data);
      ran += 1;
    }
    return ran;
  }

  /** Worker off: runs one registered job's handler now (tests of scheduled jobs). */
  async function runNow(name: string, data: object = {}): Promise<void> {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`Unknown job ${name}.`);
    await definition.handler(data);
  }

  async function start(): Promise<void> {
    if (!options.worker || boss) return;
    const target = options.database.jobsTarget;
    if (!target) throw new Error('This database connection cannot run background jobs.');
    const instance = 'pglite' in target
      ? new PgBoss({ db: fromPglite(target.pglite), backend: 'pglite', useListenNotify: true })
      : new PgBoss({ connectionString: target.url, max: 3, useListenNotify: true });
    instance.on('error', (error) => options.logger.error({ err: error }, 'background jobs error'));
    await instance.start();
    for (const definition of definitions.values()) {
      await instance.createQueue(definition.name, { policy: definition.policy ?? 'standard', retryLimit: definition.retryLimit ?? 3, notify: true });
      await instance.work<object>(definition.name, { pollingIntervalSeconds: 2 }, async (jobs) => {
        for (const job of jobs) await definition.handler(job.data);
      });
      if (definition.cron) await instance.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
      else await instance.unschedule(definition.name).catch(() => undefined);
    }
    boss = instance;
  }

  /** Stops polling and waits (briefly) for running jobs; the app closes the database afterwards. */
  async function stop(): Promise<void> {
    const instance = boss;
    boss = null;
    if (instance) await instance.stop({ graceful: true, timeout: 5_000 });
  }

  return { register, send, drain, runNow, start, stop, get running() { return boss !== null; }, get pendingCount() { return pending.size; } };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

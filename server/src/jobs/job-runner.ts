import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type QueuePolicy } from 'pg-boss';
import type { DatabaseConnection } from '../db/database';
import type { JobsMode } from './jobs.config';

/** A background job: its queue name, what runs one job, and optionally a recurring schedule (cron, UTC). */
export interface JobDefinition<T extends object = Record<string, unknown>> {
  name: string;
  handler: (data: T) => Promise<void>;
  /** pg-boss queue policy; 'stately' keeps one queued and one active job per singleton key. */
  policy?: QueuePolicy;
  /** e.g. '*\/5 * * * *': pg-boss sends one job per tick, across every worker process. */
  cron?: string;
  /** The singleton key of the jobs the cron sends (so a tick merges with a triggered run under 'stately'). */
  cronSingletonKey?: string;
  retryLimit?: number;
}

/** Long-running work a worker owns besides queues (e.g. outbox delivery): started after the queues, stopped first. */
export interface WorkerLoop {
  name: string;
  start(): void | Promise<void>;
  stop(): Promise<void>;
}

/** Jobs of one queue by state (failed: failed jobs pg-boss still retains, a rolling count of recent failures). */
export interface QueueDepth {
  name: string;
  ready: number;
  deferred: number;
  active: number;
  failed: number;
}

export interface SendOptions {
  /** At most one queued job per key (with the 'stately' or 'short' policy), e.g. a campaign id. */
  singletonKey?: string;
  /** Not before this time (a deferred job, e.g. until a provider's quota resets). */
  startAfter?: Date;
}

/**
 * What `enqueueOnce` did: queued a new job, or merged the request into the job of that key that is already waiting
 * (`already_queued`, possibly deferred: `startAfter`) or running (`already_running`).
 */
export interface EnqueueOutcome {
  status: 'queued' | 'already_queued' | 'already_running';
  startAfter: Date | null;
}

/** A job waiting in memory mode (tests inspect deferred jobs with `pendingJobs()`). */
export interface PendingJob {
  name: string;
  singletonKey: string | null;
  data: object;
  startAfter: Date | null;
}

export interface JobRunnerOptions {
  mode: JobsMode;
  database: DatabaseConnection;
  logger: FastifyBaseLogger;
  /** Seconds a job may stay active before pg-boss retries it (a worker killed mid-job). */
  expireInSeconds?: number;
  /**
   * Seconds a running job may go without a heartbeat (pg-boss's worker sends one every half of it) before the monitor
   * fails it and it is retried: a worker killed with kill -9 releases its 'stately' queue within about this plus the
   * monitor interval, not only at expiry. Default 30.
   */
  heartbeatSeconds?: number;
  /** Testing only (the reliability suite): ms a worker waits after a job's work, before pg-boss marks it done. */
  holdAfterWorkMs?: number;
}

/** How long `stop()` lets running jobs finish before pg-boss hands them back to the queue (shutdown budget: 10 s). */
const stopGraceMs = 5_000;

/**
 * Background jobs on pg-boss (docs/marketplace.md "Jobs", docs/deployment.md "Processes"). pg-boss keeps its tables in
 * the `pgboss` schema of the app's own database: the embedded PGlite (through `fromPglite`) or PostgreSQL (its own
 * small pool). Mode `on` works the queues and schedules here; `off` only enqueues into the database (API processes,
 * a worker runs them); `memory` (the default in tests) keeps sent jobs in memory, one per queue and singleton key,
 * until `drain()` runs them in order, so tests stay deterministic.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const definitions = new Map<string, JobDefinition<object>>();
  const loops: WorkerLoop[] = [];
  const pending = new Map<string, PendingJob>();
  /** Memory mode: the keys (`name:singletonKey`) of jobs whose handler is running now. */
  const runningKeys = new Map<string, number>();
  /** Memory mode: deferred jobs sent while `drain()` runs; that drain leaves them (a job deferring itself would loop). */
  const deferredThisDrain = new Set<PendingJob>();
  let draining = false;
  const expireInSeconds = options.expireInSeconds ?? 900;
  const heartbeatSeconds = options.heartbeatSeconds ?? 30;
  let boss: PgBoss | null = null;
  let loopsRunning = false;

  /** Registers a job; call before `start()` (app-context wires every feature's jobs). */
  function register<T extends object>(definition: JobDefinition<T>): void {
    if (definitions.has(definition.name)) throw new Error(`Job ${definition.name} is registered twice.`);
    definitions.set(definition.name, definition as unknown as JobDefinition<object>);
  }

  /** Registers a loop that runs wherever the worker runs (mode `on`); never in API processes or tests. */
  function registerLoop(loop: WorkerLoop): void {
    loops.push(loop);
  }

  /** Sends a job; with a singleton key under 'stately', a job of that key already waiting absorbs it (returns false). */
  async function send(name: string, data: object, sendOptions: SendOptions = {}): Promise<boolean> {
    if (!definitions.has(name)) throw new Error(`Unknown job ${name}.`);
    if (options.mode !== 'memory') {
      if (!boss) throw new Error('Background jobs are not started (or already stopped).');
      const id = await boss.send(name, data, { singletonKey: sendOptions.singletonKey, ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}) });
      return id !== null;
    }
    const key = `${name}:${sendOptions.singletonKey ?? `#${pending.size}:${Math.random()}`}`;
    if (pending.has(key)) return false;
    const job: PendingJob = { name, singletonKey: sendOptions.singletonKey ?? null, data, startAfter: sendOptions.startAfter ?? null };
    if (draining && job.startAfter) deferredThisDrain.add(job);
    pending.set(key, job);
    return true;
  }

  /**
   * Queues a job unless one of that name and key is already waiting (deferred or not) or running: then the request is
   * merged into it (the manual job triggers, docs/analytics.md "Jobs"). Two concurrent calls may both find nothing;
   * the queue's 'stately' policy then keeps one of their jobs.
   */
  async function enqueueOnce(name: string, data: object, singletonKey: string): Promise<EnqueueOutcome> {
    if (!definitions.has(name)) throw new Error(`Unknown job ${name}.`);
    if (options.mode !== 'memory') {
      if (!boss) throw new Error('Background jobs are not started (or already stopped).');
      const live = (await boss.findJobs(name, { key: singletonKey })).filter((job) => ['created', 'retry', 'active'].includes(job.state));
      const waiting = live.find((job) => job.state !== 'active');
      if (waiting) return { status: 'already_queued', startAfter: new Date(waiting.startAfter) };
      if (live.length) return { status: 'already_running', startAfter: null };
    } else {
      const waiting = pending.get(`${name}:${singletonKey}`);
      if (waiting) return { status: 'already_queued', startAfter: waiting.startAfter };
      if (runningKeys.has(`${name}:${singletonKey}`)) return { status: 'already_running', startAfter: null };
    }
    const queued = await send(name, data, { singletonKey });
    return queued ? { status: 'queued', startAfter: null } : { status: 'already_queued', startAfter: null };
  }

  async function runTracked(job: PendingJob): Promise<void> {
    const key = `${job.name}:${job.singletonKey ?? ''}`;
    runningKeys.set(key, (runningKeys.get(key) ?? 0) + 1);
    try {
      await definitions.get(job.name)!.handler(job.data);
    } finally {
      const left = (runningKeys.get(key) ?? 1) - 1;
      if (left > 0) runningKeys.set(key, left);
      else runningKeys.delete(key);
    }
  }

  /**
   * Memory mode: runs every job sent so far (and any they send), in order, except deferred ones whose `startAfter` is
   * later than `now` and those deferred during this drain (they stay pending: `pendingJobs()`). Tests await this.
   */
  async function drain(now: Date = new Date()): Promise<number> {
    let ran = 0;
    draining = true;
    try {
      for (;;) {
        const next = [...pending.entries()].find(([, job]) => job.startAfter === null || (job.startAfter <= now && !deferredThisDrain.has(job)));
        if (!next) return ran;
        pending.delete(next[0]);
        await runTracked(next[1]);
        ran += 1;
      }
    } finally {
      draining = false;
      deferredThisDrain.clear();
    }
  }

  /** Memory mode: the jobs waiting, deferred ones included (tests). */
  function pendingJobs(): PendingJob[] {
    return [...pending.values()].map((job) => ({ ...job }));
  }

  /** Runs one registered job's handler now (tests of scheduled jobs). */
  async function runNow(name: string, data: object = {}): Promise<void> {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`Unknown job ${name}.`);
    await runTracked({ name, singletonKey: null, data, startAfter: null });
  }

  function createBoss(working: boolean): PgBoss {
    const target = options.database.jobsTarget;
    if (!target) throw new Error('This database connection cannot run background jobs.');
    // An enqueue-only process neither supervises (expiry, retention) nor fires cron ticks: the workers do.
    const roles = working
      ? { superviseIntervalSeconds: Math.min(60, expireInSeconds), monitorIntervalSeconds: Math.min(30, heartbeatSeconds, expireInSeconds) }
      : { supervise: false, schedule: false };
    return 'pglite' in target
      ? new PgBoss({ db: fromPglite(target.pglite), backend: 'pglite', useListenNotify: working, ...roles })
      : new PgBoss({ connectionString: target.url, max: working ? 3 : 2, useListenNotify: working, connectionTimeoutMillis: 1_500, ...roles });
  }

  async function start(): Promise<void> {
    if (options.mode === 'memory' || boss) return;
    const working = options.mode === 'on';
    const instance = createBoss(working);
    // A lost database connection surfaces here; pg-boss keeps retrying, so it is logged and never fatal.
    instance.on('error', (error) => options.logger.error({ err: error }, 'background jobs error'));
    await instance.start();
    // createQueue and schedule are idempotent and serialised by pg-boss (advisory lock, upsert), so any number of
    // processes may start together; each queue and schedule exists once.
    for (const definition of definitions.values()) {
      const queue = { retryLimit: definition.retryLimit ?? 3, expireInSeconds, heartbeatSeconds };
      await instance.createQueue(definition.name, { policy: definition.policy ?? 'standard', notify: true, ...queue });
      if (!working) continue;
      await instance.updateQueue(definition.name, queue);
      await instance.work<object>(definition.name, { pollingIntervalSeconds: 2 }, async (jobs) => {
        for (const job of jobs) await definition.handler(job.data);
        if (options.holdAfterWorkMs) await new Promise((done) => setTimeout(done, options.holdAfterWorkMs));
      });
      if (definition.cron) {
        await instance.schedule(definition.name, definition.cron, {}, { tz: 'UTC', ...(definition.cronSingletonKey ? { singletonKey: definition.cronSingletonKey } : {}) });
      }
      else await instance.unschedule(definition.name).catch(() => undefined);
    }
    boss = instance;
    if (working) {
      for (const loop of loops) await loop.start();
      loopsRunning = true;
    }
  }

  /**
   * Stops the loops, then pg-boss: it takes no new jobs, lets running ones finish for a few seconds and hands the
   * rest back to the queue (failed, so retried elsewhere). The app closes the database afterwards.
   */
  async function stop(): Promise<void> {
    if (loopsRunning) {
      loopsRunning = false;
      for (const loop of [...loops].reverse()) {
        await loop.stop().catch((error: unknown) => options.logger.error({ err: error, loop: loop.name }, 'worker loop failed to stop'));
      }
    }
    const instance = boss;
    boss = null;
    if (instance) await instance.stop({ graceful: true, timeout: stopGraceMs });
  }

  /**
   * Read-only, for metrics: jobs per queue and state. With pg-boss, its per-queue counts (refreshed by a worker's
   * monitor, about once a minute); in memory mode, the jobs waiting for `drain()`.
   */
  async function queueDepths(): Promise<QueueDepth[]> {
    if (boss) {
      const queues = await boss.getQueues([...definitions.keys()]);
      return queues.map((queue) => ({
        name: queue.name, ready: queue.readyCount, deferred: queue.deferredCount, active: queue.activeCount, failed: queue.failedCount,
      }));
    }
    const ready = new Map([...definitions.keys()].map((name) => [name, 0]));
    for (const job of pending.values()) ready.set(job.name, (ready.get(job.name) ?? 0) + 1);
    return [...ready].map(([name, count]) => ({ name, ready: count, deferred: 0, active: 0, failed: 0 }));
  }

  return {
    queueDepths,
    register,
    registerLoop,
    send,
    enqueueOnce,
    drain,
    pendingJobs,
    runNow,
    start,
    stop,
    get mode() { return options.mode; },
    get running() { return boss !== null; },
    get pendingCount() { return pending.size; },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

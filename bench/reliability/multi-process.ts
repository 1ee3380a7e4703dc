import { brandUser, report } from './lib/client';
import { matchingEffects, matchingJobs, publishCampaign, waitFor } from './lib/campaign-jobs';
import { count, dropDatabase, machineAdminUrl } from './lib/postgres';
import { migrate, scenarioEnv, startApi, startWorker, stop, type RunningProcess } from './lib/processes';

/**
 * Two API processes (JOBS_WORKER=off) and two workers started at the same moment on one database, after `migrate`
 * as docs/deployment.md says (their own start-up migration step then races for the lock and finds nothing; the
 * pg-boss queues and schedules are created by all four at once). A campaign published through each API has its
 * matching job run exactly once; every schedule exists once.
 */
export async function multiProcess(options: { ports?: [number, number] } = {}) {
  const [portA, portB] = options.ports ?? [3716, 3717];
  const { databaseName, databaseUrl, env } = await scenarioEnv(machineAdminUrl, 'multi', { JOBS_WORKER: 'off' });
  const processes: RunningProcess[] = [];
  try {
    await migrate({ ...env, PUBLIC_URL: `http://127.0.0.1:${portA}` });
    const workers = [startWorker(env, { PUBLIC_URL: `http://127.0.0.1:${portA}` }), startWorker(env, { PUBLIC_URL: `http://127.0.0.1:${portA}` })];
    processes.push(...workers);
    // One product, one address: every API process shares PUBLIC_URL (the tokens' issuer and audience).
    const shared = { PUBLIC_URL: `http://127.0.0.1:${portA}` };
    const started = await Promise.allSettled([startApi(env, portA, shared), startApi(env, portB, shared)]);
    for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    const [apiA, apiB] = processes.slice(2);
    const user = await brandUser(apiA.url, databaseUrl, 'multi-brand@example.test');
    const viaA = await publishCampaign(apiA.url, user, 'Published through API A');
    const viaB = await publishCampaign(apiB.url, user, 'Published through API B');
    const settledMs = await waitFor(async () => {
      const jobs = [...(await matchingJobs(databaseUrl, viaA)), ...(await matchingJobs(databaseUrl, viaB))];
      return jobs.length === 2 && jobs.every((job) => job.state === 'completed');
    }, 120_000);
    await waitFor(async () => (await matchingEffects(databaseUrl, viaB)).matched_notifications > 0 && (await matchingEffects(databaseUrl, viaA)).matched_notifications > 0, 10_000);
    const jobsA = await matchingJobs(databaseUrl, viaA);
    const jobsB = await matchingJobs(databaseUrl, viaB);
    const effectsA = await matchingEffects(databaseUrl, viaA);
    const effectsB = await matchingEffects(databaseUrl, viaB);
    const schedules = await count(databaseUrl, 'select count(*) from pgboss.schedule');
    const distinctSchedules = await count(databaseUrl, 'select count(distinct name) from pgboss.schedule');
    const migrations = await count(databaseUrl, 'select count(*) from drizzle.__drizzle_migrations');
    const once = (effects: typeof effectsA, jobs: typeof jobsA) =>
      jobs.length === 1 && jobs[0].state === 'completed' && jobs[0].retry_count === 0 && effects.match_runs === 1 && effects.queue_outreach_events === 1 && effects.matched_notifications === 1;
    const ok = settledMs !== null && once(effectsA, jobsA) && once(effectsB, jobsB) && schedules === distinctSchedules && processes.every((p) => p.alive());
    report('MULTI', {
      jobs_done_ms: settledMs === null ? 'timeout' : settledMs,
      via_api_a: JSON.stringify({ jobs: jobsA, ...effectsA }),
      via_api_b: JSON.stringify({ jobs: jobsB, ...effectsB }),
      schedules,
      distinct_schedules: distinctSchedules,
      migrations_applied: migrations,
      all_alive: processes.every((p) => p.alive()),
      ok,
    });
    return ok;
  } finally {
    for (const processInfo of processes) await stop(processInfo);
    await dropDatabase(machineAdminUrl, databaseName);
  }
}

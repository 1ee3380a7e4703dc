import { brandUser, report } from './lib/client';
import { matchingEffects, matchingJobs, publishCampaign, waitFor } from './lib/campaign-jobs';
import { count, dropDatabase, machineAdminUrl } from './lib/postgres';
import { migrate, scenarioEnv, startApi, startWorker, stop, type RunningProcess } from './lib/processes';

/**
 * R6: `kill -9` of a worker in the middle of the matching job. The first worker holds each job for 8 s after its work
 * (JOBS_TEST_HOLD_MS) before pg-boss marks it done, and is killed there: the job stays active until its heartbeats
 * stop counting (JOBS_HEARTBEAT_SECONDS=10; the expiry stays at its 900 s default, as in production), then a second
 * worker runs it again. Its effects (the run, the outreach event, the brand's notification) must exist once.
 */
export async function r6KillWorker(options: { port?: number } = {}) {
  const { databaseName, databaseUrl, env } = await scenarioEnv(machineAdminUrl, 'r6', { JOBS_WORKER: 'off', JOBS_HEARTBEAT_SECONDS: '10' });
  let api: RunningProcess | undefined;
  let worker: RunningProcess | undefined;
  try {
    await migrate(env);
    api = await startApi(env, options.port ?? 3715);
    worker = startWorker(env, { JOBS_TEST_HOLD_MS: '8000' });
    const user = await brandUser(api.url, databaseUrl, 'r6-brand@example.test');
    const campaignId = await publishCampaign(api.url, user, 'R6 campaign');
    // The work is done (a run is recorded) while pg-boss still holds the job as active: kill the worker there.
    const workedMs = await waitFor(async () => (await count(databaseUrl, 'select count(*) from campaign_match_runs where campaign_id = $1', [campaignId])) > 0, 120_000);
    if (workedMs === null) throw new Error('the first worker never ran the matching job');
    const activeAtKill = (await matchingJobs(databaseUrl, campaignId)).map((job) => job.state).join(',');
    worker.child.kill('SIGKILL');
    await worker.exited;
    const killedAt = Date.now();
    worker = startWorker(env);
    const settledMs = await waitFor(async () => {
      const jobs = await matchingJobs(databaseUrl, campaignId);
      return jobs.length > 0 && jobs.every((job) => job.state === 'completed' || job.state === 'failed');
    }, 180_000);
    const jobs = await matchingJobs(databaseUrl, campaignId);
    // The outbox delivers the notification shortly after the run: give it a moment before counting.
    await waitFor(async () => (await matchingEffects(databaseUrl, campaignId)).matched_notifications > 0, 10_000);
    const effects = await matchingEffects(databaseUrl, campaignId);
    const ranAgain = jobs.some((job) => job.retry_count > 0);
    const ok = ranAgain && effects.queue_outreach_events === 1 && effects.matched_notifications === 1;
    report('R6', {
      job_state_at_kill: activeAtKill,
      rerun_after_kill_ms: settledMs === null ? 'timeout' : String(Date.now() - killedAt),
      jobs: JSON.stringify(jobs),
      ran_again: ranAgain,
      ...effects,
      ok,
    });
    return ok;
  } finally {
    await stop(worker);
    await stop(api);
    await dropDatabase(machineAdminUrl, databaseName);
  }
}

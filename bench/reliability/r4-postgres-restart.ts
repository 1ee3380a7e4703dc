import { authorized, brandUser, percentile, report, sleep } from './lib/client';
import { outcomes, runLoad } from './lib/load';
import { startPrivateCluster } from './lib/private-cluster';
import { migrate, scenarioEnv, startApi, stop, type RunningProcess } from './lib/processes';

/**
 * R4: PostgreSQL restarted (stopped `-m immediate`, started 3 s later) under read load. While it is down every
 * answer is a fast 503; once it accepts connections again the API answers 2xx within 5 s; the process never exits.
 */
export async function r4PostgresRestart(options: { port?: number; pgPort?: number } = {}) {
  const cluster = await startPrivateCluster(options.pgPort ?? 5498);
  let api: RunningProcess | undefined;
  try {
    const { databaseUrl, env } = await scenarioEnv(cluster.adminUrl, 'r4');
    await migrate(env);
    api = await startApi(env, options.port ?? 3713);
    const base = api.url;
    const user = await brandUser(base, databaseUrl, 'r4-brand@example.test');
    let stoppedAt = 0;
    let startedAt = 0;
    const load = runLoad({
      connections: 16,
      until: (elapsed) => elapsed > 20_000,
      next: () => ({ label: 'list', url: `${base}/api/v1/campaigns/`, init: { headers: authorized(user.token) } }),
    });
    const t0 = performance.now();
    await sleep(4_000);
    stoppedAt = performance.now() - t0;
    await cluster.stopImmediate();
    await sleep(3_000);
    await cluster.start();
    startedAt = performance.now() - t0;
    const { samples } = await load;
    const whileDown = samples.filter((sample) => sample.at >= stoppedAt && sample.at + sample.ms <= startedAt);
    const after = samples.filter((sample) => sample.at >= startedAt);
    const firstOk = after.find((sample) => sample.outcome === 200);
    const lastBad = [...after].reverse().find((sample) => sample.outcome !== 200);
    const recoveryMs = firstOk ? firstOk.at + firstOk.ms - startedAt : Number.POSITIVE_INFINITY;
    const settledMs = lastBad ? lastBad.at + lastBad.ms - startedAt : 0;
    const unexpected = samples.filter((sample) => sample.outcome !== 200 && sample.outcome !== 503);
    const downLatencies = whileDown.map((sample) => sample.ms);
    const ok = api.alive() && unexpected.length === 0 && recoveryMs <= 5_000 && settledMs <= 5_000 && Math.max(0, ...downLatencies) < 2_000;
    report('R4', {
      requests: samples.length,
      outcomes: JSON.stringify(outcomes(samples)),
      while_down: JSON.stringify(outcomes(whileDown)),
      while_down_p99_ms: percentile(downLatencies, 99).toFixed(1),
      while_down_max_ms: Math.max(0, ...downLatencies).toFixed(1),
      recovery_first_2xx_ms: recoveryMs.toFixed(0),
      recovery_all_2xx_ms: settledMs.toFixed(0),
      unexpected: unexpected.length,
      api_alive: api.alive(),
      ok,
    });
    return ok;
  } finally {
    await stop(api);
    await cluster.destroy();
  }
}

import { brandUser, report, sleep } from './lib/client';
import { keyedCreations } from './lib/keyed-creations';
import { startPrivateCluster } from './lib/private-cluster';
import { migrate, scenarioEnv, startApi, stop, type RunningProcess } from './lib/processes';
import { flatten } from './r2-kill-api';

/**
 * R3: PostgreSQL stopped with `-m immediate` (a crash: no checkpoint, every backend killed) during keyed creations,
 * started again 3 s later; the API process stays up, and the same invariants as R2 must hold.
 */
export async function r3PostgresImmediate(options: { total: number; concurrency?: number; port?: number; pgPort?: number }) {
  const cluster = await startPrivateCluster(options.pgPort ?? 5499);
  let api: RunningProcess | undefined;
  try {
    const { databaseUrl, env } = await scenarioEnv(cluster.adminUrl, 'r3', { JOBS_WORKER: 'off' });
    await migrate(env);
    api = await startApi(env, options.port ?? 3712);
    const user = await brandUser(api.url, databaseUrl, 'r3-brand@example.test');
    let downMs = 0;
    const result = await keyedCreations({
      baseUrl: () => api!.url,
      token: user.token,
      brandId: user.brandId,
      databaseUrl,
      total: options.total,
      concurrency: options.concurrency ?? 16,
      disruptAt: 0.4,
      disrupt: async () => {
        const stopped = Date.now();
        await cluster.stopImmediate();
        await sleep(3_000);
        await cluster.start();
        downMs = Date.now() - stopped;
      },
    });
    report('R3', { postgres_down_ms: downMs, api_alive: api.alive(), ...flatten(result) });
    return result.ok && api.alive();
  } finally {
    await stop(api);
    await cluster.destroy();
  }
}

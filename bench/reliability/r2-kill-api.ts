import { brandUser, report } from './lib/client';
import { keyedCreations } from './lib/keyed-creations';
import { dropDatabase, machineAdminUrl } from './lib/postgres';
import { migrate, scenarioEnv, startApi, stop, type RunningProcess } from './lib/processes';

/**
 * R2: `kill -9` of the API process during `total` keyed campaign creations; a new API process starts on the same
 * database and the client retries the unacknowledged creations with the same keys (lib/keyed-creations.ts).
 */
export async function r2KillApi(options: { total: number; concurrency?: number; port?: number }) {
  const port = options.port ?? 3711;
  const { databaseName, databaseUrl, env } = await scenarioEnv(machineAdminUrl, 'r2', { JOBS_WORKER: 'off' });
  let api: RunningProcess | undefined;
  try {
    await migrate(env);
    api = await startApi(env, port);
    const user = await brandUser(api.url, databaseUrl, 'r2-brand@example.test');
    let restartMs = 0;
    let killed = 0;
    const result = await keyedCreations({
      baseUrl: () => api!.url,
      token: user.token,
      brandId: user.brandId,
      databaseUrl,
      total: options.total,
      concurrency: options.concurrency ?? 16,
      disruptAt: 0.4,
      disrupt: async () => {
        api!.child.kill('SIGKILL');
        await api!.exited;
        killed += 1;
        const started = Date.now();
        api = await startApi(env, port);
        restartMs = Date.now() - started;
      },
    });
    report('R2', { kills: killed, api_restart_ms: restartMs, ...flatten(result) });
    return result.ok;
  } finally {
    await stop(api);
    await dropDatabase(machineAdminUrl, databaseName);
  }
}

export function flatten(result: Record<string, unknown>): Record<string, string | number | boolean> {
  const flat: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(result)) {
    flat[key] = typeof value === 'object' ? JSON.stringify(value) : (value as string | number | boolean);
  }
  return flat;
}

import { authorized, brandUser, call, campaignBody, percentile, report } from './lib/client';
import { runLoad } from './lib/load';
import { dropDatabase, machineAdminUrl } from './lib/postgres';
import { migrate, scenarioEnv, startApi, stop, type RunningProcess } from './lib/processes';

/**
 * R1: `seconds` of mixed traffic from `users` brand users on one API process (with its worker in-process, as the
 * embedded default): campaign list 40 %, campaign details 30 %, whoami 20 %, keyed creation 10 %. Every answer must
 * be a 2xx; latency percentiles in ms.
 */
export async function r1Load(options: { seconds: number; users?: number; connections?: number; port?: number }) {
  const userCount = options.users ?? 20;
  const { databaseName, databaseUrl, env } = await scenarioEnv(machineAdminUrl, 'r1');
  let api: RunningProcess | undefined;
  try {
    await migrate(env);
    api = await startApi(env, options.port ?? 3710);
    const base = api.url;
    const users: Array<{ token: string; brandId: string; campaignIds: string[] }> = [];
    for (let index = 0; index < userCount; index += 1) {
      const user = await brandUser(base, databaseUrl, `r1-brand-${index}@example.test`);
      const campaignIds: string[] = [];
      for (let n = 0; n < 3; n += 1) {
        const response = await call(`${base}/api/v1/campaigns/`, { method: 'POST', headers: authorized(user.token), body: campaignBody(user.brandId, `seed ${index}-${n}`) });
        campaignIds.push(((await response.json()) as { id: string }).id);
      }
      users.push({ ...user, campaignIds });
    }
    let sequence = 0;
    const { samples, elapsedMs } = await runLoad({
      connections: options.connections ?? 32,
      until: (elapsed) => elapsed > options.seconds * 1000,
      next: () => {
        const n = sequence++;
        const user = users[n % users.length];
        const roll = n % 10;
        if (roll < 4) return { label: 'list', url: `${base}/api/v1/campaigns/?brand_id=${user.brandId}`, init: { headers: authorized(user.token) } };
        if (roll < 7) return { label: 'details', url: `${base}/api/v1/campaigns/${user.campaignIds[n % 3]}/`, init: { headers: authorized(user.token) } };
        if (roll < 9) return { label: 'whoami', url: `${base}/api/v1/accounts/whoami/`, init: { headers: authorized(user.token) } };
        return {
          label: 'create',
          url: `${base}/api/v1/campaigns/`,
          init: { method: 'POST', headers: authorized(user.token, { 'idempotency-key': `r1-${n}` }), body: campaignBody(user.brandId, `load ${n}`) },
        };
      },
    });
    const unexpected = samples.filter((sample) => typeof sample.outcome !== 'number' || sample.outcome < 200 || sample.outcome > 299);
    const latencies = samples.map((sample) => sample.ms);
    const byLabel: Record<string, string> = {};
    for (const label of ['list', 'details', 'whoami', 'create']) {
      const own = samples.filter((sample) => sample.label === label).map((sample) => sample.ms);
      byLabel[`p99_${label}_ms`] = percentile(own, 99).toFixed(1);
    }
    report('R1', {
      seconds: options.seconds,
      users: userCount,
      connections: options.connections ?? 32,
      requests: samples.length,
      rps: (samples.length / (elapsedMs / 1000)).toFixed(0),
      unexpected_non_2xx: unexpected.length,
      unexpected_sample: JSON.stringify(unexpected.slice(0, 3).map((sample) => `${sample.label}:${sample.outcome}`)),
      p50_ms: percentile(latencies, 50).toFixed(1),
      p99_ms: percentile(latencies, 99).toFixed(1),
      p999_ms: percentile(latencies, 99.9).toFixed(1),
      max_ms: Math.max(...latencies).toFixed(1),
      ...byLabel,
    });
    return unexpected.length === 0;
  } finally {
    await stop(api);
    await dropDatabase(machineAdminUrl, databaseName);
  }
}

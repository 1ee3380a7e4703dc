import { authorized, brandUser, report, sleep } from './lib/client';
import { outcomes, runLoad } from './lib/load';
import { dropDatabase, machineAdminUrl } from './lib/postgres';
import { migrate, scenarioEnv, startApi, stop, type RunningProcess } from './lib/processes';

/** Failures that mean an accepted request (or its connection) was dropped, rather than refused or answered. */
const resets = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'UND_ERR_CLOSED', 'TimeoutError']);

/**
 * R5: SIGTERM to an API process under load (16 keep-alive clients). Answers (200, or 503 while closing) and refused
 * connections after it stopped listening are expected (a load balancer sends those elsewhere); a reset connection is
 * a failure. The process must exit 0 within 10 s.
 */
export async function r5Sigterm(options: { port?: number } = {}) {
  const { databaseName, databaseUrl, env } = await scenarioEnv(machineAdminUrl, 'r5');
  let api: RunningProcess | undefined;
  try {
    await migrate(env);
    api = await startApi(env, options.port ?? 3714);
    const base = api.url;
    const user = await brandUser(base, databaseUrl, 'r5-brand@example.test');
    let exitedAt = 0;
    const load = runLoad({
      connections: 16,
      pauseOnErrorMs: 100,
      until: (elapsed) => (exitedAt > 0 && elapsed > exitedAt + 1_000) || elapsed > 30_000,
      next: () => ({ label: 'list', url: `${base}/api/v1/campaigns/`, init: { headers: authorized(user.token) } }),
    });
    const t0 = performance.now();
    await sleep(3_000);
    const signalledAt = performance.now() - t0;
    api.child.kill('SIGTERM');
    const code = await api.exited;
    exitedAt = performance.now() - t0;
    const { samples } = await load;
    const afterSignal = samples.filter((sample) => sample.at + sample.ms >= signalledAt);
    const resetCount = samples.filter((sample) => resets.has(String(sample.outcome))).length;
    const exitMs = exitedAt - signalledAt;
    const ok = code === 0 && exitMs <= 10_000 && resetCount === 0;
    report('R5', {
      requests: samples.length,
      outcomes: JSON.stringify(outcomes(samples)),
      after_signal: JSON.stringify(outcomes(afterSignal)),
      connection_resets: resetCount,
      exit_code: String(code),
      exit_ms: exitMs.toFixed(0),
      ok,
    });
    return ok;
  } finally {
    await stop(api);
    await dropDatabase(machineAdminUrl, databaseName);
  }
}

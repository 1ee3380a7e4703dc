import { multiProcess } from './multi-process';
import { r1Load } from './r1-load';
import { r2KillApi } from './r2-kill-api';
import { r3PostgresImmediate } from './r3-postgres-immediate';
import { r4PostgresRestart } from './r4-postgres-restart';
import { r5Sigterm } from './r5-sigterm';
import { r6KillWorker } from './r6-kill-worker';

/**
 * `npm run reliability` (builds the server first): every scenario against real compiled processes on this machine's
 * PostgreSQL (a fresh database each; R3/R4 on a throwaway cluster they may stop). One line of figures per scenario;
 * exit 1 when any invariant failed. `RELIABILITY_ONLY=R2,MULTI` runs a subset; `--ci` is the short CI version.
 */
const ci = process.argv.includes('--ci');
const only = process.env.RELIABILITY_ONLY?.split(',').map((name) => name.trim().toUpperCase());
const scenarios: Array<[string, () => Promise<boolean>]> = ci
  ? [
      ['R2', () => r2KillApi({ total: 200, concurrency: 8 })],
      ['MULTI', () => multiProcess()],
    ]
  : [
      ['R1', () => r1Load({ seconds: 60 })],
      ['R2', () => r2KillApi({ total: 2_000 })],
      ['R3', () => r3PostgresImmediate({ total: 2_000 })],
      ['R4', () => r4PostgresRestart()],
      ['R5', () => r5Sigterm()],
      ['R6', () => r6KillWorker()],
      ['MULTI', () => multiProcess()],
    ];

const failed: string[] = [];
for (const [name, scenario] of scenarios) {
  if (only && !only.includes(name)) continue;
  const started = Date.now();
  try {
    const ok = await scenario();
    if (!ok) failed.push(name);
    process.stdout.write(`${name} ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  } catch (error) {
    failed.push(name);
    process.stdout.write(`${name} ERROR after ${((Date.now() - started) / 1000).toFixed(1)} s: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
}
process.stdout.write(failed.length ? `Reliability: failed ${failed.join(', ')}\n` : 'Reliability: all invariants held\n');
process.exit(failed.length ? 1 : 0);

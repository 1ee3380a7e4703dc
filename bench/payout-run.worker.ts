/**
 * The worker side of bench/payout-run.ts: wires the real app context as `npm run worker` does (same configuration,
 * database and services) and runs the real `send-payouts` job until no line is due and no attempt is left unsent,
 * writing one JSON line of progress after each run. Attempts orphaned by a killed worker are resent by the next run
 * (they were written before it started); should any be left, it waits a second between runs.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { createAppContext } from '../server/src/app-context';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { createIdentity } from '../server/src/identity/identity';
import { sendPayoutsJobName } from '../server/src/jobs/send-payouts.job';
import { workerConfig } from '../server/src/runtime/worker-config';

const config = workerConfig(loadConfig(process.env));
// Warnings (a payout not sent, and why) on stderr: stdout carries only the progress lines.
const logger = Fastify({ logger: { level: 'warn', stream: process.stderr } }).log;
const database = await openDatabase({ url: config.databaseUrl!, ...config.database });
const context = await createAppContext({ config, database, logger, createIdentity });
const report = (fields: Record<string, unknown>) => process.stdout.write(`${JSON.stringify({ at: Date.now(), ...fields })}\n`);

report({ ready: true });
for (;;) {
  const started = performance.now();
  await context.jobs.runNow(sendPayoutsJobName);
  const result = await database.db.execute(sql`select
    (select count(*) from payout_lines where status = 'approved') as due,
    (select count(*) from payouts where status = 'queued' and provider_payout_id is null) as unsent`);
  const left = (result as unknown as { rows: Array<{ due: string; unsent: string }> }).rows[0];
  // The worker's own CPU time so far: on a shared machine, what a line costs regardless of how long it waited for a core.
  const cpu = process.cpuUsage();
  report({ run_ms: Math.round(performance.now() - started), cpu_ms: Math.round((cpu.user + cpu.system) / 1000), due: Number(left!.due), unsent: Number(left!.unsent) });
  if (Number(left!.due) === 0 && Number(left!.unsent) === 0) break;
  if (Number(left!.due) === 0) await new Promise((done) => setTimeout(done, 1_000));
}
await context.identity.close();
await database.close();
process.exit(0);

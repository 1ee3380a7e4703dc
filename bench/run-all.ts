/** `npm run bench`: every benchmark in turn. Route sizes need a production build (`npm run build`). */
import { spawnSync } from 'node:child_process';

const failed: string[] = [];
for (const script of ['bench/route-sizes.ts', 'bench/whoami-throughput.ts', 'bench/notifications-latency.ts', 'bench/campaigns-list.ts', 'bench/matching.ts', 'bench/review-queue.ts', 'bench/performance-api.ts', 'bench/ledger-reads.ts', 'bench/payout-run.ts']) {
  console.log(`\n=== ${script} ===`);
  // route-sizes.ts is also the budget check and exits 1 over budget: the other figures are still printed.
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (run.status !== 0) failed.push(script);
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exitCode = 1;
}

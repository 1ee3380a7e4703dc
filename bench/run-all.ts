/** `npm run bench`: every benchmark in turn. Route sizes need a production build (`npm run build`). */
import { execFileSync } from 'node:child_process';

for (const script of ['bench/route-sizes.ts', 'bench/whoami-throughput.ts', 'bench/notifications-latency.ts', 'bench/campaigns-list.ts', 'bench/matching.ts', 'bench/review-queue.ts']) {
  console.log(`\n=== ${script} ===`);
  execFileSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
}

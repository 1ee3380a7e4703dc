import { buildApp } from './app';
import { seedHelpContent } from './db/seed/help/help.seed';
import { withDemoStaff } from './db/seed/demo-staff';
import { runDemoSeed } from './db/seed/seed';
import { failedToStart, loadConfigOrExit } from './runtime/load-config';
import { installProcessGuards } from './runtime/process-guards';
import { connectionsClosed, exitOnSignals, shutdownDrainMs, stopAccepting } from './runtime/shutdown';
import { banner } from './start-banner';

/**
 * The API process (docs/deployment.md "Processes"): HTTP, plus the job worker unless JOBS_WORKER=off (the embedded
 * default runs both). Migrations run under a lock in buildApp, so any number of processes may start together.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // Demo data on: the demo operator is staff (never otherwise; see withDemoStaff).
  const app = await buildApp({ config: withDemoStaff(config) });
  installProcessGuards(app.log);
  // Help articles are product documentation, not demo data: every start brings them up to date (an idempotent upsert).
  await seedHelpContent(app.context.help);
  const seed = config.seedDemo ? await runDemoSeed(app.context) : null;
  let draining = false;
  // Once the listener is closed, every answer closes its connection: none is left idle (and cut) at close.
  app.addHook('onRequest', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  const address = await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`${banner(config, address, seed)}\n`);

  // Readiness fails at once; for a short drain the process keeps serving as usual, so load balancers stop routing
  // here. Then the listener closes (new connections are refused, never reset) and every kept-alive connection is
  // closed after its next answer (`Connection: close`), for up to a few seconds. app.close() finally closes what is
  // left, waits for requests in flight, stops the jobs (pg-boss hands unfinished ones back) and closes the pool.
  exitOnSignals(app.log, async () => {
    app.context.services.health.markShuttingDown();
    await new Promise((done) => setTimeout(done, shutdownDrainMs));
    stopAccepting(app.server);
    draining = true;
    await connectionsClosed(app.server, 3_000);
    await app.close();
  });
}

main().catch(failedToStart);

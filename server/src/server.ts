import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { seedHelpContent } from './db/seed/help/help.seed';
import { withDemoStaff } from './db/seed/demo-staff';
import { runDemoSeed } from './db/seed/seed';
import { banner } from './start-banner';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // Demo data on: the demo operator is staff (never otherwise; see withDemoStaff).
  const app = await buildApp({ config: withDemoStaff(config) });
  // Help articles are product documentation, not demo data: every start brings them up to date (an idempotent upsert).
  await seedHelpContent(app.context.help);
  const seed = config.seedDemo ? await runDemoSeed(app.context) : null;
  const address = await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`${banner(config, address, seed)}\n`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

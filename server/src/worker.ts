import Fastify from 'fastify';
import { createAppContext } from './app-context';
import { openDatabase } from './db/database';
import { createIdentity } from './identity/identity';
import { loggerOptions } from './observability/logger-options';
import { metricsProbes } from './observability/metrics-probes';
import { parseWorkerMetricsPort } from './observability/worker-metrics.config';
import { startWorkerMetricsServer } from './observability/worker-metrics.server';
import { failedToStart, loadConfigOrExit } from './runtime/load-config';
import { installProcessGuards } from './runtime/process-guards';
import { exitOnSignals } from './runtime/shutdown';
import { workerConfig, workerConfigProblem } from './runtime/worker-config';

/**
 * `npm run worker` (docs/deployment.md "Processes"): background jobs, schedules and worker loops (outbox delivery)
 * without HTTP; run any number next to API processes started with JOBS_WORKER=off. It wires the same context as the
 * API (services, jobs) but no routes, so it starts in a fraction of the API's time; a supervisor watches the process.
 */
async function main(): Promise<void> {
  const config = workerConfig(loadConfigOrExit());
  const metricsPort = parseWorkerMetricsPort(process.env, config.serviceToken);
  const problem = workerConfigProblem(config) ?? metricsPort.problem;
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
  // A Fastify instance only for its logger: the same redaction and serializers as the API's log lines.
  const logger = Fastify({ logger: loggerOptions({ level: config.logLevel }) }).log;
  installProcessGuards(logger);
  const database = await openDatabase({ url: config.databaseUrl!, ...config.database });
  await database.migrate();
  const context = await createAppContext({ config, database, logger, createIdentity });
  await context.jobs.start();
  // Each process exposes its own metrics; a worker, having no API, on a port of its own (docs/observability.md).
  const metrics = metricsPort.port === null ? null : await startWorkerMetricsServer({
    port: metricsPort.port, host: config.host, serviceToken: config.serviceToken!, version: config.version,
    probes: metricsProbes({ database, jobs: context.jobs, logger }),
  });
  logger.info('worker started');
  process.stdout.write('InfluenceHub worker is running (background jobs only).\n');
  // pg-boss takes no new jobs, lets running ones finish briefly and hands the rest back; then the pool closes.
  exitOnSignals(logger, async () => {
    await metrics?.close();
    await context.jobs.stop();
    await context.identity.close();
    await database.close();
  });
}

main().catch(failedToStart);

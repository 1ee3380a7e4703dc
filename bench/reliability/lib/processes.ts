import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { benchServerEnv } from '../../bench-server-env';
import { createDatabase } from './postgres';

const root = resolve(import.meta.dirname, '../../..');

/** A fresh database on `adminUrl`'s server and the production environment every process of one scenario shares. */
export async function scenarioEnv(adminUrl: string, name: string, extra: Record<string, string> = {}) {
  const { databaseName, databaseUrl, env } = benchServerEnv(adminUrl, `rel_${name}`, 'http://127.0.0.1', {
    AUTH_RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    ...extra,
  });
  await createDatabase(adminUrl, databaseName);
  return { databaseName, databaseUrl, env };
}

export interface RunningProcess {
  readonly child: ChildProcess;
  readonly url: string;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  readonly exited: Promise<number | string>;
  alive(): boolean;
}

function run(script: 'server' | 'worker' | 'migrate', env: Record<string, string>, url = ''): RunningProcess {
  const child = spawn(process.execPath, [`server/dist/${script}.mjs`], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', process.env.RELIABILITY_VERBOSE ? 'inherit' : 'ignore'],
  });
  const exited = new Promise<number | string>((done) => child.once('exit', (code, signal) => done(code ?? signal ?? 'unknown')));
  return { child, url, exited, alive: () => child.exitCode === null && child.signalCode === null };
}

/** Waits until `url`'s readiness answers 200; fails when the process exits or after `timeoutMs`. */
export async function waitReady(processInfo: RunningProcess, timeoutMs = 180_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!processInfo.alive()) throw new Error(`${processInfo.url} exited before it was ready`);
    try {
      const response = await fetch(`${processInfo.url}/api/v1/health/ready/`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${processInfo.url} was not ready within ${timeoutMs} ms`);
}

/** Starts a compiled API process (`server/dist/server.mjs`) on `port` and waits until it is ready. */
export async function startApi(env: Record<string, string>, port: number, extra: Record<string, string> = {}): Promise<RunningProcess> {
  const url = `http://127.0.0.1:${port}`;
  const api = run('server', { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, ...extra }, url);
  try {
    await waitReady(api);
  } catch (error) {
    api.child.kill('SIGKILL');
    throw error;
  }
  return api;
}

/** Starts a compiled worker; resolves once it printed nothing fatal for its start (its jobs run from the database). */
export function startWorker(env: Record<string, string>, extra: Record<string, string> = {}): RunningProcess {
  return run('worker', { ...env, ...extra });
}

/** Runs `npm run migrate`'s compiled entry to completion. */
export async function migrate(env: Record<string, string>): Promise<void> {
  const code = await run('migrate', env).exited;
  if (code !== 0) throw new Error(`migrate exited with ${code}`);
}

export async function stop(processInfo: RunningProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!processInfo || !processInfo.alive()) return;
  processInfo.child.kill(signal);
  const timer = setTimeout(() => processInfo.child.kill('SIGKILL'), 15_000);
  await processInfo.exited;
  clearTimeout(timer);
}

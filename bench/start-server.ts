import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** Starts the production server (built SPA + API) on a fresh embedded database and waits until it is ready. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<{ url: string; stop: () => void }> {
  const url = `http://localhost:${port}`;
  // Another server left on the port would answer the readiness check below and be measured instead of this build.
  const occupied = await fetch(`${url}/api/v1/health/ready/`).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`port ${port} is already in use: stop the process listening there first`);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'influence-bench-')),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      ...env,
    },
  });
  // The server goes with this process, however it ends (a crashed benchmark must not leave it running).
  process.once('exit', () => child.kill('SIGTERM'));
  // Migrations and the demo seed take a while on a busy 2-core machine.
  const readyTimeoutMs = Number(process.env.SERVER_READY_TIMEOUT_MS ?? 300_000);
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/v1/health/ready/`);
      if (response.ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready in ${readyTimeoutMs / 1000} s`);
}

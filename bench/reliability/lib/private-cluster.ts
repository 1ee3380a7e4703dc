import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const bin = process.env.RELIABILITY_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A throwaway PostgreSQL 15 cluster for the scenarios that stop the database server (R3, R4). Stopping the
 * machine's own cluster (`pg_ctlcluster 15 main stop -m immediate`) would also cut every other user of it, e.g. test
 * runs on the same machine; this one is the same server binary, on its own port, and only the suite uses it.
 * initdb refuses to run as root, so under root the cluster belongs to the `postgres` user.
 */
export async function startPrivateCluster(port: number) {
  if (!existsSync(join(bin, 'pg_ctl'))) throw new Error(`PostgreSQL binaries not found in ${bin} (set RELIABILITY_PG_BIN).`);
  const dir = mkdtempSync(join(tmpdir(), 'rel-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asOwner = (command: string, args: string[]) =>
    process.getuid?.() === 0 ? exec('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : exec(join(bin, command), args);
  await asOwner('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = async () => {
    const started = Date.now();
    await asOwner('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
    return Date.now() - started;
  };
  /** `-m immediate`: no checkpoint, every backend killed at once (what a crash looks like to clients). */
  const stopImmediate = () => asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  await start();
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stopImmediate,
    async destroy() {
      await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PrivateCluster = Awaited<ReturnType<typeof startPrivateCluster>>;

import type { Static } from '@sinclair/typebox';
import type { HealthDetailed } from '../routes/api/v1/health/health.schema';
import type { SystemRepository } from '../repositories/system.repository';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createHealthService(deps: { system: SystemRepository; version: string; identityMode: 'builtin' | 'clerk' }) {
  const { system, version, identityMode } = deps;
  let shuttingDown = false;

  /** From the first shutdown signal on, readiness fails so load balancers stop sending new requests here. */
  function markShuttingDown(): void {
    shuttingDown = true;
  }

  /** ready when the database answers `SELECT 1` and the process is not shutting down; otherwise why not. */
  async function readiness(): Promise<{ ready: true } | { ready: false; detail: string }> {
    if (shuttingDown) return { ready: false, detail: 'Shutting down.' };
    try {
      await system.ping();
      return { ready: true };
    } catch (error) {
      return { ready: false, detail: `Database unreachable: ${message(error)}` };
    }
  }

  async function detailed(): Promise<Static<typeof HealthDetailed>> {
    let latency: number | null = null;
    let error: string | null = null;
    let migrations: { applied: number | null; lastAppliedAt: string | null; expected: number } = {
      applied: null,
      lastAppliedAt: null,
      expected: system.expectedMigrations,
    };
    try {
      latency = Math.round((await system.ping()) * 100) / 100;
      migrations = await system.migrationStatus();
    } catch (caught) {
      error = message(caught);
    }
    const memory = process.memoryUsage();
    const healthy = error === null && migrations.applied === migrations.expected;
    return {
      status: healthy ? 'ok' : 'degraded',
      version,
      uptime_seconds: Math.round(process.uptime()),
      identity_mode: identityMode,
      database: {
        kind: system.kind,
        reachable: error === null,
        latency_ms: latency,
        error,
        migrations: {
          applied: migrations.applied,
          expected: migrations.expected,
          last_applied_at: migrations.lastAppliedAt,
        },
      },
      memory: { rss_bytes: memory.rss, heap_used_bytes: memory.heapUsed, heap_total_bytes: memory.heapTotal },
      node_version: process.version,
    };
  }

  return { readiness, detailed, markShuttingDown, version };
}

export type HealthService = ReturnType<typeof createHealthService>;

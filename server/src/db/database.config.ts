import type { ConfigVariable } from '../config.variables';

/** PostgreSQL pool settings (DATABASE_URL); PGlite ignores them. */
export interface DatabaseConfig {
  readonly poolSize: number;
  /** Deadline of one query in API processes (ms); workers allow longer jobs (docs/deployment.md). */
  readonly queryTimeoutMs: number;
}

export const databaseConfigVariables: readonly ConfigVariable[] = [
  { name: 'DATABASE_POOL_SIZE', defaultValue: '10', description: 'PostgreSQL connections per process (API or worker; pg-boss keeps up to 3 more).' },
  {
    name: 'DATABASE_QUERY_TIMEOUT_MS',
    defaultValue: '5000',
    description: 'Longest query of an API request before it fails with 503 (worker processes allow 60000); 0 turns the deadline off.',
  },
];

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const parsed = Number(raw);
  if (!/^\d+$/.test(raw) || parsed < min || parsed > max) {
    problems.push(`${name} must be a whole number between ${min} and ${max} (got "${raw}").`);
    return fallback;
  }
  return parsed;
}

export function parseDatabaseConfig(env: Env, problems: string[]): DatabaseConfig {
  return {
    poolSize: whole(env, 'DATABASE_POOL_SIZE', 10, 1, 500, problems),
    queryTimeoutMs: whole(env, 'DATABASE_QUERY_TIMEOUT_MS', 5_000, 0, 3_600_000, problems),
  };
}

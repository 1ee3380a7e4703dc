import type { AppConfig } from './config';
import { demoPassword, type SeedResult } from './db/seed/seed';

/** What `npm start` prints once the server listens: where to open it, the database and the demo accounts. */
export function banner(config: AppConfig, address: string, seed: SeedResult | null): string {
  const lines = [
    '',
    '  InfluenceHub is running',
    `    Open:      ${config.publicUrl}`,
    `    Listening: ${address}`,
    `    API docs:  ${config.publicUrl}/api/v1/docs/`,
    `    Database:  ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/pglite`}`,
  ];
  if (seed && seed.accounts.length > 0) {
    lines.push('', `  Demo accounts (password: ${demoPassword})`);
    for (const account of seed.accounts) lines.push(`    ${account.email.padEnd(24)} ${account.label}`);
  }
  lines.push('');
  return lines.join('\n');
}

import os from 'node:os';
import type { AppConfig } from './config';
import { demoPassword, type SeedResult } from './db/seed/seed';
import { interfaceHostnames } from './identity/builtin/origin-policy';

const wildcardHosts = new Set(['0.0.0.0', '::', '[::]']);
const loopbackHosts = new Set(['127.0.0.1', '::1', '[::1]', 'localhost']);

const urlHost = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/**
 * The addresses a person can open and sign in on (docs/identity.md "Origins"). With PUBLIC_URL set, only it:
 * sign-in refuses any other. Without it, localhost plus every address the server listens on (all the
 * machine's interfaces for HOST=0.0.0.0), each of which sign-in accepts.
 */
export function openAddresses(config: AppConfig, listening: string, interfaces: ReturnType<typeof os.networkInterfaces> = os.networkInterfaces()): string[] {
  if (config.identity.publicUrlExplicit) return [config.publicUrl];
  const url = URL.canParse(listening) ? new URL(listening) : null;
  const protocol = url?.protocol ?? 'http:';
  const port = url?.port ? `:${url.port}` : '';
  const host = config.host.toLowerCase();
  const hosts = wildcardHosts.has(host)
    ? interfaceHostnames(interfaces).filter((name) => host !== '0.0.0.0' || !name.startsWith('['))
    : [urlHost(host)];
  const names = ['localhost', ...hosts.filter((name) => name !== 'localhost')];
  // localhost works whenever the server listens on a loopback or every address; a specific LAN address alone does not.
  const listensLocally = wildcardHosts.has(host) || loopbackHosts.has(host);
  return [...new Set((listensLocally ? names : hosts).map((name) => `${protocol}//${name}${port}`))];
}

/** What `npm start` prints once the server listens: where to open it, the database and the demo accounts. */
export function banner(config: AppConfig, address: string, seed: SeedResult | null, interfaces?: ReturnType<typeof os.networkInterfaces>): string {
  const [first, ...others] = openAddresses(config, address, interfaces);
  const lines = [
    '',
    '  InfluenceHub is running',
    `    Open:      ${first}`,
    ...others.map((other) => `               ${other}`),
    `    API docs:  ${first}/api/v1/docs/`,
    `    Database:  ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/pglite`}`,
  ];
  if (config.identity.mode === 'builtin' && !config.identity.smtpUrl) {
    // Sign-up confirms the address by e-mail; without SMTP the links are kept here (and in the log outside production).
    lines.push(`    E-mails:   kept in ${config.identity.outboxDir} (SMTP_URL unset)`);
  }
  if (seed && seed.accounts.length > 0) {
    lines.push('', `  Demo accounts (password: ${demoPassword})`);
    for (const account of seed.accounts) lines.push(`    ${account.email.padEnd(24)} ${account.label}`);
  }
  lines.push('');
  return lines.join('\n');
}

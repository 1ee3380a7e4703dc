import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ConfigVariable } from '../config.variables';

export const payoutKeyVariables: readonly ConfigVariable[] = [
  {
    name: 'PAYOUT_ENCRYPTION_KEY',
    defaultValue: 'generated once into DATA_DIR/secrets/payout-encryption.key',
    description: 'Base64 of 32 random bytes (openssl rand -base64 32) encrypting payout details; required in production with DATABASE_URL.',
  },
];

export type PayoutKeyConfig = { readonly key: Buffer | null; readonly keyFile: string };

type Env = Record<string, string | undefined>;

/** Reads PAYOUT_ENCRYPTION_KEY; a missing key is generated into DATA_DIR only where one process owns the data. */
export function parsePayoutKeyConfig(
  env: Env,
  base: { dataDir: string; isProduction: boolean; databaseUrl: string | null },
  problems: string[],
): PayoutKeyConfig {
  const keyFile = path.join(base.dataDir, 'secrets', 'payout-encryption.key');
  const raw = env.PAYOUT_ENCRYPTION_KEY?.trim();
  if (!raw) {
    if (base.isProduction && base.databaseUrl) {
      problems.push('PAYOUT_ENCRYPTION_KEY is required in production with DATABASE_URL (every API process must share it).');
    }
    return { key: null, keyFile };
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32 || !/^[A-Za-z0-9+/]+={0,2}$/.test(raw)) {
    problems.push('PAYOUT_ENCRYPTION_KEY must be the base64 of exactly 32 bytes (openssl rand -base64 32).');
    return { key: null, keyFile };
  }
  return { key, keyFile };
}

/** The configured key, or the one kept in DATA_DIR (created with mode 0600 on first use). Never in the database. */
export function loadPayoutKey(config: PayoutKeyConfig): Buffer {
  if (config.key) return config.key;
  try {
    const stored = Buffer.from(readFileSync(config.keyFile, 'utf8').trim(), 'base64');
    if (stored.length === 32) return stored;
    throw new Error(`${config.keyFile} does not hold a 32-byte base64 key.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  mkdirSync(path.dirname(config.keyFile), { recursive: true, mode: 0o700 });
  writeFileSync(config.keyFile, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

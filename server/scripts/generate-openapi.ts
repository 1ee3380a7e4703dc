/**
 * Writes server/openapi.json from the route schemas: builds the app on an in-memory PGlite with a fixed
 * configuration (so the output never depends on the machine), sorts keys, 2-space indent, trailing newline.
 * Usage (any cwd): node --import tsx server/scripts/generate-openapi.ts
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';

const outputFile = fileURLToPath(new URL('../openapi.json', import.meta.url));

/** Recursively sorts object keys so the document is byte-for-byte stable. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'openapi-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      SPA_DIST_DIR: path.join(dataDir, 'no-spa'),
      BETTER_AUTH_SECRET: 'openapi-generation-secret-not-used-for-anything',
      SEED_DEMO: 'false',
    });
    const database = await openDatabase({ memory: true });
    const app = await buildApp({ config, database });
    try {
      await app.ready();
      const document = sortKeys(app.swagger());
      await writeFile(outputFile, `${JSON.stringify(document, null, 2)}\n`);
      process.stdout.write(`Wrote ${path.relative(process.cwd(), outputFile)}\n`);
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

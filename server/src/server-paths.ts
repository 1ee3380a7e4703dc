import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's directory (server/), found by walking up from this module: it is `src/` under tsx and the
 * `dist/` bundle in production (`npm run build:server`), so paths built from `import.meta.url` alone would differ.
 */
function findServerRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(directory, 'drizzle', 'meta')) && existsSync(path.join(directory, 'package.json'))) return directory;
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('Cannot find the server directory (with drizzle/ and package.json).');
    directory = parent;
  }
}

export const serverRoot = findServerRoot();

/** The repository root (the SPA build, ./data and the server's defaults are relative to it). */
export const repoRoot = path.dirname(serverRoot);

// `npm run build:server`: bundles the three entries (API server, worker, migrate) into server/dist/*.mjs, so
// production runs plain JavaScript on Node, not a TypeScript loader. npm packages stay external (resolved from
// node_modules at run time); the server's own code and the SPA's shared rules (src/domain) are bundled in.
// Paths to shipped files (migrations, help articles, package.json) are found from server/ at run time
// (src/server-paths.ts), so the bundle reads them where the sources keep them.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverDir, 'dist');

await rm(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: ['server', 'worker', 'migrate'].map((name) => path.join(serverDir, 'src', `${name}.ts`)),
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  tsconfig: path.join(serverDir, 'tsconfig.json'),
});
process.stdout.write(`Built server/dist (server.mjs, worker.mjs, migrate.mjs) in ${Math.round(performance.now() - started)} ms.\n`);

import type { ConfigFile } from '@rtk-query/codegen-openapi';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm run generate:api` regenerates server/openapi.json from the server's route schemas, then this config
 * turns it into RTK Query endpoints injected into the SPA's one api (src/api/empty-api.ts).
 * The output is never edited by hand; tags and cache overrides live in src/api/enhanced-api.ts.
 *
 * The api's base URL is /api/v1 (src/api/base-query.ts), so the /api/v1 prefix of the document's paths is
 * removed before generation: endpoints then read `accounts/whoami/` exactly as SPEC §7 writes them.
 */
const apiPrefix = '/api/v1';
const root = __dirname;

function schemaRelativeToApiPrefix(): string {
  const document = JSON.parse(readFileSync(join(root, 'server/openapi.json'), 'utf8')) as {
    paths?: Record<string, unknown>;
  };
  const paths: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (path === apiPrefix || path.startsWith(`${apiPrefix}/`)) paths[path.slice(apiPrefix.length) || '/'] = item;
  }
  const outputDirectory = join(root, 'node_modules/.cache/rtk-query-codegen');
  mkdirSync(outputDirectory, { recursive: true });
  const outputFile = join(outputDirectory, 'openapi.json');
  writeFileSync(outputFile, JSON.stringify({ ...document, paths }, null, 2));
  return outputFile;
}

const config: ConfigFile = {
  schemaFile: schemaRelativeToApiPrefix(),
  apiFile: './src/api/empty-api.ts',
  apiImport: 'emptyApi',
  outputFile: './src/api/generated/api.ts',
  exportName: 'generatedApi',
  hooks: true,
  tag: true,
  // The base query adds the Idempotency-Key to every mutation itself (src/api/base-query.ts, docs/idempotency.md):
  // it stays out of the generated endpoints' arguments.
  endpointOverrides: [{ pattern: /./, parameterFilter: (_name, parameter) => !(parameter.in === 'header' && parameter.name === 'Idempotency-Key') }],
};

export default config;

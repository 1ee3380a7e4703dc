import { api, type RuntimeConfig } from '../api/enhanced-api';
import { pageHints } from '../domain/navigation/page-hints';


/** The runtime config the server embeds in index.html (server/src/plugins/spa-static.plugin.ts), or null (development server, an old page, unreadable JSON). */
export function readEmbeddedRuntimeConfig(doc: Document = document): RuntimeConfig | null {
  const text = doc.getElementById(pageHints.runtimeConfigId)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && 'identity_provider' in value ? (value as RuntimeConfig) : null;
  } catch {
    return null;
  }
}

/**
 * Puts the embedded config into RTK Query's cache as if GET /api/v1/config/ had answered: the identity provider
 * renders at once instead of after a round trip (the first paint of /login waited for it). Without an embedded
 * config nothing changes and the query asks the server as before.
 */
export function seedEmbeddedRuntimeConfig(dispatch: (action: ReturnType<typeof api.util.upsertQueryEntries>) => unknown, doc: Document = document): boolean {
  const config = readEmbeddedRuntimeConfig(doc);
  if (!config) return false;
  dispatch(api.util.upsertQueryEntries([{ endpointName: 'getRuntimeConfig', arg: undefined, value: config }]));
  return true;
}

import { api } from '../api/enhanced-api';
import { readEmbeddedRuntimeConfig } from './read-embedded-runtime-config';

export { readEmbeddedRuntimeConfig };

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

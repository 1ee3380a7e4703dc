import type { ContentLookup } from './content-lookup';

/** The embedded default: no network, so no author is ever known and submissions are recorded as unchecked. */
export function createSandboxContentLookup(): ContentLookup {
  return { mode: 'sandbox', author: async () => ({ found: false, reason: 'sandbox' }) };
}

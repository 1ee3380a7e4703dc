import type { RuntimeConfig } from '../api/enhanced-api';
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

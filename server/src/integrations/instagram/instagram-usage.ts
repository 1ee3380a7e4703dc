import { count, record } from '../social/provider-http';
import { USAGE_BACKOFF_PERCENT, type InstagramUsage } from './instagram.types';

/**
 * Reads the rate-limit headers of a Graph answer (integrations.md §2.3):
 *   X-App-Usage:                 {"call_count":28,"total_time":25,"total_cputime":25}
 *   X-Business-Use-Case-Usage:   {"<id>":[{"type":"instagram","call_count":95,"total_cputime":20,"total_time":20,"estimated_time_to_regain_access":0}]}
 * null when neither header is there (or neither is readable).
 */
export function parseInstagramUsage(headers: Headers): InstagramUsage | null {
  const entries: Record<string, unknown>[] = [];
  const app = record(readJson(headers.get('x-app-usage')));
  if (app) entries.push(app);
  const business = record(readJson(headers.get('x-business-use-case-usage')));
  for (const list of Object.values(business ?? {})) {
    for (const item of Array.isArray(list) ? list : []) {
      const entry = record(item);
      if (entry) entries.push(entry);
    }
  }
  if (!entries.length) return null;
  let maxPercent = 0;
  let regainAccessMinutes = 0;
  for (const entry of entries) {
    for (const name of ['call_count', 'total_cputime', 'total_time']) maxPercent = Math.max(maxPercent, count(entry[name]) ?? 0);
    regainAccessMinutes = Math.max(regainAccessMinutes, count(entry.estimated_time_to_regain_access) ?? 0);
  }
  return {
    maxPercent,
    regainAccessMinutes,
    backOff: maxPercent >= USAGE_BACKOFF_PERCENT || regainAccessMinutes > 0,
    retryAfterMs: regainAccessMinutes > 0 ? regainAccessMinutes * 60_000 : null,
  };
}

function readJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

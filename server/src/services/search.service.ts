import type { Static } from '@sinclair/typebox';
import { validationFailed } from '../plugins/api-error';
import type { SearchCaller, SearchRepository } from '../repositories/search.repository';
import type { SearchResponse } from '../routes/api/v1/search/search.schema';

export type SearchResponseBody = Static<typeof SearchResponse>;

export function createSearchService(deps: { search: SearchRepository }) {
  /**
   * Runs every provider the caller's persona may use, each limited to `limit` results. The length
   * limit is checked by the route schema; blank is checked here because only the trimmed text counts.
   */
  async function search(caller: SearchCaller, query: { q: string; limit: number }): Promise<SearchResponseBody> {
    const text = query.q.trim();
    if (text.length === 0) throw validationFailed({ q: ['This field may not be blank.'] });
    const providers = deps.search.providers.filter((provider) => provider.personas.includes(caller.persona));
    const results = await Promise.all(providers.map((provider) => provider.search(caller, text, query.limit)));
    return {
      q: text,
      kinds: providers.map((provider) => provider.kind),
      groups: providers
        .map((provider, index) => ({ kind: provider.kind, results: results[index] ?? [] }))
        .filter((group) => group.results.length > 0),
    };
  }

  return { search };
}

export type SearchService = ReturnType<typeof createSearchService>;

import type { ContentLookup, ContentAuthor } from './content-lookup';
import type { ContentLookupConfig } from './content-lookup.config';

interface OembedBody {
  author_name?: unknown;
  author_url?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Live lookup: `{YOUTUBE_OEMBED_URL}?url=...&format=json` answers the video's channel (author_url, author_name).
 * Any failure (network, timeout, non-200 such as 401 for private and 404 for removed videos, bad JSON) is `unknown`,
 * never an error: the caller accepts the content unchecked rather than blocking a delivery on YouTube's uptime.
 */
export function createYoutubeOembedLookup(config: ContentLookupConfig, fetchImpl: typeof fetch = fetch): ContentLookup {
  async function youtubeAuthor(url: string): Promise<ContentAuthor> {
    const endpoint = new URL(config.youtubeOembedUrl);
    endpoint.searchParams.set('url', url);
    endpoint.searchParams.set('format', 'json');
    try {
      const response = await fetchImpl(endpoint, { signal: AbortSignal.timeout(config.timeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) return { found: false, reason: `http_${response.status}` };
      const body = (await response.json()) as OembedBody;
      const authorUrl = text(body.author_url);
      const authorName = text(body.author_name);
      return authorUrl || authorName ? { found: true, authorUrl, authorName } : { found: false, reason: 'no_author' };
    } catch (error) {
      return { found: false, reason: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable' };
    }
  }

  return {
    mode: 'live',
    author: async (url, platform) => (platform === 'youtube' ? youtubeAuthor(url) : { found: false, reason: 'unsupported_platform' }),
  };
}

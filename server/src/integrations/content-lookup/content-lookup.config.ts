import type { ConfigVariable } from '../../config.variables';

/** sandbox: no network, every well-formed URL is accepted unchecked; live: YouTube oEmbed resolves a video's channel. */
export type ContentLookupMode = 'sandbox' | 'live';

export interface ContentLookupConfig {
  readonly mode: ContentLookupMode;
  /** YouTube's oEmbed endpoint (a fake one in tests). */
  readonly youtubeOembedUrl: string;
  /** How long one lookup may take before the submission is accepted unchecked. */
  readonly timeoutMs: number;
}

export const contentLookupConfigVariables: readonly ConfigVariable[] = [
  {
    name: 'CONTENT_LOOKUP_MODE',
    defaultValue: 'sandbox',
    description: 'For accounts that are not connected: sandbox (no network: content URLs are accepted not verified) or live (YouTube oEmbed finds the channel of a submitted video). Connected accounts are checked through their platform API in every mode.',
  },
  { name: 'YOUTUBE_OEMBED_URL', defaultValue: 'https://www.youtube.com/oembed', description: 'oEmbed endpoint the live content lookup asks for a video\'s channel.' },
  { name: 'CONTENT_LOOKUP_TIMEOUT_MS', defaultValue: '3000', description: 'Time one live content lookup may take; past it the submission is accepted unchecked.' },
];

type Env = Record<string, string | undefined>;

export function parseContentLookupConfig(env: Env, problems: string[]): ContentLookupConfig {
  const mode = env.CONTENT_LOOKUP_MODE?.trim() || 'sandbox';
  if (mode !== 'sandbox' && mode !== 'live') problems.push(`CONTENT_LOOKUP_MODE must be sandbox or live (got "${mode}").`);
  const youtubeOembedUrl = env.YOUTUBE_OEMBED_URL?.trim() || 'https://www.youtube.com/oembed';
  if (!/^https?:\/\/[^/]+/.test(youtubeOembedUrl)) problems.push(`YOUTUBE_OEMBED_URL must be an http(s) URL (got "${youtubeOembedUrl}").`);
  const timeoutRaw = env.CONTENT_LOOKUP_TIMEOUT_MS?.trim() || '3000';
  const timeoutMs = Number(timeoutRaw);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000) {
    problems.push(`CONTENT_LOOKUP_TIMEOUT_MS must be an integer from 100 to 60000 (got "${timeoutRaw}").`);
  }
  return { mode: mode === 'live' ? 'live' : 'sandbox', youtubeOembedUrl, timeoutMs: Number.isInteger(timeoutMs) ? timeoutMs : 3000 };
}

import type { CampaignPlatform } from '../../../../src/domain/campaigns/campaign-options';
import type { ContentLookupConfig } from './content-lookup.config';
import { createSandboxContentLookup } from './sandbox.content-lookup';
import { createYoutubeOembedLookup } from './youtube-oembed.client';

/**
 * Who published a piece of content, as the platform tells it. `unknown`: the platform could not be asked (sandbox,
 * unreachable, timed out, private or removed video, or Instagram, whose oEmbed needs an app token we do not hold).
 */
export type ContentAuthor = { found: true; authorUrl: string | null; authorName: string | null } | { found: false; reason: string };

export interface ContentLookup {
  readonly mode: ContentLookupConfig['mode'];
  author(url: string, platform: CampaignPlatform): Promise<ContentAuthor>;
}

export function createContentLookup(config: ContentLookupConfig, fetchImpl: typeof fetch = fetch): ContentLookup {
  return config.mode === 'live' ? createYoutubeOembedLookup(config, fetchImpl) : createSandboxContentLookup();
}

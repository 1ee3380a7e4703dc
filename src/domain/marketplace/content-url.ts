import type { CampaignPlatform } from '../campaigns/campaign-options';
import { isYoutubeVideoUrl } from '../campaigns/campaign.schema';

const parse = (value: string): URL | null => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};

const youtubeHost = /^((www|m)\.)?youtube\.com$/;
const instagramHost = /^(www\.)?instagram\.com$/;

/** A YouTube video or Short link: watch?v=, youtu.be/, /shorts/ID or /live/ID. */
export function isYoutubeContentUrl(value: string): boolean {
  if (isYoutubeVideoUrl(value)) return true;
  const url = parse(value);
  return !!url && youtubeHost.test(url.hostname) && /^\/(shorts|live)\/[A-Za-z0-9_-]{11}\/?$/.test(url.pathname);
}

/** An Instagram post or reel: /p/CODE, /reel/CODE, /reels/CODE, optionally after /{username}. */
export function isInstagramContentUrl(value: string): boolean {
  const url = parse(value);
  return !!url && instagramHost.test(url.hostname) && /^\/([A-Za-z0-9._]{1,30}\/)?(p|reel|reels|tv)\/[A-Za-z0-9_-]{5,}\/?$/.test(url.pathname);
}

/** The platform a content URL belongs to, or null when it is neither a YouTube nor an Instagram content link. */
export function contentUrlPlatform(value: string): CampaignPlatform | null {
  if (isYoutubeContentUrl(value)) return 'youtube';
  if (isInstagramContentUrl(value)) return 'instagram';
  return null;
}

/** The Instagram username written in a content URL (instagram.com/{username}/reel/...), when there is one. */
export function instagramUsernameIn(value: string): string | null {
  const url = parse(value);
  const match = url && instagramHost.test(url.hostname) ? /^\/([A-Za-z0-9._]{1,30})\/(p|reel|reels|tv)\//.exec(url.pathname) : null;
  return match ? match[1].toLowerCase() : null;
}

/** What a content link points at on its platform: a YouTube video id or an Instagram shortcode. */
export type ContentId = { platform: 'youtube'; videoId: string } | { platform: 'instagram'; shortcode: string };

/**
 * The video id of a YouTube watch?v= / youtu.be / shorts / live link, or the shortcode of an Instagram /p/, /reel/,
 * /reels/ or /tv/ link (with or without the username before it); null for anything else. The ownership check asks
 * the platform about this id (docs/marketplace.md "Content ownership").
 */
export function contentIdOf(value: string): ContentId | null {
  const platform = contentUrlPlatform(value);
  const url = platform ? parse(value) : null;
  if (!url) return null;
  if (platform === 'youtube') {
    const id = url.hostname === 'youtu.be' ? url.pathname.slice(1).replace(/\/$/, '')
      : url.pathname === '/watch' ? url.searchParams.get('v') ?? ''
        : /^\/(shorts|live)\/([A-Za-z0-9_-]{11})\/?$/.exec(url.pathname)?.[2] ?? '';
    return /^[A-Za-z0-9_-]{11}$/.test(id) ? { platform, videoId: id } : null;
  }
  const shortcode = /\/(p|reel|reels|tv)\/([A-Za-z0-9_-]{5,})\/?$/.exec(url.pathname)?.[2];
  return shortcode ? { platform: 'instagram', shortcode } : null;
}

/** The video id of a YouTube content link (contentIdOf), null for anything else. */
export function youtubeVideoIdOf(value: string): string | null {
  const id = contentIdOf(value);
  return id?.platform === 'youtube' ? id.videoId : null;
}

/** The shortcode of an Instagram content link (contentIdOf), null for anything else. */
export function instagramShortcodeOf(value: string): string | null {
  const id = contentIdOf(value);
  return id?.platform === 'instagram' ? id.shortcode : null;
}

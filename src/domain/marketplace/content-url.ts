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

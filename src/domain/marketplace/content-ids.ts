/**
 * The platform's own id inside a content link, which the statistics job asks the platform about
 * (docs/analytics.md "Collecting"): a YouTube video id, an Instagram shortcode. null for anything else.
 */
const parse = (value: string): URL | null => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};

const youtubeHost = /^((www|m|music)\.)?youtube\.com$/;
const videoId = /^[A-Za-z0-9_-]{11}$/;

/** youtube.com/watch?v=ID, youtu.be/ID, youtube.com/shorts/ID, /live/ID, /embed/ID -> ID (11 characters). */
export function youtubeVideoIdOf(value: string): string | null {
  const url = parse(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  let candidate: string | null = null;
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1] ?? null;
  else if (youtubeHost.test(host)) {
    if (url.pathname.replace(/\/+$/, '') === '/watch') candidate = url.searchParams.get('v');
    else candidate = /^\/(shorts|live|embed)\/([^/]+)\/?$/.exec(url.pathname)?.[2] ?? null;
  }
  return candidate && videoId.test(candidate) ? candidate : null;
}

const instagramHost = /^(www\.)?instagram\.com$/;

/** instagram.com/p/CODE, /reel/CODE, /reels/CODE, /tv/CODE (optionally after /{username}) -> CODE. */
export function instagramShortcodeOf(value: string): string | null {
  const url = parse(value);
  if (!url || !instagramHost.test(url.hostname.toLowerCase())) return null;
  return /^\/(?:[A-Za-z0-9._]{1,30}\/)?(?:p|reel|reels|tv)\/([A-Za-z0-9_-]{5,})\/?$/.exec(url.pathname)?.[1] ?? null;
}

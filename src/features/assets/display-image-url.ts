import { assetIdFromUrl } from '../../domain/assets/asset-rules';

/**
 * Where to load a stored picture from: our own uploads directly, remote http(s) pictures through the image proxy
 * (so the browser never contacts third parties and the CSP can stay 'self'), anything else not at all.
 */
export function displayImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (assetIdFromUrl(url)) return url;
  if (/^https?:\/\//i.test(url)) return `/api/v1/utils/image-proxy/?url=${encodeURIComponent(url)}`;
  return undefined;
}

import { assetIdFromUrl, assetInlinePath } from '../../domain/assets/asset-rules';

/** How a stored picture reaches an <img>: our upload, a remote address (through the signed image proxy), or not at all. */
export type ImageSource = { kind: 'asset'; src: string } | { kind: 'remote'; url: string } | null;

/**
 * Our uploads load from their inline path (download/ sends an attachment); remote http(s) pictures go through the
 * image proxy with a signed link (so the browser never contacts third parties); anything else (e.g. `javascript:`)
 * not at all.
 */
export function imageSourceOf(url: string | null | undefined): ImageSource {
  if (!url) return null;
  const assetId = assetIdFromUrl(url);
  if (assetId) return { kind: 'asset', src: assetInlinePath(assetId) };
  if (/^https?:\/\//i.test(url)) return { kind: 'remote', url };
  return null;
}

/** For an <img> showing a picture as it is stored: our uploads through their inline path, anything else unchanged. */
export function embeddedImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const assetId = assetIdFromUrl(url);
  return assetId ? assetInlinePath(assetId) : url;
}

import { limits } from '../constants';
import { validationMessages } from '../messages';

/** SPEC §5 "Image upload" / "Video upload": what we accept, decided by the file's bytes, not its name. */
export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const videoMimeTypes = ['video/mp4', 'video/mpeg', 'video/quicktime', 'video/x-msvideo'] as const;
export type AssetMimeType = (typeof imageMimeTypes)[number] | (typeof videoMimeTypes)[number];
export type AssetKind = 'image' | 'video';

export const assetKinds = ['image', 'video'] as const;
/** Why a file was uploaded; profile pictures and brand logos are shown to other users, so they are public. */
export const assetPurposes = ['profile_picture', 'brand_logo', 'content', 'other'] as const;
export type AssetPurpose = (typeof assetPurposes)[number];
export const publicAssetPurposes: readonly AssetPurpose[] = ['profile_picture', 'brand_logo'];

/**
 * "Under 10 MB" (SPEC §5, §9): a file of exactly 10 MiB (10 × 1024 × 1024 bytes) is accepted, one byte more is
 * refused (docs/assets-and-image-proxy.md).
 */
export const maxUploadBytes = limits.maxUploadMegabytes * 1024 * 1024;

export const uploadMessages = {
  unsupportedType: validationMessages.unsupportedFileType,
  tooLarge: validationMessages.fileTooLarge(limits.maxUploadMegabytes),
  fileRequired: 'Choose a file to upload.',
} as const;

export function kindOfMimeType(mime: string): AssetKind | null {
  if ((imageMimeTypes as readonly string[]).includes(mime)) return 'image';
  if ((videoMimeTypes as readonly string[]).includes(mime)) return 'video';
  return null;
}

/** The path an asset is downloaded from (an attachment); profiles and logos store this path as their picture. */
export const assetDownloadPath = (assetId: string) => `/api/v1/assets/${assetId}/download/`;

/** The path an uploaded image is shown in the page from (inline; the server sends anything else as an attachment). */
export const assetInlinePath = (assetId: string) => `/api/v1/assets/${assetId}/inline/`;

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const assetPathPattern = new RegExp(`^/api/v1/assets/(${uuid})/download/$`, 'i');

/** The asset id inside one of our download paths, or null for anything else. */
export function assetIdFromUrl(url: string): string | null {
  return assetPathPattern.exec(url)?.[1]?.toLowerCase() ?? null;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A picture or logo: one of our uploaded assets (its download path) or a remote http(s) image. */
export function isImageReference(value: string): boolean {
  return assetIdFromUrl(value) !== null || isHttpUrl(value);
}

import { imageMimeTypes, maxUploadBytes, uploadMessages, videoMimeTypes, type AssetKind } from '../../domain/assets/asset-rules';

/** The browser-side check before uploading (the server decides again from the bytes); null when the file may go. */
export function fileProblem(file: File, kind: AssetKind): string | null {
  const accepted: readonly string[] = kind === 'image' ? imageMimeTypes : videoMimeTypes;
  if (!accepted.includes(file.type)) return uploadMessages.unsupportedType;
  if (file.size > maxUploadBytes) return uploadMessages.tooLarge;
  return null;
}

export const acceptAttribute = (kind: AssetKind) => (kind === 'image' ? imageMimeTypes : videoMimeTypes).join(',');

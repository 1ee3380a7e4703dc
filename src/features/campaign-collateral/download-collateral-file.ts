import type { CollateralFile } from '../../api/generated/api';
import { DownloadError, downloadAuthorized } from '../../components/download/authorized-download';
import { collateralTexts as t } from './campaign-collateral.texts';

/** A failed collateral download (the shared DownloadError under the name its callers know). */
export { DownloadError as CollateralDownloadError };

/**
 * Saves one attached file (GET its `url`, docs/assets-and-image-proxy.md "Campaign collateral") under the file's name,
 * fetched with the bearer token of every API call (components/download/authorized-download.ts).
 */
export function downloadCollateralFile(file: CollateralFile): Promise<void> {
  return downloadAuthorized(file.url, {
    fileName: file.file_name,
    fallbackName: file.file_name,
    refusal: (status) => (status === 404 ? t.fileGone : t.downloadFailed),
  });
}

import type { CollateralFile } from '../../api/generated/api';
import { getAccessToken } from '../../auth/access-token';
import { errorMessages } from '../../domain/messages';
import { collateralTexts as t } from './campaign-collateral.texts';

export class CollateralDownloadError extends Error {
  constructor(message: string, readonly status: number | null) {
    super(message);
    this.name = 'CollateralDownloadError';
  }
}

/** How long the saved file's object URL lives: long enough for the browser to start writing it. */
const objectUrlLifetimeMs = 60_000;

/**
 * Saves one attached file (GET its `url`, docs/assets-and-image-proxy.md "Campaign collateral"). A plain link cannot
 * carry the bearer token the API needs, and the bytes do not belong in the RTK Query cache, so this fetches them with
 * the same token as every API call and hands the browser a Blob to save under the file's name.
 */
export async function downloadCollateralFile(file: CollateralFile): Promise<void> {
  const token = await getAccessToken();
  let response: Response;
  try {
    response = await fetch(file.url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, cache: 'no-store' });
  } catch {
    throw new CollateralDownloadError(errorMessages.network, null);
  }
  if (response.status === 404) throw new CollateralDownloadError(t.fileGone, 404);
  if (response.status === 401) throw new CollateralDownloadError(errorMessages.sessionExpired, 401);
  if (!response.ok) throw new CollateralDownloadError(t.downloadFailed, response.status);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = file.file_name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), objectUrlLifetimeMs);
}

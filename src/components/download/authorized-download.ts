import { getAccessToken } from '../../auth/access-token';
import { errorMessages } from '../../domain/messages';

/** A download that failed, with the text to show and the HTTP status (null when the server was not reached). */
export class DownloadError extends Error {
  constructor(message: string, readonly status: number | null) {
    super(message);
    this.name = 'DownloadError';
  }
}

/** The file name the server gives in Content-Disposition, else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** How long the saved file's object URL lives: long enough for the browser to start writing it. */
const objectUrlLifetimeMs = 60_000;

/**
 * Saves a file the API serves (a CSV export, a collateral file, a payout statement). A plain link cannot carry the
 * bearer token the API needs and the bytes do not belong in the RTK Query cache, so this fetches them with the token
 * of every API call and hands the browser a Blob to save, under `fileName` or the server's Content-Disposition name.
 * Rejects with a DownloadError carrying the text to show: `refusal(status, detail)` words the server's refusals.
 */
export async function downloadAuthorized(
  url: string,
  options: { fileName?: string; fallbackName: string; refusal?: (status: number, detail: string | null) => string | undefined },
): Promise<void> {
  const token = await getAccessToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, cache: 'no-store' });
  } catch {
    throw new DownloadError(errorMessages.network, null);
  }
  if (response.status === 401) throw new DownloadError(errorMessages.sessionExpired, 401);
  if (!response.ok) {
    const detail = await response.json().then((body: { detail?: unknown }) => (typeof body.detail === 'string' && body.detail ? body.detail : null), () => null);
    throw new DownloadError(options.refusal?.(response.status, detail) ?? detail ?? errorMessages.generic, response.status);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = options.fileName ?? fileNameOf(response.headers.get('content-disposition'), options.fallbackName);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), objectUrlLifetimeMs);
}

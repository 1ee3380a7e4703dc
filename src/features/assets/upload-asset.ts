import type { AssetPurpose } from '../../domain/assets/asset-rules';
import { errorMessages } from '../../domain/messages';
import { getAccessToken } from '../../auth/access-token';
import type { Asset } from '../../api/generated/api';

export type UploadedAsset = Asset;

export interface UploadOptions {
  purpose?: AssetPurpose;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export class UploadError extends Error {
  constructor(message: string, readonly status: number | null) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * POST /api/v1/assets/ through XMLHttpRequest rather than the generated mutation: fetch cannot report upload
 * progress, and SPEC asks for a progress bar (docs/assets-and-image-proxy.md). Same token, same error texts.
 */
export async function uploadAsset(file: File, options: UploadOptions = {}): Promise<UploadedAsset> {
  const token = await getAccessToken();
  const form = new FormData();
  if (options.purpose) form.append('purpose', options.purpose);
  form.append('file', file, file.name);
  return new Promise<UploadedAsset>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/v1/assets/');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve(request.response as UploadedAsset);
      const body = request.response as { detail?: string; errors?: Record<string, string[]> } | null;
      const fieldMessage = body?.errors ? Object.values(body.errors)[0]?.[0] : undefined;
      reject(new UploadError(fieldMessage ?? body?.detail ?? errorMessages.generic, request.status));
    };
    request.onerror = () => reject(new UploadError(errorMessages.network, null));
    request.ontimeout = () => reject(new UploadError(errorMessages.timeout, null));
    request.onabort = () => reject(new UploadError('Upload cancelled.', null));
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}

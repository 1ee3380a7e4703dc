import type { Readable } from 'node:stream';

/** Where asset bytes live: local disk by default, S3-compatible storage when configured (docs/assets-and-image-proxy.md). */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when it does not exist. */
  get(key: string): Promise<Readable | null>;
  /** Deleting a missing object is not an error (retries and clean-ups stay idempotent). */
  delete(key: string): Promise<void>;
}

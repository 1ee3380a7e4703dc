import { join } from 'node:path';
import { createLocalDiskStorage } from './local-disk.storage';
import type { ObjectStorage } from './object-storage';
import { createS3Storage } from './s3.storage';
import type { StorageConfig } from './storage.config';

/** Local disk under DATA_DIR/assets unless S3-compatible storage is configured (S3_BUCKET). */
export function createObjectStorage(options: { dataDir: string; storage: StorageConfig }): ObjectStorage {
  if (options.storage.s3) return createS3Storage(options.storage.s3);
  return createLocalDiskStorage(join(options.dataDir, 'assets'));
}

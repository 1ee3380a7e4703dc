import type { FastifyBaseLogger } from 'fastify';
import { assetCleanupBatch, type AssetCleanupRepository } from '../repositories/asset-cleanup.repository';
import type { ObjectStorage } from '../storage/object-storage';

export interface AssetCleanupOutcome {
  /** Rows deleted (and their stored files). */
  removed: number;
  /** Stored files that could not be deleted (the row is gone; the file is left behind, logged). */
  fileErrors: number;
  cutoff: Date;
}

/**
 * The cleanup-assets job (docs/assets-and-image-proxy.md "Cleanup"): uploads that nothing references and nobody
 * changed for the grace period are deleted, rows first, then their files. Running it again finds nothing more, and a
 * file already gone is not an error, so the job is idempotent.
 */
export function createAssetCleanupService(deps: {
  repository: AssetCleanupRepository;
  storage: Pick<ObjectStorage, 'delete'>;
  graceHours: number;
  logger: FastifyBaseLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function removeOrphans(): Promise<AssetCleanupOutcome> {
    const cutoff = new Date(now().getTime() - deps.graceHours * 3_600_000);
    const outcome: AssetCleanupOutcome = { removed: 0, fileErrors: 0, cutoff };
    for (;;) {
      const removed = await deps.repository.deleteOrphans(cutoff);
      outcome.removed += removed.length;
      for (const { id, storageKey } of removed) {
        try {
          await deps.storage.delete(storageKey);
        } catch (error) {
          outcome.fileErrors += 1;
          deps.logger.error({ err: error, job: 'cleanup-assets', assetId: id }, 'could not delete an orphaned upload\'s file');
        }
      }
      if (removed.length < assetCleanupBatch) return outcome;
    }
  }

  return { removeOrphans };
}

export type AssetCleanupService = ReturnType<typeof createAssetCleanupService>;

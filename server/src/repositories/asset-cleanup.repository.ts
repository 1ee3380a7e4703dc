import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** How many orphans one statement claims and deletes (the job loops until none is left). */
export const assetCleanupBatch = 500;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Uploads nobody uses (docs/assets-and-image-proxy.md "Cleanup"): an asset is referenced by a content submission
 * (`asset_id`), a campaign's collateral (`collateral.asset_ids`), or by its download path in a brand's logo, an
 * influencer's profile picture or a user's image. Anything else untouched since `cutoff` is an orphan.
 */
export function createAssetCleanupRepository(db: Database) {
  /**
   * Deletes up to `assetCleanupBatch` orphans last changed before `cutoff` in one statement (the conditions are checked
   * by the DELETE itself, so an asset attached meanwhile stays) and returns their storage keys: the caller removes the
   * stored files after the rows are gone, so a failure leaves at worst a file without a row, never a row without a file.
   */
  async function deleteOrphans(cutoff: Date): Promise<Array<{ id: string; storageKey: string }>> {
    const result = await db.execute(sql`
      delete from assets
      where id in (
        select a.id from assets a
        where a.created_at < ${cutoff.toISOString()} and a.updated_at < ${cutoff.toISOString()}
          and not exists (select 1 from content_submissions s where s.asset_id = a.id)
          and not exists (select 1 from campaigns c where c.collateral -> 'asset_ids' @> to_jsonb(a.id::text))
          and not exists (select 1 from brands b where b.logo_url like '%/api/v1/assets/' || a.id::text || '/%')
          and not exists (select 1 from influencers i where i.profile_picture like '%/api/v1/assets/' || a.id::text || '/%')
          and not exists (select 1 from users u where u.image_url like '%/api/v1/assets/' || a.id::text || '/%')
        order by a.created_at, a.id
        limit ${assetCleanupBatch}
        for update skip locked
      )
      returning id, storage_key as "storageKey"`);
    return rowsOf<{ id: string; storageKey: string }>(result);
  }

  return { deleteOrphans };
}

export type AssetCleanupRepository = ReturnType<typeof createAssetCleanupRepository>;

import { bigint, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assetKinds, assetPurposes } from '../../../../src/domain/assets/asset-rules';
import { users } from './users.schema';

export const assetKindEnum = pgEnum('asset_kind', assetKinds);
export const assetPurposeEnum = pgEnum('asset_purpose', assetPurposes);

/**
 * An uploaded file. The bytes live in the configured storage under `storage_key` (generated, never the user's
 * file name); `file_name` is only a display name. `content_type` comes from the file's magic bytes.
 */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique('assets_storage_key_unique'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    kind: assetKindEnum('kind').notNull(),
    purpose: assetPurposeEnum('purpose').notNull().default('other'),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: bigint('width', { mode: 'number' }),
    height: bigint('height', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assets_owner_created_idx').on(table.ownerId, table.createdAt.desc(), table.id.desc())],
);

export type AssetRow = typeof assets.$inferSelect;

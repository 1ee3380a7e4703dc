import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  assetDownloadPath,
  kindOfMimeType,
  maxUploadBytes,
  publicAssetPurposes,
  uploadMessages,
  type AssetPurpose,
} from '../../../src/domain/assets/asset-rules';
import type { AssetRow } from '../db/schema/assets.schema';
import { ApiError, notFound, payloadTooLarge } from '../plugins/api-error';
import type { AssetListFilter, AssetsRepository } from '../repositories/assets.repository';
import type { ObjectStorage } from '../storage/object-storage';
import { imageDimensions } from './image-dimensions';
import { safeDisplayName, withoutBidiControls } from './safe-file-name';

export interface AssetView {
  id: string;
  file_name: string;
  content_type: string;
  kind: AssetRow['kind'];
  purpose: AssetRow['purpose'];
  size: number;
  url: string;
  created_at: string;
  updated_at: string;
}

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

const unsupported = () => new ApiError(415, 'unsupported_file_type', uploadMessages.unsupportedType);

export function toAssetView(row: AssetRow): AssetView {
  return {
    id: row.id,
    file_name: withoutBidiControls(row.fileName),
    content_type: row.contentType,
    kind: row.kind,
    purpose: row.purpose,
    size: row.size,
    url: assetDownloadPath(row.id),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createAssetsService(deps: {
  assets: AssetsRepository;
  storage: ObjectStorage;
  logger: FastifyBaseLogger;
  /** Other people a private file was handed to: the brand team that received it as submitted content. */
  sharedWith?: (callerId: string, assetId: string) => Promise<boolean>;
}) {
  const { assets, storage } = deps;

  /** Type from the bytes (never the name or the client's Content-Type), size under the limit, or an error. */
  async function inspect(file: UploadedFile) {
    if (file.data.length > maxUploadBytes) throw payloadTooLarge(uploadMessages.tooLarge);
    const detected = await fileTypeFromBuffer(file.data);
    const kind = detected ? kindOfMimeType(detected.mime) : null;
    if (!detected || !kind) throw unsupported();
    const dimensions = kind === 'image' ? imageDimensions(file.data, detected.mime) : null;
    return { contentType: detected.mime, kind, dimensions };
  }

  async function store(ownerId: string, file: UploadedFile, contentType: string): Promise<string> {
    const key = `assets/${ownerId}/${randomUUID()}`;
    await storage.put(key, file.data, contentType);
    return key;
  }

  async function upload(ownerId: string, file: UploadedFile, purpose: AssetPurpose = 'other'): Promise<AssetView> {
    const facts = await inspect(file);
    const storageKey = await store(ownerId, file, facts.contentType);
    try {
      const row = await assets.create({
        ownerId,
        storageKey,
        fileName: safeDisplayName(file.fileName, facts.contentType),
        contentType: facts.contentType,
        kind: facts.kind,
        purpose,
        size: file.data.length,
        width: facts.dimensions?.width ?? null,
        height: facts.dimensions?.height ?? null,
      });
      return toAssetView(row);
    } catch (error) {
      // No row, no object: the stored bytes would otherwise be orphaned.
      await storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  async function ownedOr404(ownerId: string, id: string): Promise<AssetRow> {
    const row = await assets.findOwned(ownerId, id);
    if (!row) throw notFound();
    return row;
  }

  async function get(ownerId: string, id: string): Promise<AssetView> {
    return toAssetView(await ownedOr404(ownerId, id));
  }

  async function metadata(ownerId: string, id: string) {
    const row = await ownedOr404(ownerId, id);
    return { ...toAssetView(row), width: row.width, height: row.height };
  }

  async function list(ownerId: string, filter: AssetListFilter, page: { limit: number; offset: number }) {
    const { count, results } = await assets.list(ownerId, filter, page);
    return { count, results: results.map(toAssetView) };
  }

  /** Rename, change purpose and/or replace the bytes; the old object is removed after the row points elsewhere. */
  async function update(
    ownerId: string,
    id: string,
    changes: { fileName?: string; purpose?: AssetPurpose; file?: UploadedFile },
  ): Promise<AssetView> {
    const current = await ownedOr404(ownerId, id);
    const values: Parameters<AssetsRepository['update']>[2] = {};
    if (changes.purpose) values.purpose = changes.purpose;
    let newKey: string | null = null;
    if (changes.file) {
      const facts = await inspect(changes.file);
      newKey = await store(ownerId, changes.file, facts.contentType);
      Object.assign(values, {
        storageKey: newKey,
        contentType: facts.contentType,
        kind: facts.kind,
        size: changes.file.data.length,
        width: facts.dimensions?.width ?? null,
        height: facts.dimensions?.height ?? null,
        fileName: safeDisplayName(changes.fileName ?? changes.file.fileName, facts.contentType),
      });
    } else if (changes.fileName !== undefined) {
      values.fileName = safeDisplayName(changes.fileName, current.contentType);
    }
    const row = await assets.update(ownerId, id, values).catch(async (error: unknown) => {
      if (newKey) await storage.delete(newKey).catch(() => undefined);
      throw error;
    });
    if (!row) throw notFound();
    if (newKey) await storage.delete(current.storageKey).catch((error) => deps.logger.warn({ err: error }, 'old asset object not deleted'));
    return toAssetView(row);
  }

  async function remove(ownerId: string, id: string): Promise<void> {
    const row = await assets.remove(ownerId, id);
    if (!row) throw notFound();
    await storage.delete(row.storageKey);
  }

  /**
   * The bytes for a download: public purposes for anyone; everything else for its owner and for the brand team it
   * was submitted to as campaign content (else 404).
   */
  async function download(callerId: string | null, id: string): Promise<{ row: AssetRow; body: Readable }> {
    const row = await assets.findById(id);
    const visible = row && (publicAssetPurposes.includes(row.purpose) || row.ownerId === callerId
      || (callerId !== null && deps.sharedWith !== undefined && (await deps.sharedWith(callerId, row.id))));
    if (!row || !visible) throw notFound();
    const body = await storage.get(row.storageKey);
    if (!body) throw notFound();
    return { row, body };
  }

  /** An image of the user's own, for pictures and logos that point at an upload (docs/assets-and-image-proxy.md). */
  async function findOwnedImage(ownerUserId: string, assetId: string): Promise<{ id: string; url: string } | null> {
    const row = await assets.findOwned(ownerUserId, assetId);
    return row && row.kind === 'image' ? { id: row.id, url: assetDownloadPath(row.id) } : null;
  }

  /** Every object and row of a user (account deletion); safe to repeat. */
  async function deleteAllForOwner(ownerUserId: string): Promise<void> {
    const keys = await assets.storageKeysOf(ownerUserId);
    for (const key of keys) await storage.delete(key);
    await assets.removeAllOf(ownerUserId);
  }

  return { upload, get, metadata, list, update, remove, download, findOwnedImage, deleteAllForOwner, storageKind: storage.kind };
}

export type AssetsService = ReturnType<typeof createAssetsService>;

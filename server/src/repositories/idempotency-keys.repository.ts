import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { idempotencyKeys, type IdempotencyKeyRow } from '../db/schema/idempotency-keys.schema';

/** What identifies "the same request" under one key. */
export interface IdempotentRequest {
  scope: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * - `claimed`: this request owns the key now and runs; `complete` or `release` the row afterwards.
 * - `replay`: the same request finished before; answer its stored response.
 * - `mismatch`: the key belongs to another request (422).
 * - `in_progress`: the first request with this key is still running (409).
 */
export type ClaimOutcome =
  | { kind: 'claimed'; claim: Claim }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'mismatch' }
  | { kind: 'in_progress' };

/** A claimed row; `claimedAt` tells this claim from a later take-over of the same row. */
export interface Claim {
  id: string;
  claimedAt: Date;
}

const sameRequest = (row: IdempotencyKeyRow, request: IdempotentRequest) =>
  row.method === request.method && row.path === request.path && row.requestHash === request.requestHash;

/** Rows of `idempotency_keys` (docs/idempotency.md): claimed, completed, released and pruned, race-free. */
export function createIdempotencyKeysRepository(db: Database) {
  /**
   * Claims `(scope, key)` for this request, or tells why not. The unique constraint decides between concurrent
   * first requests; a row whose `expires_at` passed (a crashed request's lock, or a response past its 24 h) is
   * taken over with a compare-and-set, so exactly one retry gets it.
   */
  async function claim(request: IdempotentRequest, lockedUntil: Date, now: Date = new Date()): Promise<ClaimOutcome> {
    // Three rounds cover a row pruned or taken over between our statements; more means something is wrong.
    for (let round = 0; round < 3; round += 1) {
      const [inserted] = await db
        .insert(idempotencyKeys)
        .values({ ...request, createdAt: now, expiresAt: lockedUntil })
        .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
        .returning({ id: idempotencyKeys.id });
      if (inserted) return { kind: 'claimed', claim: { id: inserted.id, claimedAt: now } };

      const [takenOver] = await db
        .update(idempotencyKeys)
        .set({
          method: request.method, path: request.path, requestHash: request.requestHash,
          responseStatus: null, responseHeaders: null, responseBody: null, createdAt: now, expiresAt: lockedUntil,
        })
        .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key), lt(idempotencyKeys.expiresAt, now)))
        .returning({ id: idempotencyKeys.id });
      if (takenOver) return { kind: 'claimed', claim: { id: takenOver.id, claimedAt: now } };

      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
      if (!row) continue;
      if (!sameRequest(row, request)) return { kind: 'mismatch' };
      if (row.responseStatus === null) return { kind: 'in_progress' };
      return { kind: 'replay', response: { status: row.responseStatus, headers: row.responseHeaders ?? {}, body: row.responseBody ?? '' } };
    }
    throw new Error(`Idempotency key ${request.scope}/${request.key} could not be claimed.`);
  }

  // A request that outlived its lock may have lost the row to a retry: it then changes nothing.
  const stillOurs = (claim: Claim) => and(eq(idempotencyKeys.id, claim.id), eq(idempotencyKeys.createdAt, claim.claimedAt));

  /**
   * Stores the first response of a claimed row; it is replayed until `expiresAt`. `executor` is the request's own
   * transaction when the answer must commit with the request's writes. False when the claim was lost (it outlived its
   * lock and a retry took the row over): the caller must then not commit its writes.
   */
  async function complete(claim: Claim, response: StoredResponse, expiresAt: Date, executor: Database = db): Promise<boolean> {
    const updated = await executor
      .update(idempotencyKeys)
      .set({ responseStatus: response.status, responseHeaders: response.headers, responseBody: response.body, expiresAt })
      .where(stillOurs(claim))
      .returning({ id: idempotencyKeys.id });
    return updated.length > 0;
  }

  /** Frees a claimed key without storing anything (a 5xx, an unstorable response): the client may retry it. */
  async function release(claim: Claim): Promise<void> {
    await db.delete(idempotencyKeys).where(stillOurs(claim));
  }

  /** Deletes expired rows, a batch at a time so one run never holds a long lock; returns how many went. */
  async function pruneExpired(now: Date = new Date(), batchSize = 1_000): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = db
        .select({ id: idempotencyKeys.id })
        .from(idempotencyKeys)
        .where(lt(idempotencyKeys.expiresAt, now))
        .limit(batchSize);
      const deleted = await db.delete(idempotencyKeys).where(inArray(idempotencyKeys.id, expired)).returning({ id: idempotencyKeys.id });
      total += deleted.length;
      if (deleted.length < batchSize) return total;
    }
  }

  return { claim, complete, release, pruneExpired };
}

export type IdempotencyKeysRepository = ReturnType<typeof createIdempotencyKeysRepository>;

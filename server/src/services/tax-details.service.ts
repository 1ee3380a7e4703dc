import { eq, inArray } from 'drizzle-orm';
import { validateGstin, stateOfGstin } from '../../../src/domain/payments/tax/gstin.rules';
import { validatePan } from '../../../src/domain/payments/tax/pan.rules';
import type { SecretBox } from '../crypto/secret-box';
import type { Database } from '../db/database';
import { taxDetails } from '../db/schema/tax-details.schema';
import type { UserRow } from '../db/schema/users.schema';
import { permissionDenied, validationFailed } from '../plugins/api-error';

export interface TaxDetailsView {
  has_pan: boolean;
  pan_masked: string | null;
  gstin: string | null;
  gst_state: { code: string; name: string } | null;
  updated_at: string | null;
}

const none: TaxDetailsView = { has_pan: false, pan_masked: null, gstin: null, gst_state: null, updated_at: null };

/** 'ABCPE1234F' -> 'ABCPE••••F': enough for the creator to recognise it, useless to anyone else. */
export const maskPan = (pan: string) => `${pan.slice(0, 5)}••••${pan.slice(-1)}`;

/**
 * The creator's PAN and GSTIN (docs/payments.md "Tax"): checked with the shared rules (src/domain/payments/tax), the
 * PAN sealed at rest like payout details (AES-256-GCM bound to the user) and never returned in full.
 */
export function createTaxDetailsService(deps: { db: Database; secretBox: SecretBox; onSaved?: () => void }) {
  const { db, secretBox } = deps;
  const influencerOnly = (user: UserRow) => {
    if (user.persona !== 'influencer') throw permissionDenied('Tax details are for influencer accounts.');
  };
  const view = (row: typeof taxDetails.$inferSelect): TaxDetailsView => ({
    has_pan: true,
    pan_masked: row.panMasked,
    gstin: row.gstin,
    gst_state: row.gstin ? stateOfGstin(row.gstin) : null,
    updated_at: row.updatedAt.toISOString(),
  });

  async function get(user: UserRow): Promise<TaxDetailsView> {
    influencerOnly(user);
    const [row] = await db.select().from(taxDetails).where(eq(taxDetails.userId, user.id));
    return row ? view(row) : none;
  }

  async function save(user: UserRow, body: { pan?: unknown; gstin?: unknown }): Promise<TaxDetailsView> {
    influencerOnly(user);
    const pan = validatePan(typeof body.pan === 'string' ? body.pan : '');
    const gstinText = typeof body.gstin === 'string' ? body.gstin.trim() : '';
    const gstin = gstinText ? validateGstin(gstinText, pan.ok ? { pan: pan.value } : {}) : null;
    const errors: Record<string, string[]> = {};
    if (!pan.ok) errors.pan = [pan.message];
    if (gstin && !gstin.ok) errors.gstin = [gstin.message];
    if (!pan.ok || (gstin && !gstin.ok)) throw validationFailed(errors, Object.values(errors)[0]![0]);
    const panValue = (pan as { value: string }).value;
    const gstinValue = gstin && gstin.ok ? gstin.value : null;
    const now = new Date();
    const values = {
      panSealed: secretBox.seal(panValue, user.id),
      panMasked: maskPan(panValue),
      gstin: gstinValue,
      gstStateCode: gstinValue ? (stateOfGstin(gstinValue)?.code ?? null) : null,
      updatedAt: now,
    };
    const [row] = await db.insert(taxDetails).values({ userId: user.id, ...values, createdAt: now })
      .onConflictDoUpdate({ target: taxDetails.userId, set: values }).returning();
    // Earnings held for a missing PAN can go out now.
    deps.onSaved?.();
    return view(row!);
  }

  /** The PAN in clear, for the payout's tax computation and statements only (never an API answer). */
  async function panOf(userId: string): Promise<string | null> {
    const [row] = await db.select().from(taxDetails).where(eq(taxDetails.userId, userId));
    return row ? secretBox.open(row.panSealed, userId) : null;
  }

  /** `panOf` for several users at once (a payout run's chunk): by user id, only those who gave one. */
  async function pansOf(userIds: string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await db.select().from(taxDetails).where(inArray(taxDetails.userId, [...new Set(userIds)]));
    return new Map(rows.map((row) => [row.userId, secretBox.open(row.panSealed, row.userId)]));
  }

  return { get, save, panOf, pansOf };
}

export type TaxDetailsService = ReturnType<typeof createTaxDetailsService>;

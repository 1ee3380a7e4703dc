import type { LedgerAccountRef, LedgerSide } from './ledger.repository';

/** The owner and role of an account the owner totals follow (docs/payments.md "Owner totals"); null for the others. */
export interface OwnerRole {
  ownerKind: 'campaign' | 'influencer';
  ownerId: string;
  role: 'escrow' | 'committed' | 'available' | 'in_flight';
  brandId: string | null;
}

/**
 * Which owner total an account's lines add to, from the chart of accounts (services/ledger/ledger-accounts.ts): a
 * campaign's escrow and its placements' commitments, a creator's available balance and their payouts in flight.
 * The same rule, in SQL, is `ownerTotalsBackfillSql` below and migration 0017.
 */
export function ownerRoleOf(account: Pick<LedgerAccountRef, 'code' | 'brandId' | 'influencerId' | 'campaignId'>): OwnerRole | null {
  const { code } = account;
  if (/^campaign:.+:escrow$/.test(code) && account.campaignId) {
    return { ownerKind: 'campaign', ownerId: account.campaignId, role: 'escrow', brandId: account.brandId ?? null };
  }
  if (/^placement:.+:committed$/.test(code) && account.campaignId) {
    return { ownerKind: 'campaign', ownerId: account.campaignId, role: 'committed', brandId: account.brandId ?? null };
  }
  if (/^creator:.+:available$/.test(code) && account.influencerId) {
    return { ownerKind: 'influencer', ownerId: account.influencerId, role: 'available', brandId: null };
  }
  if (/^payout:.+:in_flight$/.test(code) && account.influencerId) {
    return { ownerKind: 'influencer', ownerId: account.influencerId, role: 'in_flight', brandId: null };
  }
  return null;
}

export interface OwnerTotalDelta extends OwnerRole {
  currency: string;
  kind: string;
  debitMinor: number;
  creditMinor: number;
}

/** A posting's lines summed per owner total, in one fixed order (the upserts then lock rows alike: no deadlock). */
export function ownerTotalDeltas(kind: string, lines: Array<{ account: LedgerAccountRef; side: LedgerSide; amountMinor: number }>): OwnerTotalDelta[] {
  const deltas = new Map<string, OwnerTotalDelta>();
  for (const line of lines) {
    const owner = ownerRoleOf(line.account);
    if (!owner) continue;
    const key = [owner.ownerKind, owner.ownerId, line.account.currency, owner.role, kind].join('\u0000');
    const delta = deltas.get(key) ?? { ...owner, currency: line.account.currency, kind, debitMinor: 0, creditMinor: 0 };
    if (line.side === 'debit') delta.debitMinor += line.amountMinor;
    else delta.creditMinor += line.amountMinor;
    deltas.set(key, delta);
  }
  return [...deltas.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, delta]) => delta);
}

/**
 * Rebuilds the owner totals from the lines (migration 0017 runs the same statement once; the ledger benchmark's bulk
 * seed runs it after loading). Run it on an empty `ledger_owner_totals`.
 */
export const ownerTotalsBackfillSql = `
INSERT INTO ledger_owner_totals (owner_kind, owner_id, currency, role, kind, brand_id, debit_minor, credit_minor)
SELECT o.owner_kind, o.owner_id, l.currency, o.role, t.kind, o.brand_id,
  sum(CASE WHEN l.side = 'debit' THEN l.amount_minor ELSE 0 END),
  sum(CASE WHEN l.side = 'credit' THEN l.amount_minor ELSE 0 END)
FROM ledger_lines l
JOIN ledger_transactions t ON t.id = l.transaction_id
JOIN (
  SELECT code, currency, brand_id,
    CASE WHEN code LIKE 'campaign:%:escrow' OR code LIKE 'placement:%:committed' THEN 'campaign'
         WHEN code LIKE 'creator:%:available' OR code LIKE 'payout:%:in_flight' THEN 'influencer' END AS owner_kind,
    CASE WHEN code LIKE 'campaign:%:escrow' OR code LIKE 'placement:%:committed' THEN campaign_id ELSE influencer_id END AS owner_id,
    CASE WHEN code LIKE 'campaign:%:escrow' THEN 'escrow' WHEN code LIKE 'placement:%:committed' THEN 'committed'
         WHEN code LIKE 'creator:%:available' THEN 'available' WHEN code LIKE 'payout:%:in_flight' THEN 'in_flight' END AS role
  FROM ledger_accounts
) o ON o.code = l.account_code AND o.currency = l.currency
WHERE o.role IS NOT NULL AND o.owner_id IS NOT NULL
GROUP BY o.owner_kind, o.owner_id, l.currency, o.role, t.kind, o.brand_id`;

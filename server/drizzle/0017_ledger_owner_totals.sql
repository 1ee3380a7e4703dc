CREATE TABLE "ledger_owner_totals" (
	"owner_kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"role" text NOT NULL,
	"kind" text NOT NULL,
	"brand_id" uuid,
	"debit_minor" bigint DEFAULT 0 NOT NULL,
	"credit_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_owner_totals_pk" PRIMARY KEY("owner_kind","owner_id","currency","role","kind")
);
--> statement-breakpoint
CREATE INDEX "ledger_owner_totals_brand_idx" ON "ledger_owner_totals" USING btree ("brand_id");--> statement-breakpoint
-- The totals of the lines booked before this migration (the same statement as ownerTotalsBackfillSql in
-- server/src/repositories/ledger-owner-totals.ts).
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
GROUP BY o.owner_kind, o.owner_id, l.currency, o.role, t.kind, o.brand_id;
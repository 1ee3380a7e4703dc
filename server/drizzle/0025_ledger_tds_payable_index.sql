-- The TDS accounts for the operators' total (docs/payments.md "Accounts"): one per creator from now on, so a payout
-- run's lanes no longer wait on one hot row; the platform-wide tax:tds_payable keeps what earlier postings booked.
CREATE INDEX "ledger_accounts_tds_payable_idx" ON "ledger_accounts" USING btree ("currency") WHERE "ledger_accounts"."code" like 'tax:tds_payable%';
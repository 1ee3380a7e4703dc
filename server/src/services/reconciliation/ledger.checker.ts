import type { LedgerRepository } from '../../repositories/ledger.repository';
import type { ReconciliationRecordsRepository } from '../../repositories/reconciliation-records.repository';
import { difference, money, type ReconciliationChecker } from './reconciliation-checker';

/** The providers whose money the ledger mirrors in `provider:<name>` and our records can account for. */
const reconciledProviders = new Set(['razorpay', 'razorpayx', 'stripe']);

/**
 * The ledger against itself and against our provider-side records: every running balance is the sum of its lines
 * (`verifyBalances`), every owner total is the sum of its lines (`verifyOwnerTotals`), every posting balances per currency, and each provider account holds what our records say
 * went through that provider (paid fundings less refunds for Razorpay and Stripe, less the processed payouts for
 * RazorpayX). A difference here means a record and the ledger disagree, whatever the provider says.
 */
export function createLedgerChecker(deps: {
  ledger: Pick<LedgerRepository, 'verifyBalances' | 'verifyOwnerTotals'>;
  records: Pick<ReconciliationRecordsRepository, 'unbalancedPostings' | 'ledgerSize' | 'providerAccountBalances' | 'providerRecordTotals'>;
}): ReconciliationChecker {
  return {
    name: 'ledger',
    async check() {
      const differences = [];
      for (const drift of await deps.ledger.verifyBalances()) {
        differences.push(difference('ledger', 'balance_drift', `${drift.code} (${drift.currency})`, {
          expected: money(drift.summed, drift.currency),
          actual: money(drift.running, drift.currency),
          detail: `The account's running balance is ${money(drift.running, drift.currency)} but its lines add up to ${money(drift.summed, drift.currency)}. Balances shown to people read the running figure.`,
        }));
      }
      for (const drift of await deps.ledger.verifyOwnerTotals()) {
        const totals = (pair: { debit: number; credit: number } | null) =>
          pair ? `debits ${money(pair.debit, drift.currency)}, credits ${money(pair.credit, drift.currency)}` : 'none';
        differences.push(difference('ledger', 'owner_total_drift', `${drift.ownerKind}:${drift.ownerId} ${drift.role} ${drift.kind} (${drift.currency})`, {
          expected: totals(drift.summed),
          actual: totals(drift.running),
          detail: `The running totals of this ${drift.ownerKind}'s ${drift.role} accounts for ${drift.kind} postings (${totals(drift.running)}) differ from what their lines add up to (${totals(drift.summed)}). The payments and earnings pages read the running totals.`,
        }));
      }
      for (const posting of await deps.records.unbalancedPostings()) {
        differences.push(difference('ledger', 'unbalanced_posting', posting.key, {
          expected: money(posting.debits, posting.currency),
          actual: money(posting.credits, posting.currency),
          detail: `The posting's debits (${money(posting.debits, posting.currency)}) and credits (${money(posting.credits, posting.currency)}) in ${posting.currency} differ.`,
        }));
      }
      const balances = await deps.records.providerAccountBalances();
      const totals = await deps.records.providerRecordTotals();
      const keys = new Set([...balances, ...totals].filter((row) => reconciledProviders.has(row.provider)).map((row) => `${row.provider}|${row.currency}`));
      for (const key of [...keys].sort()) {
        const [provider, currency] = key.split('|') as [string, string];
        const inLedger = balances.find((row) => row.provider === provider && row.currency === currency)?.balanceMinor ?? 0;
        const inRecords = totals.find((row) => row.provider === provider && row.currency === currency)?.expectedMinor ?? 0;
        if (inLedger === inRecords) continue;
        const records = provider === 'razorpayx' ? 'processed payouts' : 'paid fundings less refunds';
        differences.push(difference('ledger', 'provider_balance_mismatch', `provider:${provider} (${currency})`, {
          expected: money(inRecords, currency),
          actual: money(inLedger, currency),
          detail: `The ledger's ${provider} account holds ${money(inLedger, currency)}, but our ${records} come to ${money(inRecords, currency)}.`,
        }));
      }
      const size = await deps.records.ledgerSize();
      return { checked: { ledger_accounts: size.accounts, ledger_postings: size.postings }, differences };
    },
  };
}

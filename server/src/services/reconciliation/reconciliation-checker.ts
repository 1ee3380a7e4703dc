import { formatMoney } from '../../../../src/domain/format/display-format';
import { minorToDecimal } from '../../../../src/domain/payments/money-amount';
import type { ReconciliationDifferenceKind, ReconciliationProvider } from '../../../../src/domain/payments/reconciliation.texts';
import type { ReconciliationDifference } from '../../db/schema/reconciliation.schema';

/** What every checker is given: the window of records to look at (docs/payments.md "Reconciliation"). */
export interface ReconciliationWindow {
  /** Records created or changed since then are compared (besides those not final yet, whenever created). */
  since: Date;
  now: Date;
}

export interface CheckerResult {
  /** Records compared, by what they are: `{ razorpay: 12 }`, `{ ledger_accounts: 80, ledger_postings: 200 }`. */
  checked: Record<string, number>;
  differences: ReconciliationDifference[];
}

/**
 * One independent comparison (a provider's records against ours, or the ledger against itself). Checkers only
 * read: they never change a record or move money. A provider error about one record is a `provider_unreachable`
 * difference and the checker goes on; anything it throws fails the whole run.
 */
export interface ReconciliationChecker {
  readonly name: string;
  check(window: ReconciliationWindow): Promise<CheckerResult>;
}

export const difference = (
  provider: ReconciliationProvider, kind: ReconciliationDifferenceKind, reference: string,
  values: { expected?: string | null; actual?: string | null; detail: string },
): ReconciliationDifference => ({ provider, kind, reference, expected: values.expected ?? null, actual: values.actual ?? null, detail: values.detail });

/** An amount as the report shows it ("₹2,500"). */
export const money = (minor: number, currency: string) => formatMoney(minorToDecimal(minor), currency.toUpperCase());

/** A provider call for one record failed: reported, and the run goes on with the next record. */
export function unreachable(provider: ReconciliationProvider, reference: string, error: unknown): ReconciliationDifference {
  const reason = error instanceof Error ? error.message : String(error);
  return difference(provider, 'provider_unreachable', reference, {
    detail: `Could not ask ${provider === 'razorpayx' ? 'RazorpayX' : provider === 'stripe' ? 'Stripe' : 'Razorpay'} about this record: ${reason.slice(0, 300)}. It is compared again on the next run.`,
  });
}

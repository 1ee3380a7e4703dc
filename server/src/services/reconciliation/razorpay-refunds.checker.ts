import type { FundingRefundRow } from '../../db/schema/refunds.schema';
import type { ReconciliationDifference } from '../../db/schema/reconciliation.schema';
import { RazorpayError, type RazorpayClient } from '../../integrations/razorpay/razorpay.client';
import type { RazorpayRefund } from '../../integrations/razorpay/razorpay.types';
import type { ReconciliationRecordsRepository } from '../../repositories/reconciliation-records.repository';
import { difference, money, unreachable, type ReconciliationChecker } from './reconciliation-checker';

/** Our refund states as Razorpay's (pending covers queued and processing). */
const ourState = (status: FundingRefundRow['status']): RazorpayRefund['status'] => (status === 'queued' || status === 'processing' ? 'pending' : status);

/** The ledger posting each final state books (money-movements.service.ts). */
const postingOf = (refund: FundingRefundRow): string | null => (refund.status === 'processed' || refund.status === 'failed' ? `refund:${refund.id}:${refund.status}` : null);

/**
 * Razorpay refunds of unused escrow (docs/payments.md "Cut-off and refunds"): each refund Razorpay named that is not
 * final yet, or changed in the window, fetched and compared with ours (status, amount), and the ledger posting of
 * our state. A refund Razorpay processed while ours is still pending means its webhook was probably lost.
 */
export function createRazorpayRefundsChecker(deps: {
  razorpay: Pick<RazorpayClient, 'fetchRefund'>;
  records: Pick<ReconciliationRecordsRepository, 'refundsToCheck' | 'postings'>;
}): ReconciliationChecker {
  function compare(ours: FundingRefundRow, theirs: RazorpayRefund, booked: Set<string>): ReconciliationDifference[] {
    const found: ReconciliationDifference[] = [];
    const reference = ours.providerRefundId!;
    if (theirs.status !== ourState(ours.status)) {
      found.push(difference('razorpay', 'status_mismatch', reference, {
        expected: theirs.status, actual: ours.status,
        detail: `Razorpay says refund ${reference} is ${theirs.status}; our refund ${ours.id} is ${ours.status}.${ourState(ours.status) === 'pending' ? ' The webhook was probably lost.' : ''}`,
      }));
    }
    if (theirs.amount !== ours.amountMinor) {
      found.push(difference('razorpay', 'amount_mismatch', reference, {
        expected: money(theirs.amount, theirs.currency), actual: money(ours.amountMinor, ours.currency),
        detail: `Razorpay refunds ${money(theirs.amount, theirs.currency)}; our refund ${ours.id} is for ${money(ours.amountMinor, ours.currency)}.`,
      }));
    }
    const posting = postingOf(ours);
    if (posting && !booked.has(posting)) {
      found.push(difference('razorpay', 'missing_in_ledger', posting, {
        expected: money(ours.amountMinor, ours.currency), actual: null,
        detail: `Our refund ${ours.id} is ${ours.status} but the ledger has no ${posting} posting.`,
      }));
    }
    return found;
  }

  return {
    name: 'razorpay_refunds',
    async check(window) {
      const refunds = (await deps.records.refundsToCheck(window.since)).filter((refund) => refund.provider === 'razorpay');
      const booked = new Set((await deps.records.postings(refunds.map(postingOf).filter((key): key is string => key !== null))).keys());
      const differences: ReconciliationDifference[] = [];
      for (const ours of refunds) {
        try {
          differences.push(...compare(ours, await deps.razorpay.fetchRefund(ours.providerRefundId!), booked));
        } catch (error) {
          if (error instanceof RazorpayError && error.status === 400 && /does not exist/i.test(error.description)) {
            differences.push(difference('razorpay', 'unknown_at_provider', ours.providerRefundId!, {
              expected: ours.status, actual: 'not found', detail: `Razorpay does not know refund ${ours.providerRefundId} (our refund ${ours.id}).`,
            }));
          } else differences.push(unreachable('razorpay', ours.providerRefundId!, error));
        }
      }
      return { checked: { razorpay_refunds: refunds.length }, differences };
    },
  };
}

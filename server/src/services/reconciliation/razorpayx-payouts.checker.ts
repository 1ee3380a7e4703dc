import type { PayoutRow } from '../../db/schema/payout-lines.schema';
import type { ReconciliationDifference } from '../../db/schema/reconciliation.schema';
import { RazorpayError } from '../../integrations/razorpay/razorpay.client';
import type { RazorpayXClient } from '../../integrations/razorpayx/razorpayx.client';
import type { RazorpayXPayout } from '../../integrations/razorpayx/razorpayx.types';
import type { ReconciliationRecordsRepository } from '../../repositories/reconciliation-records.repository';
import { difference, money, unreachable, type ReconciliationChecker } from './reconciliation-checker';

type Settled = 'processing' | 'processed' | 'reversed' | 'failed';

/** RazorpayX's states as ours (integrations.md §3.2): pending, queued and scheduled are all still on the way. */
function providerState(status: RazorpayXPayout['status']): Settled {
  if (status === 'processed' || status === 'reversed') return status;
  if (status === 'failed' || status === 'cancelled' || status === 'rejected') return 'failed';
  return 'processing';
}

const ourState = (status: PayoutRow['status']): Settled => (status === 'queued' ? 'processing' : status);

/** The ledger posting each final state books (money-movements.service.ts). */
const postingOf = (payout: PayoutRow): string | null => (payout.status === 'queued' || payout.status === 'processing' ? null : `payout:${payout.id}:${payout.status}`);

/**
 * RazorpayX payouts: each payout not final yet, or changed in the window, fetched from RazorpayX and compared with
 * ours: status (a payout RazorpayX processed or reversed while ours still says otherwise means its webhook was
 * probably lost), amount and UTR, and the ledger posting of our state.
 */
export function createRazorpayXPayoutsChecker(deps: {
  razorpayx: Pick<RazorpayXClient, 'fetchPayout'>;
  records: Pick<ReconciliationRecordsRepository, 'payoutsToCheck' | 'postings'>;
}): ReconciliationChecker {
  function compare(ours: PayoutRow, theirs: RazorpayXPayout, booked: Set<string>): ReconciliationDifference[] {
    const found: ReconciliationDifference[] = [];
    const reference = ours.providerPayoutId!;
    const them = providerState(theirs.status);
    const us = ourState(ours.status);
    if (them !== us) {
      const lost = us === 'processing' || (us === 'processed' && them === 'reversed');
      found.push(difference('razorpayx', 'status_mismatch', reference, {
        expected: theirs.status, actual: ours.status,
        detail: `RazorpayX says ${theirs.status}; our payout ${ours.id} is ${ours.status}.${lost ? ' The webhook was probably lost.' : ''}`,
      }));
    }
    if (theirs.amount !== ours.amountMinor) {
      found.push(difference('razorpayx', 'amount_mismatch', reference, {
        expected: money(theirs.amount, theirs.currency), actual: money(ours.amountMinor, ours.currency),
        detail: `RazorpayX pays ${money(theirs.amount, theirs.currency)}; our payout ${ours.id} is for ${money(ours.amountMinor, ours.currency)}.`,
      }));
    }
    if (them === 'processed' && us === 'processed' && theirs.utr && theirs.utr !== ours.utr) {
      found.push(difference('razorpayx', 'utr_mismatch', reference, {
        expected: theirs.utr, actual: ours.utr,
        detail: `RazorpayX gives UTR ${theirs.utr}; we recorded ${ours.utr ?? 'none'} (a payout.updated webhook may have been lost).`,
      }));
    }
    const posting = postingOf(ours);
    if (posting && !booked.has(posting)) {
      found.push(difference('razorpayx', 'missing_in_ledger', posting, {
        expected: money(ours.amountMinor, ours.currency), actual: null,
        detail: `Our payout ${ours.id} is ${ours.status} but the ledger has no ${posting} posting.`,
      }));
    }
    return found;
  }

  return {
    name: 'razorpayx',
    async check(window) {
      const payouts = await deps.records.payoutsToCheck(window.since);
      const booked = new Set((await deps.records.postings(payouts.map(postingOf).filter((key): key is string => key !== null))).keys());
      const differences: ReconciliationDifference[] = [];
      for (const ours of payouts) {
        let theirs: RazorpayXPayout;
        try {
          theirs = await deps.razorpayx.fetchPayout(ours.providerPayoutId!);
        } catch (error) {
          if (error instanceof RazorpayError && error.status === 400 && /does not exist/i.test(error.description)) {
            differences.push(difference('razorpayx', 'unknown_at_provider', ours.providerPayoutId!, {
              expected: ours.status, actual: 'not found', detail: `RazorpayX does not know payout ${ours.providerPayoutId} (our payout ${ours.id}).`,
            }));
          } else differences.push(unreachable('razorpayx', ours.providerPayoutId!, error));
          continue;
        }
        differences.push(...compare(ours, theirs, booked));
      }
      return { checked: { razorpayx: payouts.length }, differences };
    },
  };
}

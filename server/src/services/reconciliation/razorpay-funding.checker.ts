import type { FundingOrderRow } from '../../db/schema/funding.schema';
import type { ReconciliationDifference } from '../../db/schema/reconciliation.schema';
import { RazorpayError, type RazorpayClient } from '../../integrations/razorpay/razorpay.client';
import type { RazorpayPayment } from '../../integrations/razorpay/razorpay.types';
import type { ReconciliationRecordsRepository } from '../../repositories/reconciliation-records.repository';
import { difference, money, unreachable, type ReconciliationChecker } from './reconciliation-checker';

const isCaptured = (payment: RazorpayPayment) => payment.captured || payment.status === 'captured' || payment.status === 'refunded';
const notFoundAtRazorpay = (error: unknown) => error instanceof RazorpayError && error.status === 400 && /does not exist/i.test(error.description);

/**
 * Razorpay fundings: for each funding order in the window, the order's payments at Razorpay against our funding
 * and the ledger. Captured there but not booked here (`funding:razorpay:<payment id>` missing: the webhook was
 * probably lost), paid here but not captured there, and amounts that differ.
 */
export function createRazorpayFundingChecker(deps: {
  razorpay: Pick<RazorpayClient, 'fetchOrderPayments' | 'fetchPayment'>;
  records: Pick<ReconciliationRecordsRepository, 'fundingOrdersToCheck' | 'postings'>;
}): ReconciliationChecker {
  async function compare(order: FundingOrderRow): Promise<ReconciliationDifference[]> {
    const found: ReconciliationDifference[] = [];
    const reference = order.providerOrderId;
    let payments: RazorpayPayment[];
    try {
      payments = await deps.razorpay.fetchOrderPayments(order.providerOrderId);
    } catch (error) {
      if (!notFoundAtRazorpay(error)) return [unreachable('razorpay', reference, error)];
      return [difference('razorpay', 'unknown_at_provider', reference, {
        expected: 'order exists', actual: 'not found',
        detail: `Razorpay does not know order ${reference} (our funding ${order.id}, ${order.status}, ${money(order.amountMinor, order.currency)}).`,
      })];
    }
    const captured = payments.filter(isCaptured);
    const booked = await deps.records.postings(captured.map((payment) => `funding:razorpay:${payment.id}`));
    for (const payment of captured) {
      const posting = booked.get(`funding:razorpay:${payment.id}`);
      const amount = money(payment.amount, payment.currency);
      if (!posting) {
        found.push(difference('razorpay', 'missing_in_ledger', payment.id, {
          expected: amount, actual: null,
          detail: `Razorpay captured ${amount} for order ${reference}, but the ledger has no funding posting for it and our funding is ${order.status}: the webhook was probably lost.`,
        }));
        continue;
      }
      if (posting.amountMinor !== payment.amount) {
        found.push(difference('razorpay', 'amount_mismatch', payment.id, {
          expected: amount, actual: money(posting.amountMinor, posting.currency),
          detail: `Razorpay captured ${amount}; the ledger booked ${money(posting.amountMinor, posting.currency)}.`,
        }));
      }
      if (order.status !== 'paid') {
        found.push(difference('razorpay', 'status_mismatch', reference, {
          expected: 'paid', actual: order.status,
          detail: `The payment is captured and booked, but our funding ${order.id} is still ${order.status}.`,
        }));
      }
    }
    if (captured.length > 0 && captured.every((payment) => payment.amount !== order.amountMinor)) {
      found.push(difference('razorpay', 'amount_mismatch', reference, {
        expected: money(order.amountMinor, order.currency), actual: captured.map((payment) => money(payment.amount, payment.currency)).join(', '),
        detail: `Our funding is for ${money(order.amountMinor, order.currency)}; Razorpay captured a different amount for its order.`,
      }));
    }
    if (order.status === 'paid' && captured.length === 0) {
      let seen = payments.map((payment) => `${payment.id} ${payment.status}`).join(', ') || 'no payments';
      if (order.providerPaymentId && !payments.some((payment) => payment.id === order.providerPaymentId)) {
        try {
          const payment = await deps.razorpay.fetchPayment(order.providerPaymentId);
          seen = `${payment.id} ${payment.status} (order ${payment.order_id})`;
        } catch (error) {
          if (!notFoundAtRazorpay(error)) return [...found, unreachable('razorpay', order.providerPaymentId, error)];
          seen = `${order.providerPaymentId} not found`;
        }
      }
      found.push(difference('razorpay', 'not_captured_at_provider', reference, {
        expected: 'captured', actual: seen,
        detail: `Our funding ${order.id} is paid (${money(order.amountMinor, order.currency)}), but Razorpay shows no captured payment for the order.`,
      }));
    }
    return found;
  }

  return {
    name: 'razorpay',
    async check(window) {
      const orders = await deps.records.fundingOrdersToCheck('razorpay', window.since);
      const differences: ReconciliationDifference[] = [];
      // One order at a time: a provider's rate limit matters more than the run's speed.
      for (const order of orders) differences.push(...(await compare(order)));
      return { checked: { razorpay: orders.length }, differences };
    },
  };
}

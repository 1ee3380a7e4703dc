import type { FundingOrderRow } from '../../db/schema/funding.schema';
import type { ReconciliationDifference } from '../../db/schema/reconciliation.schema';
import { StripeProviderError, type StripePaymentsClient } from '../../integrations/stripe/stripe.client';
import type { ReconciliationRecordsRepository } from '../../repositories/reconciliation-records.repository';
import { difference, money, unreachable, type ReconciliationChecker } from './reconciliation-checker';

/**
 * Stripe fundings (USD, EUR): each funding order's PaymentIntent (`pi_…`, our `provider_order_id`) against our
 * funding and the ledger's `funding:stripe:<PaymentIntent id>` posting. Without a Stripe client (Stripe not
 * configured on this server) every Stripe funding in the window is reported as unreachable.
 */
export function createStripeFundingChecker(deps: {
  stripe: Pick<StripePaymentsClient, 'retrievePaymentIntent'> | null;
  records: Pick<ReconciliationRecordsRepository, 'fundingOrdersToCheck' | 'postings'>;
}): ReconciliationChecker {
  async function compare(order: FundingOrderRow): Promise<ReconciliationDifference[]> {
    const reference = order.providerOrderId;
    if (!deps.stripe) return [unreachable('stripe', reference, new Error('Stripe is not configured on this server'))];
    let intent: Awaited<ReturnType<StripePaymentsClient['retrievePaymentIntent']>>;
    try {
      intent = await deps.stripe.retrievePaymentIntent(reference);
    } catch (error) {
      if (error instanceof StripeProviderError && error.status === 404) {
        return [difference('stripe', 'unknown_at_provider', reference, {
          expected: 'PaymentIntent exists', actual: 'not found', detail: `Stripe does not know ${reference} (our funding ${order.id}, ${order.status}).`,
        })];
      }
      return [unreachable('stripe', reference, error)];
    }
    const found: ReconciliationDifference[] = [];
    const key = `funding:stripe:${intent.id}`;
    const posting = (await deps.records.postings([key])).get(key);
    const received = intent.amount_received ?? 0;
    if (intent.status === 'succeeded') {
      const amount = money(received, intent.currency);
      if (!posting) {
        found.push(difference('stripe', 'missing_in_ledger', intent.id, {
          expected: amount, actual: null,
          detail: `Stripe received ${amount}, but the ledger has no funding posting for it and our funding is ${order.status}: the webhook was probably lost.`,
        }));
      } else if (posting.amountMinor !== received) {
        found.push(difference('stripe', 'amount_mismatch', intent.id, {
          expected: amount, actual: money(posting.amountMinor, posting.currency), detail: `Stripe received ${amount}; the ledger booked ${money(posting.amountMinor, posting.currency)}.`,
        }));
      }
      if (posting && order.status !== 'paid') {
        found.push(difference('stripe', 'status_mismatch', reference, {
          expected: 'paid', actual: order.status, detail: `The PaymentIntent succeeded and is booked, but our funding ${order.id} is still ${order.status}.`,
        }));
      }
      if (received !== order.amountMinor || intent.currency.toUpperCase() !== order.currency) {
        found.push(difference('stripe', 'amount_mismatch', reference, {
          expected: money(order.amountMinor, order.currency), actual: amount,
          detail: `Our funding is for ${money(order.amountMinor, order.currency)}; Stripe received ${amount}.`,
        }));
      }
    } else if (order.status === 'paid') {
      found.push(difference('stripe', 'not_captured_at_provider', reference, {
        expected: 'succeeded', actual: intent.status,
        detail: `Our funding ${order.id} is paid (${money(order.amountMinor, order.currency)}), but Stripe's PaymentIntent is ${intent.status}.`,
      }));
    }
    return found;
  }

  return {
    name: 'stripe',
    async check(window) {
      const orders = await deps.records.fundingOrdersToCheck('stripe', window.since);
      const differences: ReconciliationDifference[] = [];
      for (const order of orders) differences.push(...(await compare(order)));
      return { checked: { stripe: orders.length }, differences };
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { RazorpayClient } from '../../integrations/razorpay/razorpay.client';
import type { RazorpayXClient } from '../../integrations/razorpayx/razorpayx.client';
import type { StripePaymentsClient } from '../../integrations/stripe/stripe.client';
import type { LedgerRepository } from '../../repositories/ledger.repository';
import { createReconciliationRecordsRepository } from '../../repositories/reconciliation-records.repository';
import { createReconciliationRunsRepository } from '../../repositories/reconciliation-runs.repository';
import { createLedgerChecker } from './ledger.checker';
import { createRazorpayFundingChecker } from './razorpay-funding.checker';
import { createRazorpayRefundsChecker } from './razorpay-refunds.checker';
import { createRazorpayXPayoutsChecker } from './razorpayx-payouts.checker';
import { createReconciliationService } from './reconciliation.service';
import { createStripeFundingChecker } from './stripe-funding.checker';

/**
 * The reconciliation with its checkers, in the order a run asks them: the ledger first (its own consistency), then
 * each provider. A new checker (refunds, say) is one more entry here.
 */
export function createReconciliation(deps: {
  db: Database;
  ledger: Pick<LedgerRepository, 'verifyBalances' | 'verifyOwnerTotals'>;
  razorpay: Pick<RazorpayClient, 'fetchOrderPayments' | 'fetchPayment' | 'fetchRefund'>;
  razorpayx: Pick<RazorpayXClient, 'fetchPayout'>;
  /** Null until Stripe funding is configured on this server. */
  stripe: Pick<StripePaymentsClient, 'retrievePaymentIntent'> | null;
  logger: FastifyBaseLogger;
  enqueue: (runId: string) => Promise<unknown>;
}) {
  const records = createReconciliationRecordsRepository(deps.db);
  return createReconciliationService({
    runs: createReconciliationRunsRepository(deps.db),
    checkers: [
      createLedgerChecker({ ledger: deps.ledger, records }),
      createRazorpayFundingChecker({ razorpay: deps.razorpay, records }),
      createRazorpayRefundsChecker({ razorpay: deps.razorpay, records }),
      createRazorpayXPayoutsChecker({ razorpayx: deps.razorpayx, records }),
      createStripeFundingChecker({ stripe: deps.stripe, records }),
    ],
    logger: deps.logger,
    enqueue: deps.enqueue,
  });
}

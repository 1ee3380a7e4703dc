import type { ReconciliationRun, ReconciliationRunDetail } from '../../api/generated/api';

const at = (hoursAgo: number) => new Date(Date.UTC(2026, 5, 20, 2, 30) - hoursAgo * 3_600_000).toISOString();
const checked = { ledger_accounts: 84, ledger_postings: 212, razorpay: 12, razorpayx: 30, stripe: 0 };

/** A run whose webhooks all arrived: nothing to report. */
export const cleanRun: ReconciliationRunDetail = {
  id: 'r-clean', started_at: at(24), finished_at: at(23.9), status: 'clean', checked, difference_count: 0, error: null, differences: [],
};

/** A lost Razorpay webhook and a lost RazorpayX webhook. */
export const differencesRun: ReconciliationRunDetail = {
  id: 'r-diff', started_at: at(0), finished_at: at(-0.1), status: 'differences', checked, difference_count: 2, error: null,
  differences: [
    {
      provider: 'razorpay', kind: 'missing_in_ledger', reference: 'pay_Nf3kQ2x9LmA1bc', expected: '₹25,000', actual: null,
      detail: 'Razorpay captured ₹25,000 for order order_Nf3kP0aZ1yXw2v, but the ledger has no funding posting for it and our funding is authorized: the webhook was probably lost.',
    },
    {
      provider: 'razorpayx', kind: 'status_mismatch', reference: 'pout_Nf4aB7cD8eF9gH', expected: 'processed', actual: 'processing',
      detail: 'RazorpayX says processed; our payout 5b1c… is processing. The webhook was probably lost.',
    },
  ],
};

/** A run still comparing records. */
export const runningRun: ReconciliationRunDetail = {
  id: 'r-running', started_at: at(0), finished_at: null, status: 'running', checked: {}, difference_count: 0, error: null, differences: [],
};

/** A run that stopped on an error. */
export const failedRun: ReconciliationRunDetail = {
  id: 'r-failed', started_at: at(48), finished_at: at(47.9), status: 'failed', checked: { ledger_accounts: 84, ledger_postings: 212 },
  difference_count: 0, error: 'canceling statement due to statement timeout', differences: [],
};

export const summaryOf = ({ differences: _differences, ...run }: ReconciliationRunDetail): ReconciliationRun => run;
export const runsPage = (...runs: ReconciliationRunDetail[]) => ({ count: runs.length, next: null, previous: null, results: runs.map(summaryOf) });

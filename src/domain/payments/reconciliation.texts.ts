/**
 * The payment reconciliation (docs/payments.md "Reconciliation"): its run states, the kinds of difference it reports
 * and what operators are told. Shared by the server (API errors, notifications) and the SPA (/operator/reconciliation).
 */
export const reconciliationRunStatuses = ['running', 'clean', 'differences', 'failed'] as const;
export type ReconciliationRunStatus = (typeof reconciliationRunStatuses)[number];

export const reconciliationProviders = ['razorpay', 'razorpayx', 'stripe', 'ledger'] as const;
export type ReconciliationProvider = (typeof reconciliationProviders)[number];

/** Every kind of difference a checker reports; a new checker adds its kinds here (and their labels). */
export const reconciliationDifferenceKinds = [
  'missing_in_ledger',
  'not_captured_at_provider',
  'amount_mismatch',
  'status_mismatch',
  'utr_mismatch',
  'unknown_at_provider',
  'balance_drift',
  'owner_total_drift',
  'unbalanced_posting',
  'provider_balance_mismatch',
  'provider_unreachable',
] as const;
export type ReconciliationDifferenceKind = (typeof reconciliationDifferenceKinds)[number];

export const reconciliationKindLabels: Record<ReconciliationDifferenceKind, string> = {
  missing_in_ledger: 'Missing in the ledger',
  not_captured_at_provider: 'Not captured at the provider',
  amount_mismatch: 'Amount differs',
  status_mismatch: 'Status differs',
  utr_mismatch: 'UTR differs',
  unknown_at_provider: 'Unknown to the provider',
  balance_drift: 'Balance drift',
  owner_total_drift: 'Owner total drift',
  unbalanced_posting: 'Unbalanced posting',
  provider_balance_mismatch: 'Provider balance differs',
  provider_unreachable: 'Provider unreachable',
};

export const reconciliationProviderLabels: Record<ReconciliationProvider, string> = {
  razorpay: 'Razorpay',
  razorpayx: 'RazorpayX',
  stripe: 'Stripe',
  ledger: 'Ledger',
};

export const reconciliationStatusLabels: Record<ReconciliationRunStatus, string> = {
  running: 'Running',
  clean: 'Clean',
  differences: 'Differences',
  failed: 'Failed',
};

/** A label for a kind the SPA does not know yet (a checker added on the server first). */
export const reconciliationKindLabel = (kind: string): string =>
  (reconciliationKindLabels as Record<string, string>)[kind] ?? kind.replace(/_/g, ' ');

export const reconciliationTexts = {
  alreadyRunning: 'A reconciliation run is already in progress. Wait for it to finish before starting another.',
  interrupted: 'The run was interrupted before it finished (the process stopped). Start a new one.',
  notification: (differences: number) => ({
    title: 'Payment reconciliation found differences',
    message: `${differences === 1 ? '1 difference' : `${differences} differences`} between the providers' records and the ledger. Nothing was changed: review ${differences === 1 ? 'it' : 'them'} and decide what to do.`,
    actionLabel: 'Review differences',
  }),
  failedNotification: (error: string) => ({
    title: 'Payment reconciliation failed',
    message: `The reconciliation run did not finish: ${error.replace(/[.!]+$/, '').slice(0, 300)}.`,
    actionLabel: 'Open reconciliation',
  }),
} as const;

/** Where operators review runs (navigation, notifications). */
export const reconciliationPath = '/operator/reconciliation';

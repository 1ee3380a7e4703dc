import { Type, type Static } from '@sinclair/typebox';
import { reconciliationProviders, reconciliationRunStatuses } from '../../../../../../src/domain/payments/reconciliation.texts';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { Nullable, ref, StringEnum } from '../shared.schema';

/** One difference between a provider's record and ours (docs/payments.md "Reconciliation"). */
export const ReconciliationDifference = Type.Object(
  {
    provider: StringEnum(reconciliationProviders),
    kind: Type.String({ description: 'missing_in_ledger, not_captured_at_provider, amount_mismatch, status_mismatch, utr_mismatch, unknown_at_provider, balance_drift, owner_total_drift, unbalanced_posting, provider_balance_mismatch, provider_unreachable (more may be added).' }),
    reference: Type.String({ description: "The provider's id (payment, order, payout) or the ledger account or posting it is about." }),
    expected: Nullable(Type.String({ description: "What the provider's record (or the ledger's lines) says." })),
    actual: Nullable(Type.String({ description: 'What our record says.' })),
    detail: Type.String(),
  },
  { $id: 'ReconciliationDifference', additionalProperties: false },
);

const runFields = {
  id: Type.String({ format: 'uuid' }),
  started_at: Type.String({ format: 'date-time' }),
  finished_at: Nullable(Type.String({ format: 'date-time' })),
  status: StringEnum(reconciliationRunStatuses, { description: 'running, clean (no differences), differences, or failed (see error).' }),
  checked: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), { description: 'Records compared: { razorpay: 12, razorpayx: 30, stripe: 0, ledger_accounts: 80, ledger_postings: 200 }.' }),
  difference_count: Type.Integer({ minimum: 0 }),
  error: Nullable(Type.String({ description: 'Why a failed run stopped.' })),
};

/** A run as listed (without its differences). */
export const ReconciliationRun = Type.Object(runFields, { $id: 'ReconciliationRun', additionalProperties: false });
export const ReconciliationRunDetail = Type.Object(
  { ...runFields, differences: Type.Array(ref(ReconciliationDifference)) },
  { $id: 'ReconciliationRunDetail', additionalProperties: false },
);
export const PaginatedReconciliationRunList = paginated(ref(ReconciliationRun), 'PaginatedReconciliationRunList');

const { page, page_size } = pageQuery(['started_at'], '-started_at').properties;
/** Newest run first. */
export const ReconciliationRunQuery = Type.Object({ page, page_size });
export type ReconciliationRunQueryValue = Static<typeof ReconciliationRunQuery> & { page: number; page_size: number };

export const ReconciliationRunParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const reconciliationComponents = [ReconciliationDifference, ReconciliationRun, ReconciliationRunDetail, PaginatedReconciliationRunList];

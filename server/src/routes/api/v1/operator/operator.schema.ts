import { Type, type Static } from '@sinclair/typebox';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { ContentSubmission, statusesQuery } from '../campaigns/submissions.schema';
import { ref, StringEnum } from '../shared.schema';

/** A disputed submission with the campaign and brand it belongs to (the operator works across all of them). */
export const OperatorDispute = Type.Object(
  {
    submission: ref(ContentSubmission),
    campaign: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }, { additionalProperties: false }),
    brand: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }, { additionalProperties: false }),
  },
  { $id: 'OperatorDispute', additionalProperties: false },
);
export type OperatorDisputeView = Static<typeof OperatorDispute>;
export const PaginatedOperatorDisputeList = paginated(ref(OperatorDispute), 'PaginatedOperatorDisputeList');

export const DisputeDecision = Type.Object(
  {
    decision: StringEnum(['approve', 'reject'] as const, { description: 'approve: rebuttal_approved (counts as verified); reject: rebuttal_rejected (final).' }),
    reason: Type.String({ maxLength: 4000, description: '10-1000 characters.' }),
  },
  { $id: 'DisputeDecision', additionalProperties: false },
);
export type DisputeDecisionBody = Static<typeof DisputeDecision>;

const { page, page_size } = pageQuery(['updated_at'], 'updated_at').properties;
/** Oldest open dispute first. */
export const OperatorDisputeQuery = Type.Object({ page, page_size, status: statusesQuery });
export interface OperatorDisputeQueryValue { page: number; page_size: number; status?: string }

export const DisputeParams = Type.Object({ submissionId: Type.String({ format: 'uuid' }) });

export const operatorComponents = [OperatorDispute, PaginatedOperatorDisputeList, DisputeDecision];

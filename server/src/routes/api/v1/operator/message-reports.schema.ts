import { Type, type Static } from '@sinclair/typebox';
import { messageReportDecisions, messageReportStatuses } from '../../../../../../src/domain/messages/message-reports.rules';
import { threadSides } from '../../../../../../src/domain/messages/messages.rules';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { Nullable, ref, StringEnum } from '../shared.schema';

/** A reported conversation or message as the operators see it (docs/messages.md "Reports"). */
export const OperatorMessageReport = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    thread_id: Type.String({ format: 'uuid' }),
    message_id: Nullable(Type.String({ format: 'uuid', description: 'None: the whole conversation is reported.' })),
    message_body: Nullable(Type.String({ description: 'The reported text, also after it was removed (the participants no longer get it).' })),
    message_attachments: Type.Array(Type.String(), { description: 'File names attached to the reported message.' }),
    message_sender_side: Nullable(StringEnum(threadSides)),
    message_sender_name: Nullable(Type.String({ description: "The creator's display name, or the brand member's name or e-mail." })),
    message_created_at: Nullable(Type.String({ format: 'date-time' })),
    message_removed: Type.Boolean({ description: 'The reported message is hidden from both sides.' }),
    conversation_closed: Type.Boolean({ description: 'Nobody can send in the conversation any more.' }),
    brand_name: Type.String(),
    influencer_name: Type.String(),
    reporter_side: StringEnum(threadSides),
    reporter_name: Type.String(),
    reason: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    status: StringEnum(messageReportStatuses, { description: 'open until an operator resolves it; then what they decided.' }),
    allowed_decisions: Type.Array(StringEnum(messageReportDecisions), { description: 'What may be decided now (none once resolved).' }),
    resolved_at: Nullable(Type.String({ format: 'date-time' })),
    resolved_by_name: Nullable(Type.String({ description: 'The operator who resolved it; null for the service token.' })),
  },
  { $id: 'OperatorMessageReport', additionalProperties: false },
);
export const PaginatedOperatorMessageReportList = paginated(ref(OperatorMessageReport), 'PaginatedOperatorMessageReportList');

const { page, page_size } = pageQuery(['created_at'], '-created_at').properties;
/** Newest first. */
export const ReportListQuery = Type.Object({ page, page_size });
export interface ReportListQueryValue { page: number; page_size: number }

export const MessageReportDecisionBody = Type.Object(
  {
    decision: StringEnum(messageReportDecisions, {
      description: 'dismiss: nothing changes; remove_message: the reported message is hidden from both sides (message reports only); '
        + 'close_conversation: nobody can send in the conversation any more.',
    }),
  },
  { $id: 'MessageReportDecision', additionalProperties: false },
);
export type MessageReportDecisionValue = Static<typeof MessageReportDecisionBody>;

export const MessageReportParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const messageReportsComponents = [OperatorMessageReport, PaginatedOperatorMessageReportList, MessageReportDecisionBody];

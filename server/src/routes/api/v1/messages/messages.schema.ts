import { Type } from '@sinclair/typebox';
import {
  messageAttachmentsMax,
  messageBodyMax,
  messagePageDefault,
  messagePageMax,
  reportReasonMax,
  threadSearchMax,
  threadSides,
} from '../../../../../../src/domain/messages/messages.rules';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { Nullable, ref, StringEnum } from '../shared.schema';

export const MessageThread = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    my_side: StringEnum(threadSides),
    brand: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String(), logo_url: Nullable(Type.String()) }, { additionalProperties: false }),
    influencer: Type.Object(
      { id: Type.String({ format: 'uuid' }), display_name: Type.String(), profile_picture: Nullable(Type.String()) },
      { additionalProperties: false },
    ),
    campaign: Nullable(Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }, { additionalProperties: false })),
    last_message_at: Nullable(Type.String({ format: 'date-time' })),
    last_message_preview: Nullable(Type.String()),
    unread_count: Type.Integer({ minimum: 0, description: "Messages of the other side the caller has not read." }),
    blocked: Type.Boolean({ description: 'The creator blocked the brand: nobody can send.' }),
    closed: Type.Boolean({ description: "Operators closed the conversation on a report: nobody can send; it can still be read." }),
    can_send: Type.Boolean({ description: 'Not blocked or closed, and the caller may message (brands: influencers.message).' }),
    can_block: Type.Boolean({ description: 'Only the creator may block or unblock the brand.' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'MessageThread', additionalProperties: false },
);

export const PaginatedMessageThreadList = paginated(ref(MessageThread), 'PaginatedMessageThreadList');

const { page, page_size } = pageQuery(['last_message_at'], '-last_message_at').properties;
export const ThreadListQuery = Type.Object({
  page,
  page_size,
  search: Type.Optional(Type.String({ maxLength: threadSearchMax, description: 'Counterpart name, campaign name or a word of a message.' })),
});
export interface ThreadListQueryValue { page: number; page_size: number; search?: string }

export const OpenThreadBody = Type.Object(
  {
    influencer_id: Type.Optional(Type.String({ format: 'uuid', description: 'Brands: the creator to message.' })),
    brand_id: Type.Optional(Type.String({ format: 'uuid', description: 'Creators: the brand to message.' })),
    campaign_id: Type.Optional(Nullable(Type.String({ format: 'uuid', description: 'The campaign the conversation is about (new threads only).' }))),
  },
  { $id: 'OpenMessageThread', additionalProperties: false },
);

export const MessageAttachment = Type.Object(
  { asset_id: Type.String({ format: 'uuid' }), file_name: Type.String(), content_type: Type.String(), size: Type.Integer({ minimum: 0 }) },
  { $id: 'MessageAttachment', additionalProperties: false },
);

export const Message = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    seq: Type.Integer({ description: 'Increasing position; the cursor for before/after.' }),
    sender_side: StringEnum(threadSides),
    mine: Type.Boolean({ description: "Sent by the caller's side." }),
    body: Type.String(),
    attachments: Type.Array(ref(MessageAttachment)),
    created_at: Type.String({ format: 'date-time' }),
    seen: Type.Boolean({ description: 'Mine and read by the other side (read receipt).' }),
    removed: Type.Boolean({ description: 'Operators removed it on a report: body and attachments are empty; show a notice in its place.' }),
  },
  { $id: 'Message', additionalProperties: false },
);

export const MessagePage = Type.Object(
  {
    results: Type.Array(ref(Message), { description: 'Oldest first.' }),
    has_earlier: Nullable(Type.Boolean({ description: 'With before or no cursor: older messages exist (ask before=<first seq>).' })),
    has_later: Nullable(Type.Boolean({ description: 'With after: more new messages exist (ask after=<last seq>).' })),
    seen_up_to: Type.Integer({ minimum: 0, description: 'The other side has read every message up to this seq.' }),
  },
  { $id: 'MessagePage', additionalProperties: false },
);

export const MessagePageQuery = Type.Object({
  before: Type.Optional(Type.Integer({ minimum: 1, description: 'Messages before this seq (older page).' })),
  after: Type.Optional(Type.Integer({ minimum: 0, description: 'Messages after this seq (new since the last poll).' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: messagePageMax, default: messagePageDefault })),
});
export interface MessagePageQueryValue { before?: number; after?: number; limit: number }

export const SendMessageBody = Type.Object(
  {
    body: Type.Optional(Type.String({ maxLength: messageBodyMax + 1000, description: `Text, at most ${messageBodyMax} characters after trimming.` })),
    attachment_ids: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: messageAttachmentsMax * 2, description: 'Assets the sender uploaded.' })),
  },
  { $id: 'SendMessage', additionalProperties: false },
);

export const ThreadIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const MessageUnreadCount = Type.Object(
  {
    unread_count: Type.Integer({ minimum: 0 }),
    by_campaign: Type.Optional(Type.Array(Type.Object({ campaign_id: Type.String({ format: 'uuid' }), unread_count: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }))),
  },
  { $id: 'MessageUnreadCount', additionalProperties: false },
);

export const MessageReportBody = Type.Object(
  {
    reason: Type.String({ maxLength: reportReasonMax + 100 }),
    message_id: Type.Optional(Nullable(Type.String({ format: 'uuid', description: 'The reported message; none reports the whole conversation.' }))),
  },
  { $id: 'MessageReportBody', additionalProperties: false },
);

export const MessageReport = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    thread_id: Type.String({ format: 'uuid' }),
    message_id: Nullable(Type.String({ format: 'uuid' })),
    reason: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'MessageReport', additionalProperties: false },
);

export const messagesComponents = [
  MessageThread, PaginatedMessageThreadList, OpenThreadBody, MessageAttachment, Message, MessagePage, SendMessageBody,
  MessageUnreadCount, MessageReportBody, MessageReport,
];

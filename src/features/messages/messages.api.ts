import { api } from '../../api/enhanced-api';

/** The conversations endpoints the feature uses, all generated (src/api/generated) with the SPA's cache rules. */
export {
  useBlockMessageThreadMutation,
  useGetMessageThreadQuery,
  useGetMessageUnreadCountQuery,
  useListMessageThreadsQuery,
  useListThreadMessagesQuery,
  useMarkMessageThreadReadMutation,
  useOpenMessageThreadMutation,
  useReportMessageThreadMutation,
  useUnblockMessageThreadMutation,
  useUploadAssetMutation,
} from '../../api/generated/api';
export type { Message, MessageThread } from '../../api/generated/api';

/** sendThreadMessage with the caller's own Idempotency-Key (Retry of a failed send reuses it: stored once). */
export const { useSendThreadMessageMutation } = api;

import { productName } from '../navigation/page-title';
import { messageAttachmentsMax, messageBodyMax, reportReasonMax } from './messages.rules';
import { formatNumber } from '../format/display-format';

/** Refusals of the conversations API, shared by the SPA and the server (docs/messages.md). */
export const messageErrors = {
  bodyRequired: 'Write a message or attach a file.',
  bodyTooLong: `A message can be at most ${formatNumber(messageBodyMax)} characters.`,
  tooManyAttachments: `Attach at most ${messageAttachmentsMax} files to one message.`,
  attachmentNotYours: 'Attach only files you uploaded yourself.',
  notPermitted: 'You need the "Message influencers" permission of this brand to message creators. Ask an admin of the brand.',
  noBrand: 'Set up your brand profile before messaging creators.',
  noProfile: 'Set up your creator profile before messaging brands.',
  noRelation: 'You can message creators your brand has on a campaign or finds in the directory; this creator keeps their profile private.',
  influencerStartsWithBrand: 'You can message brands that invited you or work with you.',
  blocked: 'This creator has blocked messages from your brand.',
  blockedByYou: 'You blocked this brand. Unblock it to send a message.',
  closedByModerators: `${productName}'s moderators closed this conversation; no new messages can be sent.`,
  blockOnlyCreators: 'Only the creator in a conversation can block the brand.',
  reportReasonRequired: 'Tell us what is wrong with this conversation.',
  reportReasonTooLong: `A report can be at most ${reportReasonMax} characters.`,
  reportMessageNotInThread: 'That message is not part of this conversation.',
  counterpartRequired: 'Choose who to message.',
  campaignNotYours: 'That campaign does not belong to this brand.',
} as const;

/** Notification and e-mail of a new message. */
export const messageNotificationTexts = {
  title: (from: string) => `New message from ${from}`.slice(0, 120),
  actionLabel: 'Reply',
} as const;

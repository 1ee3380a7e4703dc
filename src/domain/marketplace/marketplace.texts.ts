import { formatMoney } from '../format/display-format';

/** Bounds of the marketplace forms: SPEC §5's campaign application rules, and ours where SPEC is silent. */
export const marketplaceLimits = {
  proposalMin: 50,
  proposalMax: 1000,
  previousWorkMax: 5,
  notesMax: 500,
  declineReasonMin: 3,
  declineReasonMax: 500,
  submissionNoteMax: 500,
  reasonMin: 10,
  reasonMax: 1000,
  inviteMessageMax: 500,
  bulkInviteMax: 100,
} as const;

const l = marketplaceLimits;

export const marketplaceMessages = {
  proposalRequired: 'Describe the content you propose.',
  proposalLength: `Your proposal must be between ${l.proposalMin} and ${l.proposalMax} characters.`,
  previousWorkTooMany: `Add at most ${l.previousWorkMax} links to previous work.`,
  previousWorkUrl: 'Each previous-work link must be a full http(s) URL.',
  deliveryDateRequired: 'Choose an expected delivery date.',
  deliveryDateFuture: 'The delivery date must be in the future.',
  compensationInvalid: 'Requested compensation must be a positive amount with at most 2 decimals.',
  notesLength: `Additional notes must be at most ${l.notesMax} characters.`,
  mustAgreeToTerms: 'You must agree to the campaign terms',
  declineReasonLength: `Tell the brand why, in ${l.declineReasonMin} to ${l.declineReasonMax} characters.`,
  placementRequired: 'Choose the placement this content is for.',
  contentRequired: 'Add the content URL or upload a file.',
  contentBoth: 'Give either a content URL or a file, not both.',
  contentUrlPlatform: (platform: string) => `This placement needs a ${platform} URL.`,
  contentUrlFormat: (platform: string) => `Enter the link of a ${platform} video or post, e.g. one copied from the share button.`,
  contentUrlNotYours: 'This content is not from an account linked to your profile. Link the account first.',
  submissionNoteLength: `The note must be at most ${l.submissionNoteMax} characters.`,
  reasonLength: `Give a reason of ${l.reasonMin} to ${l.reasonMax} characters.`,
  inviteMessageLength: `The message must be at most ${l.inviteMessageMax} characters.`,
  inviteAlreadyAnswered: 'This invite has already been answered.',
  inviteExpired: 'This invite has expired.',
  notAccepted: 'You can submit content only to campaigns you have accepted.',
  placementAlreadySubmitted: 'Content for this placement is already under review or verified.',
  overBudget: (needed: string, left: string, currency: string) =>
    `These invites offer ${formatMoney(needed, currency)} but only ${formatMoney(left, currency)} of the budget is left.`,
  campaignNotInviting: 'Invites can be sent only while the campaign is published and not paused, completed or canceled.',
  campaignNotAnswerable: 'This campaign is not taking answers right now: it is paused, finished or no longer published.',
  campaignNotTakingContent: 'This campaign is not taking content right now: it is paused or has ended.',
  transitionRefused: (from: string, action: string) => `A submission that is ${from} cannot be ${action}.`,
  alreadyDisputed: 'A rejection can be disputed only once.',
  placementUnknown: 'Choose one of the placements of this campaign.',
  assetUnknown: 'Choose a file you uploaded.',
  campaignRequired: 'Choose the campaign this content is for.',
  influencerWorkOnly: 'Active campaigns and the influencer dashboard are for influencer accounts.',
} as const;

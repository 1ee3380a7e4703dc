import { contentVerificationStatuses } from '../constants';

/** SPEC §3's seven content verification statuses (docs/marketplace.md has the diagram). */
export type VerificationStatus = (typeof contentVerificationStatuses)[number];
export { contentVerificationStatuses };

/** Who may take a verification action. */
export type VerificationActor = 'influencer' | 'brand' | 'operator';

export const verificationActions = ['verify', 'reject', 'dispute', 'respond', 'approve_rebuttal', 'reject_rebuttal'] as const;
export type VerificationAction = (typeof verificationActions)[number];

const edges: Record<VerificationAction, { actor: VerificationActor; from: readonly VerificationStatus[]; to: VerificationStatus }> = {
  verify: { actor: 'brand', from: ['submitted'], to: 'verified' },
  reject: { actor: 'brand', from: ['submitted'], to: 'rejected' },
  // One dispute per submission: a rejection can be disputed once, and nothing returns to `rejected`.
  dispute: { actor: 'influencer', from: ['rejected'], to: 'rebuttal_requested' },
  respond: { actor: 'brand', from: ['rebuttal_requested'], to: 'rebuttal_responsed' },
  // The operator normally decides after the brand's answer; a brand that stays silent cannot block the decision.
  approve_rebuttal: { actor: 'operator', from: ['rebuttal_requested', 'rebuttal_responsed'], to: 'rebuttal_approved' },
  reject_rebuttal: { actor: 'operator', from: ['rebuttal_requested', 'rebuttal_responsed'], to: 'rebuttal_rejected' },
};

export const verificationActor = (action: VerificationAction): VerificationActor => edges[action].actor;

/** The status `action` leads to from `from`, or null when it is not allowed there (the API answers 409). */
export const nextVerificationStatus = (action: VerificationAction, from: VerificationStatus): VerificationStatus | null =>
  edges[action].from.includes(from) ? edges[action].to : null;

export const allowedVerificationActions = (from: VerificationStatus, actor?: VerificationActor): VerificationAction[] =>
  verificationActions.filter((action) => nextVerificationStatus(action, from) !== null && (!actor || edges[action].actor === actor));

/** Statuses that count as verified content (paid and counted in stats). */
export const verifiedStatuses = ['verified', 'rebuttal_approved'] as const satisfies readonly VerificationStatus[];
/** Statuses nothing leaves. */
export const finalVerificationStatuses = ['verified', 'rebuttal_approved', 'rebuttal_rejected'] as const satisfies readonly VerificationStatus[];
/** Statuses after which the influencer may submit new content for the same placement. */
export const resubmittableStatuses = ['rejected', 'rebuttal_rejected'] as const satisfies readonly VerificationStatus[];

export const isVerified = (status: VerificationStatus) => (verifiedStatuses as readonly string[]).includes(status);
export const isFinalVerification = (status: VerificationStatus) => (finalVerificationStatuses as readonly string[]).includes(status);

export const verificationStatusLabels: Record<VerificationStatus, string> = {
  submitted: 'Awaiting review',
  verified: 'Verified',
  rejected: 'Rejected',
  rebuttal_requested: 'Disputed',
  rebuttal_responsed: 'Brand responded',
  rebuttal_approved: 'Dispute upheld',
  rebuttal_rejected: 'Dispute denied',
};

export const verificationStatusTone: Record<VerificationStatus, 'default' | 'info' | 'success' | 'warning' | 'error' | 'primary'> = {
  submitted: 'info',
  verified: 'success',
  rejected: 'error',
  rebuttal_requested: 'warning',
  rebuttal_responsed: 'warning',
  rebuttal_approved: 'success',
  rebuttal_rejected: 'error',
};

/** How a review thread words each step ("<who> rejected the content"), the same for the brand, the influencer and operators. */
export const verificationStepPhrases: Record<VerificationAction | 'submit', string> = {
  submit: 'submitted the content',
  verify: 'verified the content',
  reject: 'rejected the content',
  dispute: 'disputed the rejection',
  respond: 'responded to the dispute',
  approve_rebuttal: 'upheld the dispute',
  reject_rebuttal: 'denied the dispute',
};

/** What a review thread calls each side ("Glow Creator (Influencer) disputed the rejection"), the same for everyone reading it. */
export const verificationActorLabels: Record<VerificationActor, string> = {
  influencer: 'Influencer',
  brand: 'Brand',
  operator: 'Operator',
};

/**
 * A campaign's roster row: from matched candidate to invited influencer and their answer (docs/marketplace.md).
 * candidate -> invited -> accepted | declined | expired; candidate <-> removed (the brand's hand edits).
 */
export const inviteStatuses = ['candidate', 'invited', 'accepted', 'declined', 'expired', 'removed'] as const;
export type InviteStatus = (typeof inviteStatuses)[number];

export const inviteActions = ['invite', 'remove', 'restore', 'accept', 'decline', 'expire'] as const;
export type InviteAction = (typeof inviteActions)[number];

const edges: Record<InviteAction, { from: readonly InviteStatus[]; to: InviteStatus }> = {
  invite: { from: ['candidate'], to: 'invited' },
  remove: { from: ['candidate'], to: 'removed' },
  restore: { from: ['removed'], to: 'candidate' },
  accept: { from: ['invited'], to: 'accepted' },
  decline: { from: ['invited'], to: 'declined' },
  expire: { from: ['invited'], to: 'expired' },
};

/** The status `action` leads to from `from`, or null when it is not allowed (the API answers 409). */
export const nextInviteStatus = (action: InviteAction, from: InviteStatus): InviteStatus | null =>
  edges[action].from.includes(from) ? edges[action].to : null;

export const allowedInviteActions = (from: InviteStatus): InviteAction[] =>
  inviteActions.filter((action) => nextInviteStatus(action, from) !== null);

/** Statuses an influencer can see: the ones that were sent to them. */
export const influencerVisibleInviteStatuses = ['invited', 'accepted', 'declined', 'expired'] as const satisfies readonly InviteStatus[];

/** Statuses whose offered pay counts against the campaign budget. */
export const committedInviteStatuses = ['invited', 'accepted'] as const satisfies readonly InviteStatus[];

/**
 * Campaign statuses in which invites are sent and answered: published and matched, not paused, completed, canceled
 * or unpublished. A paused campaign keeps its open invites; they can be answered again once it resumes.
 */
export const invitingCampaignStatuses = ['outreach_pending', 'outreach_in_progress', 'active'] as const;
export const isInvitingCampaignStatus = (status: string) => (invitingCampaignStatuses as readonly string[]).includes(status);

/** Campaign statuses in which accepted influencers submit content (a paused or finished campaign takes none). */
export const contentCampaignStatuses = ['active'] as const;

/** How long an influencer has to answer an invite. */
export const inviteLifetimeDays = 7;
/** The last "invite expiring" reminder goes out this long before the deadline (its event keys carry no slot). */
export const inviteExpiryReminderHours = 24;
/**
 * The reminder slots, hours before the deadline, earliest first (docs/marketplace.md "Invite expiry"). An invite gets
 * at most one reminder per slot, none for a slot whose window had already begun when it was sent, and only the
 * latest due slot when a run finds several due (the job was down). 72 h: with a 7-day invite it comes on day 4,
 * past the middle and 3 days before the end (time to ask the brand, check the calendar); 48 h would put two
 * e-mails on consecutive days, which reads as nagging and spends the brand's daily cap twice as fast for little.
 */
export const inviteExpiryReminderSlots = [72, inviteExpiryReminderHours] as const;
export type InviteReminderSlot = (typeof inviteExpiryReminderSlots)[number];

export const inviteExpiresAt = (invitedAt: Date): Date => new Date(invitedAt.getTime() + inviteLifetimeDays * 86_400_000);

export const inviteStatusLabels: Record<InviteStatus, string> = {
  candidate: 'Candidate',
  invited: 'Invited',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  removed: 'Removed',
};

export const inviteStatusTone: Record<InviteStatus, 'default' | 'info' | 'success' | 'warning' | 'error' | 'primary'> = {
  candidate: 'default',
  invited: 'info',
  accepted: 'success',
  declined: 'error',
  expired: 'warning',
  removed: 'default',
};

import { formatDateRange, formatMoney } from '../format/display-format';

/**
 * Texts of the notifications an invite's answer and expiry send (docs/marketplace.md "Notifications"). Kept beside
 * marketplace.texts.ts so the server and any SPA preview word them the same way.
 */
export const inviteNotificationTexts = {
  matchedTitle: 'Influencers matched',
  /** `canInvite` false (a viewer): the same news without asking for what the person cannot do. */
  matched: (count: number, campaign: string, canInvite = true) =>
    `${count} candidate${count === 1 ? '' : 's'} found for "${campaign}". ${canInvite ? 'Review them and send invites.' : 'Review them on the campaign.'}`,
  reviewCandidates: 'Review candidates',
  invitedTitle: 'New campaign invite',
  invited: (campaign: string, currency: string, amount: string | null, days: number, dates: { start: string | null; end: string | null } = { start: null, end: null }) => {
    const range = formatDateRange(dates.start, dates.end);
    return `You are invited to "${campaign}"${range ? ` (${range})` : ''}${amount ? ` for ${formatMoney(amount, currency)}` : ''}. Answer within ${days} days.`;
  },
  acceptedTitle: 'Invite accepted',
  accepted: (influencer: string, campaign: string) => `${influencer} accepted your invite to ${campaign}.`,
  declinedTitle: 'Invite declined',
  declined: (influencer: string, campaign: string, reason: string) => `${influencer} declined your invite to ${campaign}: ${reason}`,
  expiredTitle: 'Invite expired',
  expiredForInfluencer: (campaign: string, brand: string) => `Your invite to ${campaign} from ${brand} expired before you answered.`,
  expiredForBrand: (influencer: string, campaign: string) => `${influencer} did not answer the invite to ${campaign} in time.`,
  expiringTitle: 'Invite expiring',
  /** `timeLeft` from inviteTimeLeft, e.g. "3 days" or "24 hours". */
  expiring: (campaign: string, brand: string, timeLeft: string) =>
    `Your invite to ${campaign} from ${brand} expires within ${timeLeft}. Accept or decline it before then.`,
  viewInvite: 'View invite',
  viewCampaign: 'View campaign',
  /** A brand's list of who was invited when the influencer has no display name yet. */
  someInfluencer: 'An influencer',
} as const;

/**
 * How long is left until `expiresAt`, rounded up so "expires within …" stays true: hours up to 48, days beyond
 * (71.8 h is "3 days", 23.9 h "24 hours"). Used by the reminder notification and the reminder e-mail's subject.
 */
export function inviteTimeLeft(expiresAt: Date, now: Date): string {
  const hours = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 3_600_000));
  if (hours <= 48) return hours === 1 ? '1 hour' : `${hours} hours`;
  return `${Math.ceil(hours / 24)} days`;
}

/** Refusals of the influencer's invite calls that marketplace.texts.ts does not already word. */
export const inviteCallMessages = {
  influencersOnly: 'Campaign invites are for influencer accounts.',
} as const;

import { validationMessages } from '../messages';
import { emailPattern } from '../validation/auth-form.rules';
import type { SuppressionReason } from './outreach-email.texts';

/**
 * Leaving and joining the suppression list by hand (docs/outreach-email.md "Suppression list"): the texts of the
 * person's notice on /settings, of the operator's page, and the server's refusals, shared so both say the same.
 */

/** A hand change to the list: an address added (a complaint) or removed. */
export const suppressionChangeActions = ['added', 'removed'] as const;
export type SuppressionChangeAction = (typeof suppressionChangeActions)[number];
/** Who made it: an operator (staff user or service token) or the address's own account. */
export const suppressionChangeActors = ['operator', 'self'] as const;
export type SuppressionChangeActor = (typeof suppressionChangeActors)[number];

/** The reason an operator gives when adding an address: a feedback-loop (spam) report. */
export const operatorSuppressionReason = 'complaint' satisfies SuppressionReason;

export const suppressionReasonLabels: Record<SuppressionReason, string> = {
  unsubscribed: 'Unsubscribed',
  hard_bounce: 'Address bounced',
  complaint: 'Spam complaint',
};

/** Only an unsubscribe is the person's own to undo: a bounce needs a working address, a complaint an operator. */
export const selfRemovableReason = 'unsubscribed' satisfies SuppressionReason;

export const emailSuppressionTexts = {
  /** /settings, in the Notifications card. */
  mine: {
    title: 'Invitation e-mails are off',
    unsubscribed: (email: string, day: string) =>
      `${email} was unsubscribed from campaign invitation e-mails on ${day}. Invites still reach you here in InfluenceHub, just not by e-mail.`,
    hardBounce: (email: string, day: string) =>
      `Campaign invitation e-mails to ${email} stopped on ${day}: the address bounced (its mail server refused them). Change your e-mail address, or ask support to check it, to receive them again.`,
    complaint: (email: string, day: string) =>
      `Campaign invitation e-mails to ${email} stopped on ${day} after one was reported as spam. Ask support to receive them again.`,
    resubscribe: 'Receive invitation e-mails again',
    resubscribing: 'Turning invitation e-mails on...',
    resubscribed: 'Invitation e-mails are on again. Your e-mail notification switches above still apply.',
    resubscribeFailed: 'Invitation e-mails could not be turned back on. Try again.',
  },
  /** Server refusals (and the SPA shows the same words). */
  errors: {
    mineNotSuppressed: 'Your e-mail address is not on the suppression list: invitation e-mails already reach you.',
    mineNoEmail: 'Your account has no e-mail address.',
    mineNotRemovable: (reason: SuppressionReason) =>
      reason === 'hard_bounce'
        ? 'Your address bounced, so invitation e-mails cannot simply be turned back on: change your e-mail address or ask support to check it.'
        : 'Invitation e-mails stopped after a spam report from your address: ask support to turn them back on.',
    notSuppressed: 'This address is not on the suppression list.',
    alreadySuppressed: (reason: SuppressionReason, day: string) =>
      `This address is already suppressed (${suppressionReasonLabels[reason].toLowerCase()} since ${day}).`,
    emailRequired: 'Enter the e-mail address to suppress.',
    emailInvalid: validationMessages.emailInvalidSentence,
  },
} as const;

/** RFC 5321's longest usable address. */
export const suppressionEmailMax = 254;

/** Trims and lower-cases an address to add, or says what is wrong with it (the same check in the dialog and the API). */
export function suppressionEmailRule(value: string): { email: string; error?: string } {
  const email = value.trim().toLowerCase();
  if (!email) return { email, error: emailSuppressionTexts.errors.emailRequired };
  if (email.length > suppressionEmailMax || !emailPattern.test(email)) return { email, error: emailSuppressionTexts.errors.emailInvalid };
  return { email };
}

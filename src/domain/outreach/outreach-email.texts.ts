/** Texts of the outreach e-mails and of the public pages their links open (docs/outreach-email.md). */
export const outreachEmailTexts = {
  /** `timeLeft` from inviteTimeLeft (src/domain/marketplace/invite-notifications.texts.ts), e.g. "3 days". */
  reminderSubject: (campaign: string, timeLeft: string) => `Reminder: your invite to "${campaign}" expires within ${timeLeft}`,
  reminderIntro: (expiresOn: string) => `A reminder: this invite expires on ${expiresOn}. After that it can no longer be accepted.`,
  footer: (brand: string) =>
    `You get this e-mail because ${brand} invited you to a campaign on InfluenceHub and your e-mail notifications are on.`,
  unsubscribeLine: (url: string) => `Unsubscribe from campaign invitation e-mails: ${url}`,
  linkLabel: 'Open the invite',
  unsubscribePage: {
    title: 'Unsubscribe from invitation e-mails',
    question: (email: string) => `Stop sending campaign invitation e-mails to ${email}?`,
    explain: 'You will still see invites inside InfluenceHub, and account e-mails (password reset, sign-in codes) still arrive.',
    button: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    done: (email: string) => `${email} gets no more campaign invitation e-mails.`,
    invalidTitle: 'This link is not valid',
    invalid: 'The unsubscribe link is incomplete or was changed. Use the link from the e-mail as it is, or turn e-mails off in your settings.',
  },
  clickInvalidTitle: 'This link is not valid',
  clickInvalid: 'The link is incomplete or was changed, so InfluenceHub does not follow it. Open InfluenceHub and find the invite there.',
} as const;

/** Why an address is on the suppression list (no outreach e-mail is sent to it). */
export const suppressionReasons = ['unsubscribed', 'hard_bounce', 'complaint'] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];

/** Outreach message status: sent (accepted by the SMTP server), bounced (refused with a permanent 5xx), suppressed (not sent). */
export const outreachMessageStatuses = ['sent', 'bounced', 'suppressed'] as const;
export type OutreachMessageStatus = (typeof outreachMessageStatuses)[number];

export const outreachEmailKinds = ['invite', 'reminder'] as const;
export type OutreachEmailKind = (typeof outreachEmailKinds)[number];

export const trackingEventTypes = ['open', 'click', 'unsubscribe', 'bounce', 'complaint'] as const;
export type TrackingEventType = (typeof trackingEventTypes)[number];

/** Default of OUTREACH_DAILY_CAP: outreach e-mails per brand per UTC day; the rest waits for the next day. */
export const defaultOutreachDailyCap = 100;

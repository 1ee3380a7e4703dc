/**
 * What creators are told about their money (notifications and their e-mails; docs/payments.md "Payouts"). Amounts
 * come formatted by src/domain/format, so the notification reads as the earnings page does.
 */
export const payoutNotificationTexts = {
  approved: (amount: string, campaign: string) => ({
    title: 'Payout approved',
    message: `${amount} for your work on "${campaign}" was approved and is on its way to your account.`,
    actionLabel: 'View earnings',
  }),
  paid: (amount: string, utr: string | null) => ({
    title: 'Payout sent',
    message: `${amount} was paid to your account${utr ? ` (UTR ${utr})` : ''}.`,
    actionLabel: 'View earnings',
  }),
  returned: (amount: string, reason: string | null) => ({
    title: 'Payout did not go through',
    message: `${amount} could not be paid${reason ? `: ${reason.replace(/[.!]+$/, '')}` : ''}. It is back in your balance; check your payout details in Settings and it will be sent again.`,
    actionLabel: 'Check payout details',
  }),
} as const;

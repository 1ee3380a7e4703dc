/** Texts of the "Invite to campaign" dialog (directory selection, shortlist, profile page and the shell's quick action). */
export const inviteTexts = {
  title: 'Invite Influencer',
  titleMany: (n: number) => `Invite ${n} creators`,
  body: 'They receive the invitation in their Invitations list and can accept or decline it.',
  creator: 'Creator',
  creatorHint: 'Type a name or handle',
  noCreators: 'No creators found',
  campaign: 'Campaign',
  noCampaigns: 'None of your campaigns takes invites now: publish a campaign first.',
  campaignsFailed: 'Your campaigns could not be loaded.',
  offer: 'Offer',
  budgetLeft: 'Budget left',
  fundsLeft: 'Funded and not yet promised',
  overBudget: 'The offer is above what this campaign has left; the invite will be refused.',
  message: 'Message (optional)',
  send: 'Send invite',
  sending: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  sent: (invited: number, already: number, skipped: number) =>
    [`Invited ${invited}.`, already ? `${already} had been invited already.` : '', skipped ? `${skipped} answered an earlier invite and were not invited again.` : '']
      .filter(Boolean).join(' '),
  failed: 'The invite could not be sent.',
  browse: 'Browse influencers',
} as const;

import type { NewNotice, NoticesRepository } from '../../repositories/notices.repository';

/** One notice of each severity; one carries an inline link, two cannot be dismissed. */
export const seedNotices: readonly NewNotice[] = [
  {
    message: 'Welcome to InfluenceHub! New here? [Read the help centre](/help) to get started.',
    severity: 'info',
    dismissible: true,
  },
  {
    message: 'Scheduled maintenance on Sunday 02:00-03:00 UTC: the dashboard may be briefly unavailable.',
    severity: 'warning',
    dismissible: true,
  },
  {
    message: 'Instagram statistics are delayed while we reconnect to the Instagram API.',
    severity: 'error',
    dismissible: false,
  },
  {
    message: 'Payouts by UPI are now available for influencers in India.',
    severity: 'success',
    dismissible: true,
  },
];

/** Inserts the seed notices that are missing (matched by message); returns how many were created. */
export async function seedNoticesIfMissing(notices: NoticesRepository): Promise<number> {
  let created = 0;
  for (const notice of seedNotices) {
    if (await notices.findByMessage(notice.message)) continue;
    await notices.create(notice);
    created += 1;
  }
  return created;
}

import type { PreloadedState } from '../../../app/store';
import { createInitialNoticesState, toNotice, type NoticeInput, type NoticesState } from '../notices.slice';

/** Notices as the API sends them, for tests and stories. */
export const sampleNotices: NoticeInput[] = [
  {
    id: 'welcome',
    message: 'Welcome to InfluenceHub! New here? [Read the help centre](/help) to get started.',
    severity: 'info',
    dismissible: true,
    created_at: '2025-01-04T09:00:00Z',
  },
  {
    id: 'maintenance',
    message: 'Scheduled maintenance on Sunday 02:00-03:00 UTC: the dashboard may be briefly unavailable.',
    severity: 'warning',
    dismissible: true,
    created_at: '2025-01-03T09:00:00Z',
  },
  {
    id: 'instagram',
    message: 'Instagram statistics are delayed while we reconnect to the Instagram API.',
    severity: 'error',
    dismissible: false,
    created_at: '2025-01-02T09:00:00Z',
  },
  {
    id: 'upi',
    message: 'Payouts by UPI are now available for influencers in India. [Status page](https://status.example.com)',
    severity: 'success',
    dismissible: true,
    created_at: '2025-01-01T09:00:00Z',
  },
];

/** A preloaded store with these notices loaded. */
export function withNotices(notices: NoticeInput[], overrides: Partial<NoticesState> = {}): PreloadedState {
  return {
    notices: { ...createInitialNoticesState(), items: notices.map(toNotice), status: 'loaded', ...overrides },
  };
}

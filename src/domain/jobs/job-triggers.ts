/** The background jobs an operator (staff or the service token) may start by hand: POST jobs/{name}/ (SPEC §7 "Jobs"). */
export const jobTriggerNames = ['collect-video-stats', 'refresh-instagram-tokens', 'cleanup-assets'] as const;
export type JobTriggerName = (typeof jobTriggerNames)[number];

export const jobTriggerTexts = {
  'collect-video-stats': 'Collect the daily statistics of active content (YouTube and Instagram)',
  'refresh-instagram-tokens': 'Refresh Instagram tokens at least 24 h old that expire within 10 days',
  'cleanup-assets': 'Delete uploads nothing references, past the grace period',
} as const satisfies Record<JobTriggerName, string>;

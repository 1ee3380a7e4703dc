/** The review thread's own words; the step phrases and role names are the domain's (verification-status.ts). */
export const reviewThreadTexts = {
  label: 'Review history',
  empty: 'No steps recorded yet.',
  unknownActor: 'Someone',
  you: 'You',
} as const;

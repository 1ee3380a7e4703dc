import type { NoticeSeverity } from '../constants';

/** Texts of the notice strip that SPEC.md does not quote (it names the controls only). */
export const noticeTexts = {
  region: 'Notices',
  previous: 'Previous notice',
  next: 'Next notice',
  dismiss: 'Dismiss notice',
  opensInNewTab: '(opens in a new tab)',
  /** The strip keeps to one line; these open and close the rest of a long notice. */
  more: 'More',
  less: 'Less',
  show: (position: number) => `Show notice ${position}`,
  /** 'n / total' (SPEC §2). */
  counter: (position: number, total: number) => `${position} / ${total}`,
  /** Read before the message, so the severity is not conveyed by colour and icon alone. */
  severity: { info: 'Info', warning: 'Warning', error: 'Error', success: 'Success' } satisfies Record<NoticeSeverity, string>,
} as const;

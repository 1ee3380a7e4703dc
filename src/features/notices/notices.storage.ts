/** Dismissed notice ids last for the browser session (SPEC §4 "Notices"): sessionStorage. */
export const dismissedNoticesKey = 'influencehub.dismissedNotices';

export function readDismissedNoticeIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(dismissedNoticesKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writeDismissedNoticeIds(ids: readonly string[]): void {
  try {
    globalThis.sessionStorage?.setItem(dismissedNoticesKey, JSON.stringify(ids));
  } catch {
    // storage disabled: dismissals last until reload
  }
}

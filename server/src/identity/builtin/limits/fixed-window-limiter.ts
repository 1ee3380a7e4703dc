/**
 * A fixed-window counter per key, in this process's memory. Used for the per-account and per-session limits,
 * where a restart or a second process only makes the limit more lenient (the lock-out, which must hold across
 * processes, is in the database instead).
 */
export interface LimitRule {
  /** Seconds. */
  window: number;
  max: number;
}

export interface FixedWindowLimiter {
  /** Counts one request; null when allowed, else the seconds until the window ends. */
  consume(key: string, rule: LimitRule): number | null;
}

const maxEntries = 100_000;

export function createFixedWindowLimiter(now: () => number = Date.now): FixedWindowLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const prune = (at: number) => {
    if (windows.size < maxEntries) return;
    for (const [key, entry] of windows) if (entry.endsAt <= at) windows.delete(key);
    // Still full of live windows: drop the oldest, which only makes someone's limit more lenient.
    for (const key of windows.keys()) {
      if (windows.size < maxEntries) break;
      windows.delete(key);
    }
  };
  return {
    consume(key, rule) {
      const at = now();
      const entry = windows.get(key);
      if (!entry || entry.endsAt <= at) {
        prune(at);
        windows.set(key, { count: 1, endsAt: at + rule.window * 1000 });
        return null;
      }
      if (entry.count >= rule.max) return Math.max(1, Math.ceil((entry.endsAt - at) / 1000));
      entry.count += 1;
      return null;
    },
  };
}

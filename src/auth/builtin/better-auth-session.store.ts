/**
 * The session as better-auth's browser client keeps it (its session atom and refresh manager), for
 * better-auth-client.ts: read when the first subscriber arrives; read again on a session signal (after sign-in,
 * sign-up, sign-out, a password change), when the tab becomes visible or the browser comes back online (at most
 * every 5 s) and when another tab posts a session change to localStorage. A newer read cancels an older one.
 */
export interface SessionQueryState<T> {
  data: T | null;
  /** better-auth's error answer (with `status`), or what fetch threw when there was no answer. */
  error: { status?: number } | null;
  isPending: boolean;
  isRefetching: boolean;
  refetch: (queryParams?: { query?: Record<string, string | number | boolean> }) => Promise<void>;
}

type Answer<T> = { data: T | null; error: { status: number } | null };
type Query = Record<string, string | number | boolean> | undefined;

export interface SessionStoreOptions<T> {
  /** POST /get-session, for an answer that says `needsRefresh`. */
  refresh: (signal: AbortSignal) => Promise<Answer<T>>;
  /** localStorage key other tabs post session changes under. */
  broadcastKey?: string;
  /**
   * The session the server read for this page's own request (page-bootstrap.ts): the store starts with it instead of
   * pending, and the read on mount is skipped while it is fresh.
   */
  initial?: T | null;
}

/** better-auth's timings: a mount right after a fresh read does not read again; focus reads at most every 5 s. */
const mountDedupeMs = 1000;
/** How long the server's own read (in the page's HTML) counts as fresh: long enough for a slow phone's first render. */
const initialSessionFreshMs = 10_000;
const focusRefetchLimitSeconds = 5;
const unmountDelayMs = 1000;

function isJsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => isJsonEqual(item, b[i]));
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key in b && isJsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

const sameState = <T>(a: SessionQueryState<T>, b: SessionQueryState<T>) =>
  isJsonEqual(a.data, b.data) && a.error === b.error && a.isPending === b.isPending && a.isRefetching === b.isRefetching && a.refetch === b.refetch;

const normalize = <T>(data: T | null): T | null => {
  const value = data as { session?: unknown; user?: unknown } | null;
  return !value || (value.session === null && value.user === null) ? null : data;
};

export function createSessionStore<T extends { session?: { expiresAt?: unknown } }>(
  read: (query: Query, signal: AbortSignal) => Promise<Answer<T>>,
  { refresh, broadcastKey = 'better-auth.message', initial }: SessionStoreOptions<T>,
) {
  const listeners = new Set<() => void>();
  let flight: { cancel: () => void; promise: Promise<string>; revision: number } | undefined;
  const initialData = initial ? normalize(initial) : null;
  let freshUntil = initialData ? Date.now() + initialSessionFreshMs : 0;
  let revision = 0;
  let lastFocusRead = 0;
  let mounted = false;
  let unmountTimer: ReturnType<typeof setTimeout> | undefined;
  let teardown: (() => void) | undefined;

  const refetch = (params?: { query?: Query }) => fetchSession(params?.query);
  let state: SessionQueryState<T> = { data: initialData, error: null, isPending: initialData === null, isRefetching: false, refetch };
  const set = (next: Omit<SessionQueryState<T>, 'refetch'>) => {
    const value = { ...next, refetch };
    if (sameState(state, value)) return;
    state = value;
    listeners.forEach((listener) => listener());
  };

  async function execute(signal: AbortSignal, query: Query): Promise<string> {
    set({ ...state, isPending: state.data === null, isRefetching: true, error: null });
    if (signal.aborted) return 'aborted';
    try {
      let answer = await read(query, signal);
      if (signal.aborted) return 'aborted';
      let outcome = 'fresh';
      if ((answer.data as { needsRefresh?: boolean } | null)?.needsRefresh) {
        try {
          answer = await refresh(signal);
          if (signal.aborted) return 'aborted';
        } catch {
          if (signal.aborted) return 'aborted';
          outcome = 'stale';
        }
      }
      if (answer.error) {
        set({ data: answer.error.status === 401 ? null : state.data, error: answer.error, isPending: false, isRefetching: false });
        return 'failed';
      }
      const data = normalize(answer.data);
      set({ data: state.data !== null && data !== null && isJsonEqual(state.data, data) ? state.data : data, error: null, isPending: false, isRefetching: false });
      return outcome;
    } catch (error) {
      if (signal.aborted) return 'aborted';
      set({ data: state.data, error: error as { status?: number }, isPending: false, isRefetching: false });
      return 'failed';
    }
  }

  function fetchSession(query?: Query): Promise<void> {
    freshUntil = 0;
    flight?.cancel();
    const controller = new AbortController();
    const current = {
      cancel: () => controller.abort(),
      promise: Promise.resolve().then(() => (controller.signal.aborted ? 'aborted' : execute(controller.signal, query))),
      revision,
    };
    flight = current;
    const settle = (outcome: string) => {
      if (flight !== current) return;
      flight = undefined;
      if (outcome === 'fresh' && current.revision === revision) {
        const expiresAt = state.data?.session?.expiresAt;
        const expiry = expiresAt ? new Date(expiresAt as string).getTime() : Number.NaN;
        freshUntil = Math.min(Date.now() + mountDedupeMs, Number.isNaN(expiry) ? Number.POSITIVE_INFINITY : expiry);
      }
    };
    current.promise.then(settle, () => settle('failed'));
    return current.promise.then(() => undefined);
  }

  const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;
  const readOnFocus = () => {
    const now = Math.floor(Date.now() / 1000);
    if (!online() || now - lastFocusRead < focusRefetchLimitSeconds) return;
    lastFocusRead = now;
    void fetchSession();
  };

  function mount() {
    mounted = true;
    const first = setTimeout(() => {
      if (flight?.revision === revision || Date.now() < freshUntil) return;
      void fetchSession();
    }, 0);
    const onVisible = () => document.visibilityState === 'visible' && readOnFocus();
    const onStorage = (event: StorageEvent) => {
      if (event.key !== broadcastKey) return;
      let message: { event?: string; data?: unknown } | null;
      try {
        message = JSON.parse(event.newValue ?? '{}') as { event?: string; data?: unknown } | null;
      } catch {
        return;
      }
      if (message?.event === 'session' && message.data && online()) void fetchSession();
    };
    document.addEventListener('visibilitychange', onVisible, false);
    window.addEventListener('online', readOnFocus, false);
    window.addEventListener('storage', onStorage);
    teardown = () => {
      clearTimeout(first);
      document.removeEventListener('visibilitychange', onVisible, false);
      window.removeEventListener('online', readOnFocus, false);
      window.removeEventListener('storage', onStorage);
      lastFocusRead = 0;
      mounted = false;
    };
  }

  return {
    get: () => state,
    /** useSyncExternalStore's subscribe; the first subscriber starts the reads, the last one stops them a second later. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      clearTimeout(unmountTimer);
      if (!mounted) mount();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        unmountTimer = setTimeout(() => {
          if (listeners.size === 0) teardown?.();
        }, unmountDelayMs);
      };
    },
    /** The session may have changed (better-auth's `$sessionSignal`): read it again when someone is listening. */
    signal() {
      revision += 1;
      freshUntil = 0;
      if (mounted) void fetchSession();
    },
    mounted: () => mounted,
  };
}

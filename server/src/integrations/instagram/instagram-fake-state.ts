import { fakeToken, type FakeRequestRecord } from '../social/fake-http';
import { INSTAGRAM_SCOPES } from './instagram.types';

/**
 * The in-memory world behind the fake Instagram: professional accounts, their media (views growing on the injected
 * clock), codes, short- and long-lived tokens, the rate-limit usage it reports, and switches for the documented
 * oddities (wrapped or flat code exchange, empty insights, "not enough viewers").
 */
export interface InstagramFakeUser {
  /** The IG professional account id: 17 digits, more than a JS number holds exactly. */
  userId: string;
  appScopedId?: string;
  username: string;
  name?: string;
  accountType?: 'BUSINESS' | 'MEDIA_CREATOR';
  followersCount: number;
  followsCount?: number;
}

export interface InstagramFakeMedia {
  id: string;
  userId: string;
  mediaProductType: 'FEED' | 'REELS' | 'STORY' | 'AD';
  mediaType?: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  caption?: string;
  shortcode: string;
  /** ISO 8601; answered as Instagram writes it (+0000). */
  timestamp: string;
  likeCount?: number;
  commentsCount?: number;
  viewsPerHour?: number;
  /** ok (default), empty (`data: []`, too new), not_enough_viewers (error #10). */
  insights?: 'ok' | 'empty' | 'not_enough_viewers';
  /** Metrics Instagram leaves out of the answer for this media. */
  missingMetrics?: string[];
}

export interface InstagramFakeToken {
  userId: string;
  kind: 'short' | 'long';
  scopes: string[];
  issuedAt: number;
  expiresAt: number;
}

interface FakeCode {
  userId: string;
  redirectUri: string;
  scopes: string[];
  expiresAt: number;
  used: boolean;
}

export const HOUR_MS = 3_600_000;
export const LONG_LIVED_SECONDS = 60 * 86_400;

export function createInstagramFakeState(options: { appId: string; appSecret: string; now: () => Date; redirectUris: string[] | null }) {
  const state = {
    appId: options.appId,
    appSecret: options.appSecret,
    now: options.now,
    redirectUris: options.redirectUris,
    consent: 'grant' as 'grant' | 'deny',
    /** The code exchange answers {"data":[{...}]} (documented) or the same fields flat with a numeric user_id (observed). */
    tokenResponse: 'wrapped' as 'wrapped' | 'flat',
    signedInUserId: null as string | null,
    /** Reported in X-App-Usage / X-Business-Use-Case-Usage on every Graph answer; call_count >= 100 answers #80002. */
    usage: { callCount: 2, totalCputime: 1, totalTime: 1, regainAccessMinutes: 0 },
    /** The next `remaining` Graph requests fail with `status` (5xx) and code 2. */
    outage: { remaining: 0, status: 503 },
    users: new Map<string, InstagramFakeUser>(),
    media: new Map<string, InstagramFakeMedia>(),
    codes: new Map<string, FakeCode>(),
    tokens: new Map<string, InstagramFakeToken>(),
    requests: [] as FakeRequestRecord[],

    addUser(user: InstagramFakeUser) {
      state.users.set(user.userId, user);
      state.signedInUserId ??= user.userId;
      return user;
    },
    addMedia(...media: InstagramFakeMedia[]) {
      for (const item of media) state.media.set(item.id, item);
    },
    newCode(code: Omit<FakeCode, 'expiresAt' | 'used'>) {
      const value = fakeToken('AQ', 32);
      state.codes.set(value, { ...code, expiresAt: state.now().getTime() + HOUR_MS, used: false });
      return value;
    },
    /** A token as if issued `ageMs` ago (long-lived: 60 days, short-lived: 1 hour from issue). */
    issueToken(userId: string, kind: 'short' | 'long' = 'long', ageMs = 0, scopes: string[] = [...INSTAGRAM_SCOPES]) {
      const issuedAt = state.now().getTime() - ageMs;
      const value = fakeToken(kind === 'long' ? 'IGAAlong' : 'IGAAshort');
      state.tokens.set(value, { userId, kind, scopes, issuedAt, expiresAt: issuedAt + (kind === 'long' ? LONG_LIVED_SECONDS * 1000 : HOUR_MS) });
      return value;
    },
    viewsOf(media: InstagramFakeMedia) {
      const hours = Math.max(0, (state.now().getTime() - Date.parse(media.timestamp)) / HOUR_MS);
      return Math.floor((media.viewsPerHour ?? 0) * hours);
    },
    mediaOf(userId: string) {
      return [...state.media.values()].filter((item) => item.userId === userId).sort((a, b) => b.timestamp.localeCompare(a.timestamp));
    },
  };
  return state;
}

export type InstagramFakeState = ReturnType<typeof createInstagramFakeState>;

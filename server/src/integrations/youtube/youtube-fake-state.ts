import { fakeToken, type FakeRequestRecord } from '../social/fake-http';
import { YOUTUBE_SCOPES } from './youtube.types';

/**
 * The in-memory world behind the fake Google/YouTube server: accounts with or without a channel, videos whose views
 * grow with the injected clock, OAuth codes and tokens, and the daily quota. Tests seed and inspect it directly.
 */
export interface YoutubeFakeChannel {
  id: string;
  title: string;
  description?: string;
  customUrl?: string;
  country?: string;
  publishedAt?: string;
  subscriberCount: number;
  hiddenSubscriberCount?: boolean;
}

export interface YoutubeFakeAccount {
  /** Google account id (the `sub`). */
  id: string;
  /** null: a Google account without a YouTube channel. */
  channel: YoutubeFakeChannel | null;
}

export interface YoutubeFakeVideo {
  id: string;
  channelId: string;
  title: string;
  publishedAt: string;
  /** Views at publication; then `viewsPerHour` more every hour on the fake's clock. */
  baseViews?: number;
  viewsPerHour?: number;
  /** engagedViews / views in Analytics (default 0.6). */
  engagedRatio?: number;
  likesHidden?: boolean;
  commentsDisabled?: boolean;
}

interface FakeCode {
  accountId: string;
  redirectUri: string;
  codeChallenge: string | null;
  codeChallengeMethod: 'S256' | 'plain';
  scopes: string[];
  issueRefreshToken: boolean;
  expiresAt: number;
  used: boolean;
}

interface FakeAccessToken {
  accountId: string;
  scopes: string[];
  expiresAt: number;
}

interface FakeRefreshToken {
  accountId: string;
  scopes: string[];
  revoked: boolean;
}

export const ACCESS_TOKEN_SECONDS = 3599;
const CODE_SECONDS = 600;

export function createYoutubeFakeState(options: { clientId: string; clientSecret: string; now: () => Date; quotaPerDay: number; redirectUris: string[] | null; analyticsLagDays: number }) {
  const state = {
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    now: options.now,
    /** null: any redirect URI is accepted. */
    redirectUris: options.redirectUris,
    /** What the user does on the consent page: grant, or press Cancel (error=access_denied). */
    consent: 'grant' as 'grant' | 'deny',
    /** Scopes the user leaves ticked (granular consent); null: everything asked for. */
    consentScopes: null as string[] | null,
    /** The Google account signed in on the consent page; default the first seeded account. */
    signedInAccountId: null as string | null,
    /** Days before today with no Analytics data yet (processing latency 48-72 h). */
    analyticsLagDays: options.analyticsLagDays,
    accounts: new Map<string, YoutubeFakeAccount>(),
    videos: new Map<string, YoutubeFakeVideo>(),
    codes: new Map<string, FakeCode>(),
    accessTokens: new Map<string, FakeAccessToken>(),
    refreshTokens: new Map<string, FakeRefreshToken>(),
    /** Accounts that already consented once: Google sends a refresh token again only with prompt=consent. */
    consentedAccounts: new Set<string>(),
    quota: { limit: options.quotaPerDay, used: 0, day: '' },
    /** The next `remaining` requests (any endpoint) fail with `status` (5xx: Google's backendError envelope). */
    outage: { remaining: 0, status: 503 },
    requests: [] as FakeRequestRecord[],

    addAccount(account: YoutubeFakeAccount) {
      state.accounts.set(account.id, account);
      state.signedInAccountId ??= account.id;
      return account;
    },
    addVideos(...videos: YoutubeFakeVideo[]) {
      for (const video of videos) state.videos.set(video.id, video);
    },
    /** Tokens as if the account had consented, without the browser flow. */
    issueTokens(accountId: string, scopes: string[] = [...YOUTUBE_SCOPES]) {
      state.consentedAccounts.add(accountId);
      return { accessToken: state.newAccessToken(accountId, scopes), refreshToken: state.newRefreshToken(accountId, scopes) };
    },
    /** The user removed the app's access (myaccount.google.com/permissions): every token of the account dies. */
    revokeAccount(accountId: string) {
      for (const token of state.refreshTokens.values()) if (token.accountId === accountId) token.revoked = true;
      for (const [value, token] of state.accessTokens) if (token.accountId === accountId) state.accessTokens.delete(value);
    },
    /** Data API views of a video now: base + growth since publication. */
    viewsOf(video: YoutubeFakeVideo, at: Date = state.now()) {
      const hours = Math.max(0, (at.getTime() - Date.parse(video.publishedAt)) / 3_600_000);
      return (video.baseViews ?? 0) + Math.floor((video.viewsPerHour ?? 0) * hours);
    },
    newCode(code: Omit<FakeCode, 'expiresAt' | 'used'>) {
      const value = fakeToken('4/0A');
      state.codes.set(value, { ...code, expiresAt: state.now().getTime() + CODE_SECONDS * 1000, used: false });
      return value;
    },
    newAccessToken(accountId: string, scopes: string[]) {
      const value = fakeToken('ya29.');
      state.accessTokens.set(value, { accountId, scopes, expiresAt: state.now().getTime() + ACCESS_TOKEN_SECONDS * 1000 });
      return value;
    },
    newRefreshToken(accountId: string, scopes: string[]) {
      const value = fakeToken('1//');
      state.refreshTokens.set(value, { accountId, scopes, revoked: false });
      return value;
    },
    /** The live access token, or null when unknown or expired. */
    accessToken(value: string | null) {
      const token = value ? state.accessTokens.get(value) : undefined;
      return token && token.expiresAt > state.now().getTime() ? token : null;
    },
  };
  return state;
}

export type YoutubeFakeState = ReturnType<typeof createYoutubeFakeState>;

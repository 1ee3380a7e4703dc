import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { sandboxCredentials } from '../../src/integrations/sandbox/sandbox-endpoints';
import { startInstagramFake, type InstagramFakeMedia, type RunningInstagramFake } from '../../src/integrations/instagram/instagram.fake';
import { startYoutubeFake, type RunningYoutubeFake, type YoutubeFakeVideo } from '../../src/integrations/youtube/youtube.fake';
import { bearer } from './auth.helpers';
import { testPublicUrl } from './test-app';

/**
 * Local fake Google and Instagram servers for the social connection tests: the product's real clients talk to them
 * over HTTP (SOCIAL_PROVIDER_MODE stays sandbox, with the base URLs moved to the fakes; docs/social-integrations.md).
 */
export const youtubeChannel = { id: 'UCtestAnaTravels00000001', title: 'Ana Travels', customUrl: '@anatravels', country: 'IN', subscriberCount: 12_400 };
export const youtubeOtherChannel = { id: 'UCtestBenBakes0000000002', title: 'Ben Bakes', customUrl: '@benbakes', country: 'IN', subscriberCount: 3_100 };

export const youtubeVideos: YoutubeFakeVideo[] = [0, 1, 2].map((index) => ({
  id: `anavideo00${index}`,
  channelId: youtubeChannel.id,
  title: `Trip ${index}`,
  publishedAt: `2026-0${index + 1}-10T10:00:00Z`,
  baseViews: 1_000 * (index + 1),
}));

export const instagramUser = { userId: '17841400000009001', username: 'ana.eats', name: 'Ana Eats', accountType: 'MEDIA_CREATOR' as const, followersCount: 20_000 };
export const instagramMedia: InstagramFakeMedia[] = [0, 1].map((index) => ({
  id: `1790000900000${index}`, userId: instagramUser.userId, mediaProductType: 'REELS' as const, shortcode: `AnaReel${index}`,
  timestamp: '2026-01-01T10:00:00Z', likeCount: 500 + index * 100, commentsCount: 40, viewsPerHour: 0,
}));

export interface SocialFakes {
  youtube: RunningYoutubeFake;
  instagram: RunningInstagramFake;
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startSocialFakes(): Promise<SocialFakes> {
  const youtube = await startYoutubeFake({
    ...sandboxCredentials.youtube,
    redirectUris: [`${testPublicUrl}/api/v1/auth/youtube/callback/`],
    accounts: [{ id: 'g-ana', channel: youtubeChannel }, { id: 'g-ben', channel: youtubeOtherChannel }, { id: 'g-none', channel: null }],
    videos: youtubeVideos,
  });
  const instagram = await startInstagramFake({
    ...sandboxCredentials.instagram,
    redirectUris: [`${testPublicUrl}/api/v1/auth/instagram/callback/`],
    users: [instagramUser],
    media: instagramMedia,
  });
  const env = {
    YOUTUBE_AUTH_BASE_URL: youtube.endpoints.authBaseUrl,
    YOUTUBE_TOKEN_BASE_URL: youtube.endpoints.tokenBaseUrl,
    YOUTUBE_DATA_API_BASE_URL: youtube.endpoints.dataApiBaseUrl,
    YOUTUBE_ANALYTICS_BASE_URL: youtube.endpoints.analyticsBaseUrl,
    INSTAGRAM_AUTHORIZE_BASE_URL: instagram.endpoints.authorizeBaseUrl,
    INSTAGRAM_OAUTH_BASE_URL: instagram.endpoints.oauthBaseUrl,
    INSTAGRAM_GRAPH_BASE_URL: instagram.endpoints.graphBaseUrl,
  };
  return { youtube, instagram, env, close: async () => void (await Promise.all([youtube.close(), instagram.close()])) };
}

/** `name=value` of the browser-binding cookie a connect answer set. */
export function bindingCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === 'ih_social_oauth');
  assert.ok(cookie, `no binding cookie in ${JSON.stringify(response.headers['set-cookie'])}`);
  return `${cookie.name}=${cookie.value}`;
}

export interface StartedConnection {
  start: LightMyRequestResponse;
  cookie: string;
  authorizationUrl: URL;
  /** The callback path (with query) the platform sent the browser back to. */
  callback: string;
}

/** Plays the browser: POST connect/, open the consent page (the fake answers at once), read where it points back. */
export async function startConnection(app: FastifyInstance, platform: 'youtube' | 'instagram', token: string, body: object = {}): Promise<StartedConnection> {
  const start = await app.inject({ method: 'POST', url: `/api/v1/integrations/${platform}/connect/`, headers: bearer(token), payload: body });
  assert.equal(start.statusCode, 200, start.body);
  const authorizationUrl = new URL(start.json().authorization_url);
  const consent = await fetch(authorizationUrl, { redirect: 'manual' });
  assert.equal(consent.status, 302, await consent.text());
  const back = new URL(consent.headers.get('location') ?? '');
  assert.equal(`${back.origin}${back.pathname}`, `${testPublicUrl}/api/v1/auth/${platform}/callback/`);
  return { start, cookie: bindingCookie(start), authorizationUrl, callback: `${back.pathname}${back.search}` };
}

export const finishConnection = (app: FastifyInstance, callback: string, cookie?: string, accept = 'application/json') =>
  app.inject({ method: 'GET', url: callback, headers: { accept, ...(cookie ? { cookie } : {}) } });

/** Starts and finishes; returns the callback's answer (302 with the outcome). */
export async function connectAccount(app: FastifyInstance, platform: 'youtube' | 'instagram', token: string, body: object = {}) {
  const started = await startConnection(app, platform, token, body);
  return { ...started, finish: await finishConnection(app, started.callback, started.cookie) };
}

/** The raw row, as a database reader would see it. */
export async function rawSocialAccount(app: FastifyInstance, id: string): Promise<Record<string, unknown>> {
  const result = await app.context.database.db.execute(sql`select * from social_accounts where id = ${id}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  assert.equal(rows.length, 1);
  return rows[0]!;
}

export async function rawRows(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return ((await app.context.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

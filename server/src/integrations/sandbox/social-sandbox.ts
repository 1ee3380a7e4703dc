import { createHmac, hkdfSync } from 'node:crypto';
import type { FakeReply, FakeRequest } from '../social/fake-http';
import { createInstagramFake, type InstagramFake } from '../instagram/instagram.fake';
import { INSTAGRAM_SCOPES } from '../instagram/instagram.types';
import { createYoutubeFake, type YoutubeFake } from '../youtube/youtube.fake';
import { YOUTUBE_SCOPES } from '../youtube/youtube.types';
import { sandboxApiVersion, sandboxCredentials, sandboxPrefix } from './sandbox-endpoints';
import { sandboxInstagramMedia, sandboxInstagramUsers, sandboxYoutubeAccounts, sandboxYoutubeVideos } from './sandbox-world';

/**
 * The simulated YouTube and Instagram the product serves itself in sandbox mode (the embedded default): the same fakes
 * the tests run against, as request handlers under /sandbox/youtube and /sandbox/instagram, with a consent page where
 * the person picks a demo channel or cancels (sandbox.routes.ts). docs/social-integrations.md "Sandbox".
 */
export { sandboxApiVersion, sandboxCredentials, sandboxEndpoints, sandboxPrefix } from './sandbox-endpoints';

export interface SocialSandbox {
  youtube: YoutubeFake;
  instagram: InstagramFake;
  /** A fetch for the clients: requests to the sandbox are answered in-process, anything else goes to `fallback`. */
  fetch: typeof fetch;
  /** The grants the sandbox keeps across restarts (the demo seed stores these, sealed, for the demo influencer). */
  youtubeRefreshToken(accountId: string): string;
  instagramToken(userId: string): string;
}

/** Requests the fakes keep for tests to inspect; the sandbox keeps only the latest (it runs for days). */
const keptRequests = 50;

/**
 * Builds the sandbox. Its grants are derived from the master secret (HMAC), so a refresh token or Instagram token
 * issued before a restart still works after it, as a real platform's would; access tokens live in memory and are
 * refreshed after a restart like any expired one.
 */
export function createSocialSandbox(options: { publicUrl: string; masterKey: Buffer; fallbackFetch?: typeof fetch }): SocialSandbox {
  const secret = Buffer.from(hkdfSync('sha256', options.masterKey, Buffer.alloc(0), 'influencehub sandbox grants v1', 32));
  const derive = (kind: string, id: string) => createHmac('sha256', secret).update(`${kind}:${id}`).digest('base64url').slice(0, 32);
  const callback = (platform: string) => `${options.publicUrl}/api/v1/auth/${platform}/callback/`;

  const youtube = createYoutubeFake({
    ...sandboxCredentials.youtube,
    redirectUris: [callback('youtube')],
    accounts: sandboxYoutubeAccounts.map(({ id, channel }) => ({ id, channel })),
    videos: sandboxYoutubeVideos,
  });
  const youtubeRefreshToken = (accountId: string) => `1//sbx.${accountId}.${derive('youtube-refresh', accountId)}`;
  youtube.state.newRefreshToken = (accountId: string, scopes: string[]) => {
    const value = youtubeRefreshToken(accountId);
    youtube.state.refreshTokens.set(value, { accountId, scopes, revoked: false });
    return value;
  };
  for (const { id } of sandboxYoutubeAccounts) youtube.state.newRefreshToken(id, [...YOUTUBE_SCOPES]);

  const instagram = createInstagramFake({ ...sandboxCredentials.instagram, apiVersion: sandboxApiVersion, redirectUris: [callback('instagram')], users: sandboxInstagramUsers, media: sandboxInstagramMedia });
  const instagramToken = (userId: string) => `IGAAlong.sbx.${userId}.${derive('instagram-long', userId)}`;
  const issueToken = instagram.state.issueToken;
  instagram.state.issueToken = (userId, kind = 'long', ageMs = 0, scopes = [...INSTAGRAM_SCOPES]) => {
    if (kind !== 'long') return issueToken(userId, kind, ageMs, scopes);
    const value = instagramToken(userId);
    const issuedAt = instagram.state.now().getTime() - ageMs;
    instagram.state.tokens.set(value, { userId, kind, scopes, issuedAt, expiresAt: issuedAt + 60 * 86_400_000 });
    return value;
  };
  // After a restart the 60-day tokens are as if issued two days ago: valid, and old enough to be refreshed.
  for (const user of sandboxInstagramUsers) instagram.state.issueToken(user.userId, 'long', 2 * 86_400_000);

  const trim = (requests: unknown[]) => {
    if (requests.length > keptRequests) requests.splice(0, requests.length - keptRequests);
  };
  const routes: Array<{ base: string; handle: (request: FakeRequest) => FakeReply; requests: unknown[] }> = [
    { base: `${options.publicUrl}${sandboxPrefix.youtube}`, handle: youtube.handle, requests: youtube.state.requests },
    { base: `${options.publicUrl}${sandboxPrefix.instagram}`, handle: instagram.handle, requests: instagram.state.requests },
  ];
  const fallback = options.fallbackFetch ?? fetch;

  const sandboxFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const route = routes.find((candidate) => request.url === candidate.base || request.url.startsWith(`${candidate.base}/`));
    if (!route) return fallback(input, init);
    const url = new URL(request.url);
    url.pathname = url.pathname.slice(new URL(route.base).pathname.length) || '/';
    const body = request.body ? await request.text() : '';
    const isForm = (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
    const reply = route.handle({ method: request.method, url, headers: Object.fromEntries(request.headers), body, form: new URLSearchParams(isForm ? body : '') });
    trim(route.requests);
    return toResponse(reply);
  };

  return { youtube, instagram, fetch: sandboxFetch, youtubeRefreshToken, instagramToken };
}

/** A fake's reply as a fetch Response (JSON unless the body is already text). */
export function toResponse(reply: FakeReply): Response {
  const payload = reply.body === undefined ? null : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  const headers = new Headers(reply.headers);
  if (payload !== null && !headers.has('content-type')) headers.set('content-type', typeof reply.body === 'string' && !payload.startsWith('{') ? 'text/plain; charset=utf-8' : 'application/json; charset=UTF-8');
  return new Response(reply.status === 204 ? null : payload, { status: reply.status, headers });
}

import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { readOAuthCallback } from '../src/integrations/social/oauth-callback';
import { codeChallengeS256, createPkcePair, createOAuthState, oauthStateMatches } from '../src/integrations/social/oauth-pkce';
import {
  AuthorizationCodeRejectedError,
  NeedsReconnectError,
  ProviderRequestError,
  QuotaExceededError,
  TokenInvalidError,
  TransientProviderError,
} from '../src/integrations/social/provider-errors';
import { createYoutubeClient, keepRefreshToken } from '../src/integrations/youtube/youtube.client';
import { startYoutubeFake, type YoutubeFakeVideo } from '../src/integrations/youtube/youtube.fake';
import { nextPacificMidnight } from '../src/integrations/youtube/youtube-quota';

const REDIRECT = 'https://app.example/api/v1/integrations/youtube/callback/';
const CHANNEL = { id: 'UCfakeChannel000000000001', title: 'Fake Creator', customUrl: '@fakecreator', country: 'IN', subscriberCount: 4560 };

/** A fake and a client on the same movable clock; the fake closes when the test ends. */
async function setup(t: TestContext, start = '2026-09-10T15:00:00Z', videos: YoutubeFakeVideo[] = []) {
  const clock = { now: new Date(start) };
  const now = () => clock.now;
  const fake = await startYoutubeFake({
    now,
    redirectUris: [REDIRECT],
    accounts: [{ id: 'acct-creator', channel: CHANNEL }, { id: 'acct-no-channel', channel: null }],
    videos,
  });
  t.after(() => fake.close());
  const units: string[] = [];
  const client = createYoutubeClient({
    ...fake.endpoints,
    clientId: fake.state.clientId,
    clientSecret: fake.state.clientSecret,
    now,
    onQuotaUnits: (count, method) => units.push(`${method}:${count}`),
  });
  const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
  return { fake, client, clock, advance, units };
}

/** Plays the browser: follows the consent page's 302 and reads where it points. */
async function consent(url: string): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  assert.equal(response.status, 302, await response.text());
  return new URL(response.headers.get('location') ?? '');
}

async function connect(client: ReturnType<typeof createYoutubeClient>) {
  const pkce = createPkcePair();
  const state = createOAuthState();
  const back = await consent(client.authorizationUrl({ redirectUri: REDIRECT, state, codeChallenge: pkce.codeChallenge }));
  const callback = readOAuthCallback(back.searchParams);
  assert.equal(callback.outcome, 'code');
  assert.ok(callback.outcome === 'code' && oauthStateMatches(state, callback.state));
  return { code: callback.outcome === 'code' ? callback.code : '', pkce };
}

const videosOf = (count: number, extra: Partial<YoutubeFakeVideo> = {}): YoutubeFakeVideo[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `vid${String(index).padStart(8, '0')}`,
    channelId: CHANNEL.id,
    title: `Video ${index}`,
    publishedAt: '2026-09-01T00:00:00Z',
    viewsPerHour: 10,
    ...extra,
  }));

describe('YouTube OAuth (authorization code + PKCE)', () => {
  it('builds the consent URL with offline access, forced consent, incremental scopes and S256', async (t) => {
    const { client } = await setup(t);
    const url = new URL(client.authorizationUrl({ redirectUri: REDIRECT, state: 'st4te', codeChallenge: 'challenge' }));
    assert.equal(url.pathname, '/o/oauth2/v2/auth');
    const params = Object.fromEntries(url.searchParams);
    assert.deepEqual(params.scope.split(' '), ['https://www.googleapis.com/auth/youtube.readonly', 'https://www.googleapis.com/auth/yt-analytics.readonly']);
    assert.equal(params.access_type, 'offline');
    assert.equal(params.prompt, 'consent');
    assert.equal(params.include_granted_scopes, 'true');
    assert.equal(params.code_challenge_method, 'S256');
    assert.equal(params.code_challenge, 'challenge');
    assert.equal(params.response_type, 'code');
    assert.equal(params.state, 'st4te');
  });

  it('PKCE helpers: RFC 7636 appendix B vector, fresh values each time, constant-time state check', () => {
    assert.equal(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'), 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    assert.notEqual(createPkcePair().codeVerifier, createPkcePair().codeVerifier);
    assert.throws(() => codeChallengeS256('short'), TypeError);
    assert.equal(oauthStateMatches('abc', 'abc'), true);
    assert.equal(oauthStateMatches('abc', 'abd'), false);
    assert.equal(oauthStateMatches('abc', null), false);
  });

  it('exchanges the code for tokens including a refresh token, with the expiry on the injected clock', async (t) => {
    const { client, clock } = await setup(t);
    const { code, pkce } = await connect(client);
    const tokens = await client.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: pkce.codeVerifier });
    assert.match(tokens.accessToken, /^ya29\./);
    assert.match(tokens.refreshToken ?? '', /^1\/\//);
    assert.equal(tokens.expiresAt.getTime(), clock.now.getTime() + 3599_000);
    assert.equal(tokens.grantedScopes.length, 2);
  });

  it('refuses a code exchanged with the wrong PKCE verifier', async (t) => {
    const { client } = await setup(t);
    const { code } = await connect(client);
    const error = await client.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: createPkcePair().codeVerifier }).catch((caught) => caught);
    assert.ok(error instanceof AuthorizationCodeRejectedError, String(error));
    assert.equal(error.providerCode, 'invalid_grant');
    assert.match(error.message, /Invalid code verifier/);
  });

  it('a code works once: the replay is refused', async (t) => {
    const { client } = await setup(t);
    const { code, pkce } = await connect(client);
    await client.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: pkce.codeVerifier });
    await assert.rejects(client.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: pkce.codeVerifier }), AuthorizationCodeRejectedError);
  });

  it('a user who cancels comes back with error=access_denied and the state', async (t) => {
    const { client, fake } = await setup(t);
    fake.state.consent = 'deny';
    const back = await consent(client.authorizationUrl({ redirectUri: REDIRECT, state: 'st4te', codeChallenge: createPkcePair().codeChallenge }));
    assert.equal(back.origin + back.pathname, REDIRECT);
    assert.deepEqual(readOAuthCallback(back.searchParams), { outcome: 'denied', state: 'st4te', error: 'access_denied', description: null });
  });

  it('a refresh returns no refresh token: the result says null and the stored one is kept', async (t) => {
    const { client, advance } = await setup(t);
    const { code, pkce } = await connect(client);
    const first = await client.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: pkce.codeVerifier });
    advance(2 * 3600_000); // the first access token has expired
    await assert.rejects(client.ownChannel(first.accessToken), TokenInvalidError);
    const refreshed = await client.refreshAccessToken(first.refreshToken ?? '');
    assert.equal(refreshed.refreshToken, null);
    assert.equal(keepRefreshToken(first.refreshToken, refreshed), first.refreshToken);
    assert.notEqual(refreshed.accessToken, first.accessToken);
    const channel = await client.ownChannel(refreshed.accessToken);
    assert.equal(channel.kind, 'channel');
  });

  it('invalid_grant on refresh (revoked or unknown) means the account needs reconnecting', async (t) => {
    const { client, fake } = await setup(t);
    const { refreshToken } = fake.state.issueTokens('acct-creator');
    fake.state.revokeAccount('acct-creator');
    const revoked = await client.refreshAccessToken(refreshToken).catch((caught) => caught);
    assert.ok(revoked instanceof NeedsReconnectError, String(revoked));
    assert.equal(revoked.providerCode, 'invalid_grant');
    assert.equal(revoked.retryable, false);
    await assert.rejects(client.refreshAccessToken('1//never-issued'), NeedsReconnectError);
  });

  it('a wrong client secret is a configuration error, not a reconnect', async (t) => {
    const { fake } = await setup(t);
    const client = createYoutubeClient({ ...fake.endpoints, clientId: fake.state.clientId, clientSecret: 'wrong' });
    const error = await client.refreshAccessToken(fake.state.issueTokens('acct-creator').refreshToken).catch((caught) => caught);
    assert.ok(error instanceof ProviderRequestError, String(error));
    assert.equal(error.providerCode, 'invalid_client');
  });
});

describe('YouTube Data API', () => {
  it('ownChannel turns the string counts into numbers', async (t) => {
    const { client, fake } = await setup(t, '2026-09-10T15:00:00Z', videosOf(2));
    const result = await client.ownChannel(fake.state.issueTokens('acct-creator').accessToken);
    assert.equal(result.kind, 'channel');
    if (result.kind !== 'channel') return;
    assert.equal(result.channel.id, CHANNEL.id);
    assert.equal(result.channel.customUrl, '@fakecreator');
    assert.equal(result.channel.subscriberCount, 4560);
    assert.equal(result.channel.videoCount, 2);
    // 2 videos x 10 views/h x 231 h since 1 Sep 00:00
    assert.equal(result.channel.viewCount, 2 * 10 * 231);
    assert.equal(result.quotaUnits, 1);
  });

  it('an account without a channel is a typed no_channel result', async (t) => {
    const { client, fake } = await setup(t);
    const result = await client.ownChannel(fake.state.issueTokens('acct-no-channel').accessToken);
    assert.deepEqual(result, { kind: 'no_channel', quotaUnits: 1 });
  });

  it('videoStats batches 50 ids per call: 120 ids are 3 calls and 3 units; unknown ids are reported missing', async (t) => {
    const { client, fake, units } = await setup(t, '2026-09-10T15:00:00Z', videosOf(118));
    const ids = [...videosOf(118).map((video) => video.id), 'unknownVid01', 'unknownVid02'];
    const result = await client.videoStats(fake.state.issueTokens('acct-creator').accessToken, ids);
    assert.equal(result.calls, 3);
    assert.equal(result.quotaUnits, 3);
    assert.equal(result.videos.length, 118);
    assert.deepEqual(result.missingIds, ['unknownVid01', 'unknownVid02']);
    const calls = fake.state.requests.filter((request) => request.path === '/youtube/v3/videos');
    assert.deepEqual(calls.map((call) => call.query.id.split(',').length), [50, 50, 20]);
    assert.equal(fake.state.quota.used, 3);
    assert.deepEqual(units, ['videos.list:1', 'videos.list:1', 'videos.list:1']);
    const first = result.videos[0];
    assert.equal(typeof first.viewCount, 'number');
    assert.equal(first.viewCount, 10 * 231);
    assert.equal(first.likeCount, Math.round(10 * 231 * 0.04));
  });

  it('views grow with the fake clock; hidden likes and disabled comments are null, not 0', async (t) => {
    const { client, fake, advance } = await setup(t, '2026-09-10T15:00:00Z', videosOf(1, { likesHidden: true, commentsDisabled: true }));
    const token = fake.state.issueTokens('acct-creator').accessToken;
    const before = (await client.videoStats(token, ['vid00000000'])).videos[0];
    advance(30 * 60_000);
    const after = (await client.videoStats(token, ['vid00000000'])).videos[0];
    assert.equal((after.viewCount ?? 0) - (before.viewCount ?? 0), 5);
    assert.equal(after.likeCount, null);
    assert.equal(after.commentCount, null);
  });

  it('the fake itself refuses more than 50 ids with 400', async (t) => {
    const { fake } = await setup(t, '2026-09-10T15:00:00Z', videosOf(51));
    const url = `${fake.endpoints.dataApiBaseUrl}/videos?part=statistics&id=${videosOf(51).map((video) => video.id).join(',')}`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${fake.state.issueTokens('acct-creator').accessToken}` } });
    assert.equal(response.status, 400);
  });

  it('quotaExceeded is a QuotaExceededError resetting at the next Pacific midnight (PDT: 07:00 UTC)', async (t) => {
    const { client, fake } = await setup(t, '2026-09-10T15:00:00Z');
    const token = fake.state.issueTokens('acct-creator').accessToken;
    fake.state.quota.limit = 1;
    await client.ownChannel(token);
    const error = await client.ownChannel(token).catch((caught) => caught);
    assert.ok(error instanceof QuotaExceededError, String(error));
    assert.equal(error.status, 403);
    assert.equal(error.providerCode, 'quotaExceeded');
    assert.equal(error.resetsAt.toISOString(), '2026-09-11T07:00:00.000Z');
    assert.equal(error.retryable, false);
  });

  it('in winter the reset is 08:00 UTC (PST), and the fake starts a new quota day after it', async (t) => {
    const { client, fake, advance } = await setup(t, '2026-12-01T10:00:00Z');
    const token = fake.state.issueTokens('acct-creator').accessToken;
    fake.state.quota.limit = 0;
    const error = await client.ownChannel(token).catch((caught) => caught);
    assert.ok(error instanceof QuotaExceededError, String(error));
    assert.equal(error.resetsAt.toISOString(), '2026-12-02T08:00:00.000Z');
    fake.state.quota.limit = 1;
    await client.ownChannel(token); // the one unit of 1 Dec
    await assert.rejects(client.ownChannel(token), QuotaExceededError);
    advance(error.resetsAt.getTime() - Date.parse('2026-12-01T10:00:00Z') - 30 * 60_000); // 23:30 PT, token renewed below
    await assert.rejects(client.ownChannel(fake.state.issueTokens('acct-creator').accessToken), QuotaExceededError);
    advance(31 * 60_000);
    assert.equal((await client.ownChannel(fake.state.issueTokens('acct-creator').accessToken)).kind, 'channel');
  });

  it('nextPacificMidnight across the end of daylight saving time (1 Nov 2026)', () => {
    assert.equal(nextPacificMidnight(new Date('2026-09-11T06:59:00Z')).toISOString(), '2026-09-11T07:00:00.000Z');
    assert.equal(nextPacificMidnight(new Date('2026-11-01T06:30:00Z')).toISOString(), '2026-11-01T07:00:00.000Z');
    assert.equal(nextPacificMidnight(new Date('2026-11-01T12:00:00Z')).toISOString(), '2026-11-02T08:00:00.000Z');
    assert.equal(nextPacificMidnight(new Date('2026-03-08T09:00:00Z')).toISOString(), '2026-03-09T07:00:00.000Z');
  });

  it('401 authError (unknown or expired access token) is a TokenInvalidError', async (t) => {
    const { client } = await setup(t);
    const error = await client.ownChannel('ya29.not-a-token').catch((caught) => caught);
    assert.ok(error instanceof TokenInvalidError, String(error));
    assert.equal(error.status, 401);
    assert.equal(error.providerCode, 'authError');
  });

  it('5xx and unreachable hosts are retryable TransientProviderErrors', async (t) => {
    const { client, fake } = await setup(t);
    fake.state.outage = { remaining: 1, status: 503 };
    const outage = await client.ownChannel(fake.state.issueTokens('acct-creator').accessToken).catch((caught) => caught);
    assert.ok(outage instanceof TransientProviderError, String(outage));
    assert.equal(outage.status, 503);
    assert.equal(outage.retryable, true);
    const closed = await startYoutubeFake();
    await closed.close();
    const offline = createYoutubeClient({ ...closed.endpoints, clientId: 'x', clientSecret: 'y' });
    const network = await offline.ownChannel('ya29.x').catch((caught) => caught);
    assert.ok(network instanceof TransientProviderError, String(network));
    assert.equal(network.status, null);
  });
});

describe('YouTube Analytics reports.query', () => {
  it('reads columns by header name, includes engagedViews, and stops before the latest days', async (t) => {
    const { client, fake } = await setup(t, '2026-09-10T15:00:00Z', videosOf(1));
    const result = await client.analyticsDaily({
      accessToken: fake.state.issueTokens('acct-creator').accessToken,
      startDate: '2026-08-30',
      endDate: '2026-09-10',
      metrics: ['engagedViews', 'views', 'likes'],
    });
    assert.deepEqual(result.columns, ['day', 'engagedViews', 'views', 'likes']);
    assert.deepEqual(result.rows.map((row) => row.day), ['2026-09-01', '2026-09-02', '2026-09-03', '2026-09-04', '2026-09-05', '2026-09-06', '2026-09-07']);
    assert.deepEqual(result.rows[0], { day: '2026-09-01', engagedViews: 144, views: 240, likes: 10 });
    const query = fake.state.requests.find((request) => request.path === '/v2/reports')?.query;
    assert.equal(query?.ids, 'channel==MINE');
    assert.equal(query?.dimensions, 'day');
  });

  it('finds each metric by its header whatever the column order; a metric YouTube left out is null, not 0', async () => {
    const table = {
      kind: 'youtubeAnalytics#resultTable',
      columnHeaders: [
        { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
        { name: 'day', columnType: 'DIMENSION', dataType: 'STRING' },
        { name: 'likes', columnType: 'METRIC', dataType: 'INTEGER' },
      ],
      rows: [[20, '2026-09-02', 2], [10, '2026-09-01', 1]],
    };
    const client = createYoutubeClient({ clientId: 'x', clientSecret: 'y', fetch: async () => Response.json(table) });
    const result = await client.analyticsDaily({ accessToken: 'ya29.x', startDate: '2026-09-01', endDate: '2026-09-02', metrics: ['likes', 'engagedViews', 'views'] });
    assert.deepEqual(result.rows, [
      { day: '2026-09-01', likes: 1, engagedViews: null, views: 10 },
      { day: '2026-09-02', likes: 2, engagedViews: null, views: 20 },
    ]);
  });

  it('no data: YouTube omits rows and the client answers an empty series with the default metrics', async (t) => {
    const { client, fake } = await setup(t, '2026-09-10T15:00:00Z', videosOf(1));
    const token = fake.state.issueTokens('acct-creator').accessToken;
    const raw = await fetch(`${fake.endpoints.analyticsBaseUrl}/reports?ids=channel==MINE&startDate=2026-08-01&endDate=2026-08-05&metrics=views&dimensions=day`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await raw.json()) as Record<string, unknown>;
    assert.ok(Array.isArray(body.columnHeaders));
    assert.equal('rows' in body, false);
    const result = await client.analyticsDaily({ accessToken: token, startDate: '2026-08-01', endDate: '2026-08-05' });
    assert.deepEqual(result.rows, []);
    assert.deepEqual(result.columns, ['day', 'views', 'engagedViews', 'estimatedMinutesWatched', 'likes', 'comments', 'shares']);
  });

  it('a token without yt-analytics.readonly (unticked at consent) needs a reconnect', async (t) => {
    const { client, fake } = await setup(t);
    fake.state.consentScopes = ['https://www.googleapis.com/auth/youtube.readonly'];
    const { code, pkce } = await connect(client);
    const tokens = await client.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: pkce.codeVerifier });
    assert.deepEqual(tokens.grantedScopes, ['https://www.googleapis.com/auth/youtube.readonly']);
    const error = await client.analyticsDaily({ accessToken: tokens.accessToken, startDate: '2026-09-01', endDate: '2026-09-02' }).catch((caught) => caught);
    assert.ok(error instanceof NeedsReconnectError, String(error));
    assert.equal(error.providerCode, 'insufficientPermissions');
  });
});

describe('YouTube uploads and revocation (connecting accounts)', () => {
  it('reads the uploads playlist from the channel and lists its newest videos first (1 unit each call)', async (t) => {
    const videos = videosOf(4).map((video, index) => ({ ...video, publishedAt: `2026-09-0${index + 1}T00:00:00Z` }));
    const { client, fake, units } = await setup(t, '2026-09-10T15:00:00Z', videos);
    const { code, pkce } = await connect(client);
    const tokens = await client.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: pkce.codeVerifier });
    const own = await client.ownChannel(tokens.accessToken);
    assert.ok(own.kind === 'channel');
    assert.equal(own.channel.uploadsPlaylistId, `UU${CHANNEL.id.slice(2)}`);
    const recent = await client.recentUploads(tokens.accessToken, own.channel.uploadsPlaylistId!, 3);
    assert.deepEqual(recent.videoIds, [videos[3]!.id, videos[2]!.id, videos[1]!.id]);
    assert.deepEqual(units, ['channels.list:1', 'playlistItems.list:1']);
    assert.equal(fake.state.requests.at(-1)?.query.maxResults, '3');
    await assert.rejects(client.recentUploads(tokens.accessToken, 'UUnoSuchPlaylist000000000'), ProviderRequestError);
  });

  it('revokes a refresh token: its grant ends; revoking again (an invalid token) counts as done', async (t) => {
    const { client, fake } = await setup(t);
    const { code, pkce } = await connect(client);
    const tokens = await client.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: pkce.codeVerifier });
    await client.revokeToken(tokens.refreshToken!);
    assert.equal(fake.state.refreshTokens.get(tokens.refreshToken!)?.revoked, true);
    await assert.rejects(client.refreshAccessToken(tokens.refreshToken!), NeedsReconnectError);
    await assert.rejects(client.ownChannel(tokens.accessToken), TokenInvalidError, 'its access tokens die with it');
    await client.revokeToken(tokens.refreshToken!);
    fake.state.outage = { remaining: 1, status: 503 };
    await assert.rejects(client.revokeToken('anything'), TransientProviderError);
  });
});

import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { createInstagramClient, PROFILE_FIELDS } from '../src/integrations/instagram/instagram.client';
import { startInstagramFake, type InstagramFakeMedia } from '../src/integrations/instagram/instagram.fake';
import type { InstagramUsage } from '../src/integrations/instagram/instagram.types';
import { readOAuthCallback, stripInstagramCodeSuffix } from '../src/integrations/social/oauth-callback';
import {
  AuthorizationCodeRejectedError,
  NeedsReconnectError,
  ProviderRequestError,
  RateLimitedError,
  TransientProviderError,
} from '../src/integrations/social/provider-errors';

const REDIRECT = 'https://app.example/api/v1/integrations/instagram/callback/';
/** 17 digits: JSON.parse of the bare number would round it to ...000. */
const IG_USER = '17841400000000001';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const media = (id: string, type: InstagramFakeMedia['mediaProductType'], hoursAgo: number, extra: Partial<InstagramFakeMedia> = {}): InstagramFakeMedia => ({
  id,
  userId: IG_USER,
  mediaProductType: type,
  shortcode: `SC${id}`,
  timestamp: new Date(Date.parse('2026-09-10T12:00:00Z') - hoursAgo * HOUR).toISOString(),
  likeCount: 40,
  commentsCount: 5,
  viewsPerHour: 100,
  ...extra,
});

async function setup(t: TestContext, items: InstagramFakeMedia[] = []) {
  const clock = { now: new Date('2026-09-10T12:00:00Z') };
  const now = () => clock.now;
  const fake = await startInstagramFake({
    now,
    redirectUris: [REDIRECT],
    users: [{ userId: IG_USER, username: 'fake.creator', name: 'Fake Creator', accountType: 'MEDIA_CREATOR', followersCount: 12_345, followsCount: 321 }],
    media: items,
  });
  t.after(() => fake.close());
  const usages: InstagramUsage[] = [];
  const client = createInstagramClient({ ...fake.endpoints, appId: fake.state.appId, appSecret: fake.state.appSecret, now, onUsage: (usage) => usages.push(usage) });
  const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
  return { fake, client, clock, advance, usages };
}

/** Plays the browser on the consent page; returns the raw Location (with its `#_`). */
async function consent(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  assert.equal(response.status, 302, await response.text());
  return response.headers.get('location') ?? '';
}

async function codeFor(client: ReturnType<typeof createInstagramClient>) {
  const location = await consent(client.authorizationUrl({ redirectUri: REDIRECT, state: 'st4te' }));
  const callback = readOAuthCallback(new URL(location).searchParams);
  assert.ok(callback.outcome === 'code');
  return callback.code;
}

describe('Instagram Login', () => {
  it('sends the user to /oauth/authorize with both business scopes, no PKCE, and comes back with code, state and #_', async (t) => {
    const { client } = await setup(t);
    const url = new URL(client.authorizationUrl({ redirectUri: REDIRECT, state: 'st4te' }));
    assert.equal(url.pathname, '/oauth/authorize');
    assert.equal(url.searchParams.get('scope'), 'instagram_business_basic,instagram_business_manage_insights');
    assert.equal(url.searchParams.get('response_type'), 'code');
    assert.equal(url.searchParams.has('code_challenge'), false);
    const location = await consent(url.toString());
    assert.ok(location.startsWith(`${REDIRECT}?`));
    assert.ok(location.endsWith('#_'), location);
    const callback = readOAuthCallback(new URL(location).searchParams);
    assert.equal(callback.outcome === 'code' && callback.state, 'st4te');
  });

  it('the fake answers www.instagram.com and api.instagram.com style paths (with or without the trailing slash)', async (t) => {
    const { client } = await setup(t);
    const url = new URL(client.authorizationUrl({ redirectUri: REDIRECT, state: 's' }));
    url.pathname = '/oauth/authorize/';
    assert.match(await consent(url.toString()), /[?&]code=/);
  });

  it('strips #_ from a relayed code; the fake refuses the code with it', async (t) => {
    const { client, fake } = await setup(t);
    const code = await codeFor(client);
    assert.equal(stripInstagramCodeSuffix(`${code}#_`), code);
    assert.deepEqual(readOAuthCallback(new URLSearchParams(`code=${code}%23_&state=s%23_`)), { outcome: 'code', code, state: 's' });
    const raw = await fetch(`${fake.endpoints.oauthBaseUrl}/oauth/access_token`, {
      method: 'POST',
      body: new URLSearchParams({ client_id: fake.state.appId, client_secret: fake.state.appSecret, grant_type: 'authorization_code', redirect_uri: REDIRECT, code: `${code}#_` }),
    });
    assert.equal(raw.status, 400);
    const token = await client.exchangeCode({ code: `${code}#_`, redirectUri: REDIRECT });
    assert.equal(token.userId, IG_USER);
  });

  it('reads the documented wrapped answer {data:[{access_token, user_id, permissions}]}', async (t) => {
    const { client, clock } = await setup(t);
    const token = await client.exchangeCode({ code: await codeFor(client), redirectUri: REDIRECT });
    assert.match(token.accessToken, /^IGAAshort/);
    assert.equal(token.userId, IG_USER);
    assert.deepEqual(token.permissions, ['instagram_business_basic', 'instagram_business_manage_insights']);
    assert.equal(token.expiresAt.getTime(), clock.now.getTime() + HOUR);
  });

  it('reads the flat answer too, keeping a bare 17-digit user_id exact', async (t) => {
    const { client, fake } = await setup(t);
    fake.state.tokenResponse = 'flat';
    const token = await client.exchangeCode({ code: await codeFor(client), redirectUri: REDIRECT });
    assert.equal(token.userId, IG_USER);
    assert.deepEqual(token.permissions, ['instagram_business_basic', 'instagram_business_manage_insights']);
  });

  it('a reused code gets the OAuthException 400 shape: AuthorizationCodeRejectedError', async (t) => {
    const { client } = await setup(t);
    const code = await codeFor(client);
    await client.exchangeCode({ code, redirectUri: REDIRECT });
    const error = await client.exchangeCode({ code, redirectUri: REDIRECT }).catch((caught) => caught);
    assert.ok(error instanceof AuthorizationCodeRejectedError, String(error));
    assert.equal(error.status, 400);
    assert.equal(error.providerCode, 'OAuthException');
    assert.match(error.message, /Matching code was not found or was already used/);
  });

  it('another redirect URI is refused; a wrong app secret is a configuration error', async (t) => {
    const { client, fake } = await setup(t);
    const mismatch = await client.exchangeCode({ code: await codeFor(client), redirectUri: `${REDIRECT}x` }).catch((caught) => caught);
    assert.ok(mismatch instanceof AuthorizationCodeRejectedError, String(mismatch));
    assert.match(mismatch.message, /verification code/);
    const wrongSecret = createInstagramClient({ ...fake.endpoints, appId: fake.state.appId, appSecret: 'nope' });
    const config = await wrongSecret.exchangeCode({ code: await codeFor(client), redirectUri: REDIRECT }).catch((caught) => caught);
    assert.ok(config instanceof ProviderRequestError, String(config));
  });

  it('a user who cancels comes back with error=access_denied', async (t) => {
    const { client, fake } = await setup(t);
    fake.state.consent = 'deny';
    const location = await consent(client.authorizationUrl({ redirectUri: REDIRECT, state: 'st4te' }));
    assert.deepEqual(readOAuthCallback(new URL(location).searchParams), { outcome: 'denied', state: 'st4te', error: 'access_denied', description: 'The user denied your request' });
  });
});

describe('Instagram long-lived tokens', () => {
  it('exchanges the short-lived token for a 60-day one that reads the profile', async (t) => {
    const { client, clock } = await setup(t);
    const short = await client.exchangeCode({ code: await codeFor(client), redirectUri: REDIRECT });
    const long = await client.exchangeLongLived(short.accessToken);
    assert.match(long.accessToken, /^IGAAlong/);
    assert.equal(long.tokenType, 'bearer');
    assert.equal(long.expiresAt.getTime(), clock.now.getTime() + 60 * DAY);
    assert.equal((await client.me(long.accessToken)).profile.username, 'fake.creator');
  });

  it('refresh: refused under 24 h old, granted after, and an expired token needs a reconnect (190/463)', async (t) => {
    const { client, fake, advance, clock } = await setup(t);
    const token = fake.state.issueToken(IG_USER, 'long');
    const young = await client.refreshLongLived(token).catch((caught) => caught);
    assert.ok(young instanceof ProviderRequestError, String(young));
    assert.match(young.message, /24 hours/);
    advance(25 * HOUR);
    const refreshed = await client.refreshLongLived(token);
    assert.notEqual(refreshed.accessToken, token);
    assert.equal(refreshed.expiresAt.getTime(), clock.now.getTime() + 60 * DAY);
    const expired = fake.state.issueToken(IG_USER, 'long', 61 * DAY);
    const error = await client.refreshLongLived(expired).catch((caught) => caught);
    assert.ok(error instanceof NeedsReconnectError, String(error));
    assert.equal(error.providerCode, '190/463');
  });
});

describe('Instagram Graph: profile, media, insights', () => {
  it('me() asks for the documented fields and keeps user_id as text', async (t) => {
    const { client, fake } = await setup(t, [media('m1', 'FEED', 5), media('m2', 'REELS', 2)]);
    const { profile } = await client.me(fake.state.issueToken(IG_USER));
    assert.deepEqual(profile, {
      userId: IG_USER, appScopedId: `app-scoped-${IG_USER}`, username: 'fake.creator', name: 'Fake Creator', accountType: 'MEDIA_CREATOR',
      profilePictureUrl: `https://scontent.example/${IG_USER}.jpg`, followersCount: 12_345, followsCount: 321, mediaCount: 2,
    });
    const request = fake.state.requests.find((item) => item.path === '/v25.0/me');
    assert.equal(request?.query.fields, PROFILE_FIELDS);
  });

  it('recentMedia pages with the after cursor, newest first, timestamps as ISO Z', async (t) => {
    const items = Array.from({ length: 7 }, (_, index) => media(`m${index}`, 'FEED', index + 1));
    const { client, fake } = await setup(t, items);
    const token = fake.state.issueToken(IG_USER);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await client.recentMedia(token, { limit: 3, after });
      seen.push(...page.media.map((item) => item.id));
      after = page.nextCursor;
      pages += 1;
    } while (after && pages < 10);
    assert.equal(pages, 3);
    assert.deepEqual(seen, ['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    const first = (await client.recentMedia(token, { limit: 1 })).media[0];
    assert.equal(first.postedAt, '2026-09-10T11:00:00.000Z');
    assert.equal(first.mediaProductType, 'FEED');
    assert.equal(first.permalink, 'https://www.instagram.com/p/SCm0/');
  });

  it('REELS insights: reel metrics only, watch times from ms to s, skip rate as a float', async (t) => {
    const { client, fake } = await setup(t, [media('reel1', 'REELS', 10)]);
    const insights = await client.mediaInsights(fake.state.issueToken(IG_USER), 'reel1', 'REELS');
    assert.equal(insights.status, 'ok');
    assert.ok(!insights.requested.includes('profile_visits'));
    assert.equal(insights.values.views, 1000);
    assert.equal(insights.values.avgWatchTimeSeconds, 8.45);
    assert.equal(insights.values.totalWatchTimeSeconds, 8450);
    assert.equal(insights.values.reelsSkipRate, 31.5);
    assert.equal(insights.values.profileVisits, null);
  });

  it('FEED and STORY insights ask for their own metrics; the wrong type is refused by the fake', async (t) => {
    const { client, fake } = await setup(t, [media('post1', 'FEED', 10), media('story1', 'STORY', 3), media('reel2', 'REELS', 4)]);
    const token = fake.state.issueToken(IG_USER);
    const feed = await client.mediaInsights(token, 'post1', 'FEED');
    assert.equal(feed.values.profileVisits, 5);
    assert.equal(feed.values.avgWatchTimeSeconds, null);
    const story = await client.mediaInsights(token, 'story1', 'STORY');
    assert.equal(story.values.replies, 3);
    assert.equal(story.values.saved, null);
    const wrong = await client.mediaInsights(token, 'reel2', 'FEED').catch((caught) => caught);
    assert.ok(wrong instanceof ProviderRequestError, String(wrong));
    assert.match(wrong.message, /profile_visits/);
  });

  it('a metric Instagram leaves out is null, never 0; empty data is no_data with every value null', async (t) => {
    const { client, fake } = await setup(t, [media('p1', 'FEED', 10, { missingMetrics: ['shares'] }), media('p2', 'FEED', 1, { insights: 'empty' })]);
    const token = fake.state.issueToken(IG_USER);
    const partial = await client.mediaInsights(token, 'p1', 'FEED');
    assert.equal(partial.values.shares, null);
    assert.equal(partial.values.saved, 20);
    const empty = await client.mediaInsights(token, 'p2', 'FEED');
    assert.equal(empty.status, 'no_data');
    assert.ok(Object.values(empty.values).every((value) => value === null));
  });

  it('(#10) Not enough viewers is a result with null values, not a failure', async (t) => {
    const { client, fake } = await setup(t, [media('p3', 'FEED', 1, { insights: 'not_enough_viewers' })]);
    const insights = await client.mediaInsights(fake.state.issueToken(IG_USER), 'p3', 'FEED');
    assert.equal(insights.status, 'not_enough_viewers');
    assert.ok(Object.values(insights.values).every((value) => value === null));
  });
});

describe('Instagram usage headers and errors', () => {
  it('reports the highest usage percentage and asks for a backoff from 90 %', async (t) => {
    const { client, fake, usages } = await setup(t);
    const token = fake.state.issueToken(IG_USER);
    fake.state.usage = { callCount: 40, totalCputime: 89, totalTime: 12, regainAccessMinutes: 0 };
    const calm = await client.me(token);
    assert.deepEqual(calm.usage, { maxPercent: 89, regainAccessMinutes: 0, backOff: false, retryAfterMs: null });
    fake.state.usage = { callCount: 95, totalCputime: 10, totalTime: 10, regainAccessMinutes: 0 };
    const busy = await client.me(token);
    assert.equal(busy.usage?.maxPercent, 95);
    assert.equal(busy.usage?.backOff, true);
    assert.deepEqual(usages.map((usage) => usage.maxPercent), [89, 95]);
  });

  it('#80002 is a RateLimitedError waiting estimated_time_to_regain_access', async (t) => {
    const { client, fake } = await setup(t);
    fake.state.usage = { callCount: 100, totalCputime: 30, totalTime: 30, regainAccessMinutes: 7 };
    const error = await client.me(fake.state.issueToken(IG_USER)).catch((caught) => caught);
    assert.ok(error instanceof RateLimitedError, String(error));
    assert.equal(error.providerCode, '80002');
    assert.equal(error.retryAfterMs, 7 * 60_000);
    assert.equal(error.retryable, true);
  });

  it('code 190 needs a reconnect: an expired token (subcode 463) and an unknown one', async (t) => {
    const { client, fake, advance } = await setup(t);
    const token = fake.state.issueToken(IG_USER);
    advance(61 * DAY);
    const expired = await client.me(token).catch((caught) => caught);
    assert.ok(expired instanceof NeedsReconnectError, String(expired));
    assert.equal(expired.providerCode, '190/463');
    const unknown = await client.me('IGAAnot-a-token').catch((caught) => caught);
    assert.ok(unknown instanceof NeedsReconnectError, String(unknown));
    assert.equal(unknown.providerCode, '190');
  });

  it('a 5xx is a retryable TransientProviderError', async (t) => {
    const { client, fake } = await setup(t);
    fake.state.outage = { remaining: 1, status: 500 };
    const error = await client.me(fake.state.issueToken(IG_USER)).catch((caught) => caught);
    assert.ok(error instanceof TransientProviderError, String(error));
    assert.equal(error.status, 500);
    assert.equal(error.retryable, true);
  });
});

// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): token refreshes racing for one account.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { needsReconnectNotification, socialApiMessages, socialFailureMessages } from '../../src/domain/social/social-connect.texts';
import { loadPayoutKey } from '../src/crypto/payout-key';
import { createSocialTokenBox, tokenContext } from '../src/crypto/social-token-box';
import { RateLimitedError, TransientProviderError } from '../src/integrations/social/provider-errors';
import { withProviderRetries } from '../src/integrations/social/provider-retry';
import { createSocialTokensService } from '../src/services/social-tokens.service';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { memoryLog } from './helpers/memory-log';
import { createTestApp, type TestApp } from './helpers/test-app';
import { connectAccount, rawRows, rawSocialAccount, startSocialFakes, youtubeChannel, type SocialFakes } from './helpers/social.helpers';

/**
 * The token helper (docs/social-integrations.md "Tokens"): refresh when expired, keep the stored refresh token when
 * the answer has none, invalid_grant / 190 -> needs_reconnect + a notification, bounded retries of transient errors;
 * verify and disconnect on top of it. The real clients run against local fakes.
 */
let t: TestApp;
let fakes: SocialFakes;
const log = memoryLog();
let users = 0;

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const influencer = () => signUpAndGetToken(t.app, { email: `tok${++users}@example.test`, password: 'Secret!234', name: 'Token Tester', persona: 'influencer' });
const box = () => createSocialTokenBox(loadPayoutKey(t.config.payoutKey));
const accountsOf = async (token: string) => (await api('GET', 'influencers/me/social-accounts/', token)).json() as Array<Record<string, unknown>>;
const opened = (row: Record<string, unknown>, role: 'access' | 'refresh') =>
  box().open(String(row[`${role}_token_sealed`]), tokenContext(String(row.id), role));

/** An influencer with a connected account of `platform`; its id and raw row. */
async function connected(platform: 'youtube' | 'instagram' = 'youtube') {
  const token = await influencer();
  const { finish } = await connectAccount(t.app, platform, token);
  assert.equal(finish.headers.location, `/profile?social=${platform}&outcome=connected`);
  const [account] = await accountsOf(token);
  const id = String(account!.id);
  return { token, id, row: await rawSocialAccount(t.app, id) };
}
const expireAccessToken = (id: string) => rawRows(t.app, sql`update social_accounts set token_expires_at = now() - interval '1 minute' where id = ${id} returning id`);
const tokenRequests = () => fakes.youtube.state.requests.filter((request) => request.path === '/token').length;

before(async () => {
  fakes = await startSocialFakes();
  t = await createTestApp({ ...fakes.env, LOG_LEVEL: 'info' }, { logStream: log.stream });
});
after(async () => {
  await t.close();
  await fakes.close();
});
beforeEach(async () => {
  await rawRows(t.app, sql`delete from social_accounts where external_id is not null returning id`);
  Object.assign(fakes.youtube.state, { consent: 'grant', consentScopes: null, signedInAccountId: 'g-ana' });
  fakes.youtube.state.outage.remaining = 0;
  fakes.instagram.state.outage.remaining = 0;
});

describe('verify: re-reads a connected account', () => {
  it('refreshes the verified numbers and the time they were read', async () => {
    const { token, id } = await connected();
    const before = (await accountsOf(token))[0]!;
    fakes.youtube.state.accounts.get('g-ana')!.channel!.subscriberCount = 13_000;
    const response = await api('POST', 'integrations/youtube/verify/', token, {});
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual([response.json().id, response.json().followers, response.json().connection_status], [id, 13_000, 'connected']);
    assert.ok(Date.parse(response.json().verified_at) >= Date.parse(String(before.verified_at)));
    fakes.youtube.state.accounts.get('g-ana')!.channel!.subscriberCount = youtubeChannel.subscriberCount;
  });

  it('refreshes an expired access token first and keeps the stored refresh token (the answer has none)', async () => {
    const { token, id, row } = await connected();
    const refreshBefore = opened(row, 'refresh');
    await expireAccessToken(id);
    const requests = tokenRequests();
    assert.equal((await api('POST', 'integrations/youtube/verify/', token, {})).statusCode, 200);
    assert.equal(tokenRequests(), requests + 1, 'one refresh');
    const after = await rawSocialAccount(t.app, id);
    assert.equal(opened(after, 'refresh'), refreshBefore, 'not overwritten with nothing');
    assert.notEqual(opened(after, 'access'), opened(row, 'access'));
    assert.ok(new Date(String(after.token_expires_at)).getTime() > Date.now() + 50 * 60_000);
  });

  it('refreshes once and retries when YouTube refuses a live access token (401)', async () => {
    const { token, id, row } = await connected();
    fakes.youtube.state.accessTokens.delete(opened(row, 'access'));
    const response = await api('POST', 'integrations/youtube/verify/', token, {});
    assert.equal(response.json().connection_status, 'connected', response.body);
    assert.notEqual(opened(await rawSocialAccount(t.app, id), 'access'), opened(row, 'access'));
  });

  it('on invalid_grant: needs reconnect, tokens forgotten, the influencer notified once; verify then answers 409', async () => {
    const { token, id } = await connected();
    fakes.youtube.state.revokeAccount('g-ana');
    await expireAccessToken(id);
    const response = await api('POST', 'integrations/youtube/verify/', token, {});
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().connection_status, 'needs_reconnect');
    assert.equal(response.json().metrics_provenance, 'verified', 'the numbers stay as last read');
    const row = await rawSocialAccount(t.app, id);
    assert.deepEqual([row.access_token_sealed, row.refresh_token_sealed], [null, null]);
    const again = await api('POST', 'integrations/youtube/verify/', token, {});
    assert.equal(again.statusCode, 409);
    assert.deepEqual([again.json().code, again.json().detail], ['social_needs_reconnect', socialApiMessages.needsReconnect('youtube')]);
    await t.app.context.outbox.deliverPending();
    const notifications = (await api('GET', 'notifications/', token)).json().results as Array<{ title: string; message: string; action_url: string }>;
    const reconnect = notifications.filter((item) => item.title === needsReconnectNotification.title('youtube'));
    assert.equal(reconnect.length, 1);
    assert.equal(reconnect[0]!.message, needsReconnectNotification.message('youtube', '@anatravels'));
    assert.equal(reconnect[0]!.action_url, '/profile');
    // Reconnecting makes it usable again.
    fakes.youtube.state.consentedAccounts.clear();
    assert.equal((await connectAccount(t.app, 'youtube', token)).finish.headers.location, '/profile?social=youtube&outcome=connected');
    assert.equal((await accountsOf(token))[0]!.connection_status, 'connected');
  });

  it('on Instagram code 190 (expired token): needs reconnect and a notification', async () => {
    const { token, id, row } = await connected('instagram');
    fakes.instagram.state.tokens.get(opened(row, 'access'))!.expiresAt = Date.now() - 1_000;
    const response = await api('POST', 'integrations/instagram/verify/', token, {});
    assert.equal(response.json().connection_status, 'needs_reconnect', response.body);
    assert.equal((await rawSocialAccount(t.app, id)).access_token_sealed, null);
    await t.app.context.outbox.deliverPending();
    const titles = ((await api('GET', 'notifications/', token)).json().results as Array<{ title: string }>).map((item) => item.title);
    assert.ok(titles.includes('Reconnect Instagram'), titles.join());
  });

  it('refreshes an Instagram token at least 24 h old that expires within 10 days', async () => {
    const { token, id, row } = await connected('instagram');
    const old = opened(row, 'access');
    fakes.instagram.state.tokens.get(old)!.issuedAt -= 50 * 86_400_000;
    await rawRows(t.app, sql`update social_accounts set token_issued_at = now() - interval '50 days', token_expires_at = now() + interval '5 days' where id = ${id} returning id`);
    assert.equal((await api('POST', 'integrations/instagram/verify/', token, {})).json().connection_status, 'connected');
    const after = await rawSocialAccount(t.app, id);
    assert.notEqual(opened(after, 'access'), old);
    assert.ok(new Date(String(after.token_expires_at)).getTime() > Date.now() + 50 * 86_400_000);
  });

  it('answers 503 naming the platform when it keeps failing, after bounded retries', async () => {
    const { token } = await connected();
    fakes.youtube.state.outage = { remaining: 10, status: 503 };
    const before = fakes.youtube.state.requests.length;
    const response = await api('POST', 'integrations/youtube/verify/', token, {});
    assert.equal(response.statusCode, 503);
    assert.deepEqual([response.json().code, response.json().detail], ['social_provider_unavailable', socialFailureMessages.verification('youtube')]);
    assert.equal(fakes.youtube.state.requests.length - before, 3, 'three tries, then it gives up');
  });

  it('says which account when there are several, refuses typed and unknown ones', async () => {
    const token = await influencer();
    fakes.youtube.state.signedInAccountId = 'g-ana';
    await connectAccount(t.app, 'youtube', token);
    fakes.youtube.state.signedInAccountId = 'g-ben';
    await connectAccount(t.app, 'youtube', token);
    const several = await api('POST', 'integrations/youtube/verify/', token, {});
    assert.equal(several.statusCode, 400);
    assert.deepEqual(several.json().errors, { account_id: [socialApiMessages.chooseAccount('youtube')] });
    const typed = await api('POST', 'influencers/me/social-accounts/', token, { platform: 'youtube', handle: '@typedone', profile_url: 'https://www.youtube.com/@typedone' });
    const notConnected = await api('POST', 'integrations/youtube/verify/', token, { account_id: typed.json().id });
    assert.deepEqual([notConnected.statusCode, notConnected.json().code], [409, 'social_not_connected']);
    assert.equal((await api('POST', 'integrations/youtube/verify/', token, { account_id: '0b3c7a3e-2f4f-4a43-9d43-6f7ad3f2f1a1' })).statusCode, 404);
    const none = await api('POST', 'integrations/instagram/verify/', token, {});
    assert.deepEqual([none.statusCode, none.json().detail], [409, socialApiMessages.noConnectedAccount('instagram')]);
  });
});

describe('the token helper on its own: retries and backoff (recorded, no waiting)', () => {
  const service = (sleeps: number[]) => createSocialTokensService({
    repository: t.app.context.socialConnections,
    box: box(),
    adapters: t.app.context.socialAdapters,
    retry: { attempts: 3, baseDelayMs: 250, maxDelayMs: 2_000, sleep: async (ms) => void sleeps.push(ms) },
    outbox: t.app.context.outbox,
  });

  it('retries transient failures with exponential backoff, then succeeds', async () => {
    const { id } = await connected();
    fakes.youtube.state.outage = { remaining: 2, status: 503 };
    const sleeps: number[] = [];
    const row = (await t.app.context.socialConnections.findById(id))!;
    const channel = await service(sleeps).withAccessToken(row, (accessToken) => t.app.context.socialAdapters.youtube.snapshot(accessToken));
    assert.equal(channel?.externalId, youtubeChannel.id);
    assert.deepEqual(sleeps, [250, 500]);
  });

  it('gives up after the last attempt and does not mark the account', async () => {
    const { id } = await connected();
    fakes.youtube.state.outage = { remaining: 10, status: 500 };
    const sleeps: number[] = [];
    const row = (await t.app.context.socialConnections.findById(id))!;
    await assert.rejects(service(sleeps).withAccessToken(row, (accessToken) => t.app.context.socialAdapters.youtube.snapshot(accessToken)), TransientProviderError);
    assert.deepEqual(sleeps, [250, 500]);
    assert.equal((await t.app.context.socialConnections.findById(id))!.connectionStatus, 'connected');
  });

  it('honours a short Retry-After and stops at once on a wait longer than the cap', async () => {
    const sleeps: number[] = [];
    let calls = 0;
    const policy = { attempts: 3, baseDelayMs: 250, maxDelayMs: 2_000, sleep: async (ms: number) => void sleeps.push(ms) };
    const result = await withProviderRetries(policy, async () => {
      calls += 1;
      if (calls === 1) throw new RateLimitedError('instagram', 'throttled', 1_500);
      return 'ok';
    });
    assert.deepEqual([result, sleeps], ['ok', [1_500]]);
    await assert.rejects(withProviderRetries(policy, async () => {
      throw new RateLimitedError('instagram', 'throttled', 60 * 60_000);
    }), RateLimitedError);
    assert.deepEqual(sleeps, [1_500], 'no wait for an hour-long throttle');
  });
});

describe('disconnecting: the grant is revoked and the tokens forgotten', () => {
  it('removes the account and revokes its YouTube grant through the outbox (the token sealed there too)', async () => {
    const { token, id, row } = await connected();
    await api('POST', 'influencers/me/social-accounts/', token, { platform: 'instagram', handle: '@keepsprofile', profile_url: 'https://www.instagram.com/keepsprofile' });
    const refresh = opened(row, 'refresh');
    const response = await api('DELETE', `influencers/me/social-accounts/${id}/`, token);
    assert.equal(response.statusCode, 204, response.body);
    assert.deepEqual(await rawRows(t.app, sql`select id from social_accounts where id = ${id}`), []);
    const [event] = await rawRows(t.app, sql`select payload from outbox_events where kind = 'social-token-revoke' and event_key like ${`%${id}%`}`);
    assert.ok(event, 'a revocation event');
    assert.ok(!JSON.stringify(event).includes(refresh), 'no plaintext token in the outbox');
    await t.app.context.outbox.deliverPending();
    assert.equal(fakes.youtube.state.refreshTokens.get(refresh)?.revoked, true, 'Google was told');
  });

  it('forgets an Instagram connection without a revocation call (Instagram Login documents none)', async () => {
    const { token, id } = await connected('instagram');
    await api('POST', 'influencers/me/social-accounts/', token, { platform: 'youtube', handle: '@keepsprofile2', profile_url: 'https://www.youtube.com/@keepsprofile2' });
    assert.equal((await api('DELETE', `influencers/me/social-accounts/${id}/`, token)).statusCode, 204);
    assert.deepEqual(await rawRows(t.app, sql`select id from outbox_events where kind = 'social-token-revoke' and event_key like ${`%${id}%`}`), []);
  });
});

describe('secrets stay out of the log', () => {
  it('no token, code, state or verifier the fakes issued appears in any log line', async () => {
    const secrets = [
      ...fakes.youtube.state.accessTokens.keys(), ...fakes.youtube.state.refreshTokens.keys(), ...fakes.youtube.state.codes.keys(),
      ...fakes.instagram.state.tokens.keys(), ...fakes.instagram.state.codes.keys(),
    ];
    assert.ok(secrets.length > 10);
    const text = log.text();
    assert.ok(text.length > 0);
    assert.deepEqual(secrets.filter((secret) => text.includes(secret)), []);
    const states = fakes.youtube.state.requests.map((request) => request.query.state).filter(Boolean);
    assert.ok(states.length > 0);
    assert.deepEqual(states.filter((state) => text.includes(String(state))), []);
  });
});

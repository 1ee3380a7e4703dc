import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { callbackRefusalTexts, socialApiMessages } from '../../src/domain/social/social-connect.texts';
import { loadPayoutKey } from '../src/crypto/payout-key';
import { createSocialTokenBox, tokenContext, verifierContext } from '../src/crypto/social-token-box';
import { codeChallengeS256 } from '../src/integrations/social/oauth-pkce';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  connectAccount, finishConnection, rawRows, rawSocialAccount, startConnection, startSocialFakes, youtubeChannel, youtubeVideos,
  type SocialFakes,
} from './helpers/social.helpers';

/**
 * Connecting YouTube and Instagram accounts (docs/social-integrations.md "Connecting accounts"): the real clients
 * against local fake Google and Instagram servers; the test plays the browser between them and the app.
 */
let t: TestApp;
let fakes: SocialFakes;
const tokens: Record<string, string> = {};
let users = 0;

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** A new influencer (each scenario its own, so none sees another's accounts). */
async function influencer(name = `inf${++users}`) {
  tokens[name] = await signUpAndGetToken(t.app, { email: `${name}@example.test`, password: 'Secret!234', name: 'Test Influencer', persona: 'influencer' });
  return tokens[name]!;
}
const accountsOf = async (token: string) => (await api('GET', 'influencers/me/social-accounts/', token)).json() as Array<Record<string, unknown>>;
const box = () => createSocialTokenBox(loadPayoutKey(t.config.payoutKey));

before(async () => {
  fakes = await startSocialFakes();
  t = await createTestApp(fakes.env);
  tokens.brand = await signUpAndGetToken(t.app, { email: 'brand@example.test', password: 'Secret!234', name: 'Brand Person', persona: 'brand' });
});
after(async () => {
  await t.close();
  await fakes.close();
});
beforeEach(async () => {
  // Each scenario connects the fakes' channels afresh: earlier connections are dropped.
  await rawRows(t.app, sql`delete from social_accounts where external_id is not null returning id`);
  Object.assign(fakes.youtube.state, { consent: 'grant', consentScopes: null, signedInAccountId: 'g-ana' });
  Object.assign(fakes.instagram.state, { consent: 'grant' });
  fakes.youtube.state.outage.remaining = 0;
});

describe('connecting YouTube: authorization code with PKCE S256 and a single-use state', () => {
  it('connects and goes back to the page it started from, with verified numbers read from the API and no token in any answer', async () => {
    const token = await influencer();
    const { start, authorizationUrl, finish } = await connectAccount(t.app, 'youtube', token, { return_to: '/profile-setup?step=4' });
    assert.equal(authorizationUrl.searchParams.get('code_challenge_method'), 'S256');
    assert.equal(authorizationUrl.searchParams.get('access_type'), 'offline');
    assert.ok(Date.parse(start.json().expires_at) - Date.now() <= 10 * 60_000);
    assert.equal(finish.statusCode, 302, finish.body);
    assert.equal(finish.headers.location, '/profile-setup?step=4&social=youtube&outcome=connected');

    const [account] = await accountsOf(token);
    const views = youtubeVideos.map((video) => video.baseViews ?? 0);
    assert.deepEqual({ ...account, id: undefined, verified_at: undefined, connected_at: undefined, metrics_updated_at: undefined, created_at: undefined }, {
      id: undefined, platform: 'youtube', handle: '@anatravels', profile_url: 'https://www.youtube.com/@anatravels', title: 'Ana Travels',
      external_id: youtubeChannel.id, followers: 12_400, media_count: 3, recent_average_views: Math.round(views.reduce((a, b) => a + b) / views.length),
      // The fake gives 4 % likes and 0.5 % comments per view.
      average_engagement: 4.5, is_verified: true, metrics_provenance: 'verified', connection_status: 'connected',
      verified_at: undefined, connected_at: undefined, metrics_updated_at: undefined, created_at: undefined,
    });
    assert.ok(Date.now() - Date.parse(String(account!.verified_at)) < 60_000, 'marked verified with the time read');
    const issued = [...fakes.youtube.state.accessTokens.keys(), ...fakes.youtube.state.refreshTokens.keys()];
    for (const body of [JSON.stringify(await accountsOf(token)), (await api('GET', 'influencers/profile/', token)).body, start.body]) {
      assert.ok(!/token_sealed|access_token|refresh_token/.test(body), 'no token field');
      for (const value of issued) assert.ok(!body.includes(value), 'no token value');
    }
  });

  it('keeps tokens and the PKCE verifier encrypted at rest: the raw rows hold no plaintext', async () => {
    const token = await influencer();
    const started = await startConnection(t.app, 'youtube', token);
    const state = new URL(started.callback, 'http://x').searchParams.get('state')!;
    const [stored] = await rawRows(t.app, sql`select * from oauth_states where state_hash = encode(sha256(convert_to(${state}, 'UTF8')), 'hex')`);
    assert.ok(stored, 'the state is stored by its SHA-256 only');
    assert.ok(!JSON.stringify(stored).includes(state));
    const verifier = box().open(String(stored.code_verifier_sealed), verifierContext(String(stored.state_hash)));
    assert.equal(codeChallengeS256(verifier), started.authorizationUrl.searchParams.get('code_challenge'), 'the challenge sent is S256 of the stored verifier');
    assert.ok(!String(stored.code_verifier_sealed).includes(verifier));

    const before = new Set([...fakes.youtube.state.accessTokens.keys(), ...fakes.youtube.state.refreshTokens.keys()]);
    assert.equal((await finishConnection(t.app, started.callback, started.cookie)).statusCode, 302);
    const issued = [...fakes.youtube.state.accessTokens.keys(), ...fakes.youtube.state.refreshTokens.keys()].filter((value) => !before.has(value));
    assert.equal(issued.length, 2, 'one access and one refresh token were issued');
    const [account] = await accountsOf(token);
    const row = await rawSocialAccount(t.app, String(account!.id));
    const rowText = JSON.stringify(row);
    for (const value of issued) assert.ok(!rowText.includes(value), 'no plaintext token in the row');
    assert.match(String(row.access_token_sealed), /^v1\.s1\./);
    assert.match(String(row.refresh_token_sealed), /^v1\.s1\./);
    assert.ok(issued.includes(box().open(String(row.access_token_sealed), tokenContext(String(row.id), 'access'))));
    assert.ok(issued.includes(box().open(String(row.refresh_token_sealed), tokenContext(String(row.id), 'refresh'))));
    assert.throws(() => box().open(String(row.access_token_sealed), tokenContext('00000000-0000-4000-8000-000000000000', 'access')), 'bound to its row');
  });

  it('refuses a forged state with 400, for a browser as a page and for an API client as JSON', async () => {
    const token = await influencer();
    const started = await startConnection(t.app, 'youtube', token);
    const forged = started.callback.replace(/state=[^&]+/, 'state=forged-state-value');
    const json = await finishConnection(t.app, forged, started.cookie);
    assert.equal(json.statusCode, 400);
    assert.deepEqual([json.json().code, json.json().detail], ['oauth_state_invalid', callbackRefusalTexts.state_invalid('youtube')]);
    const page = await finishConnection(t.app, forged, started.cookie, 'text/html,application/xhtml+xml');
    assert.equal(page.statusCode, 400);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.ok(page.body.includes('This YouTube sign-in link is not valid.'));
    const missing = await finishConnection(t.app, started.callback.replace(/&?state=[^&]+/, ''), started.cookie);
    assert.equal(missing.json().code, 'oauth_state_invalid');
    // A YouTube state is unknown on the Instagram callback.
    const otherPlatform = await finishConnection(t.app, started.callback.replace('/youtube/', '/instagram/'), started.cookie);
    assert.equal(otherPlatform.json().code, 'oauth_state_invalid');
    assert.equal((await accountsOf(token)).length, 0);
  });

  it('refuses a replayed state with 400 (single use), the first use having connected', async () => {
    const token = await influencer();
    const started = await startConnection(t.app, 'youtube', token);
    assert.equal((await finishConnection(t.app, started.callback, started.cookie)).statusCode, 302);
    const replay = await finishConnection(t.app, started.callback, started.cookie);
    assert.equal(replay.statusCode, 400);
    assert.deepEqual([replay.json().code, replay.json().detail], ['oauth_state_used', callbackRefusalTexts.state_used('youtube')]);
  });

  it('refuses an expired state with 400 (10 minutes)', async () => {
    const token = await influencer();
    const started = await startConnection(t.app, 'youtube', token);
    const state = new URL(started.callback, 'http://x').searchParams.get('state')!;
    await rawRows(t.app, sql`update oauth_states set expires_at = now() - interval '1 second' where state_hash = encode(sha256(convert_to(${state}, 'UTF8')), 'hex') returning id`);
    const late = await finishConnection(t.app, started.callback, started.cookie);
    assert.equal(late.statusCode, 400);
    assert.deepEqual([late.json().code, late.json().detail], ['oauth_state_expired', callbackRefusalTexts.state_expired('youtube')]);
    assert.equal((await accountsOf(token)).length, 0);
  });

  it('refuses a callback from another browser (no or another binding cookie) and leaves the state usable by the right one', async () => {
    const token = await influencer();
    const started = await startConnection(t.app, 'youtube', token);
    for (const cookie of [undefined, 'ih_social_oauth=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const response = await finishConnection(t.app, started.callback, cookie);
      assert.equal(response.statusCode, 400);
      assert.deepEqual([response.json().code, response.json().detail], ['oauth_browser_mismatch', callbackRefusalTexts.browser_mismatch('youtube')]);
    }
    assert.equal((await finishConnection(t.app, started.callback, started.cookie)).headers.location, '/profile?social=youtube&outcome=connected');
  });

  it('fails the connection when the PKCE verifier does not match the challenge (the code is refused)', async () => {
    const token = await influencer();
    const started = await startConnection(t.app, 'youtube', token);
    const state = new URL(started.callback, 'http://x').searchParams.get('state')!;
    const [stored] = await rawRows(t.app, sql`select state_hash from oauth_states where state_hash = encode(sha256(convert_to(${state}, 'UTF8')), 'hex')`);
    const other = box().seal('a-different-verifier-of-forty-three-characters-xx', verifierContext(String(stored!.state_hash)));
    await rawRows(t.app, sql`update oauth_states set code_verifier_sealed = ${other} where state_hash = ${stored!.state_hash} returning id`);
    const finish = await finishConnection(t.app, started.callback, started.cookie);
    assert.equal(finish.headers.location, '/profile?social=youtube&outcome=failed&reason=code_rejected');
    assert.equal((await accountsOf(token)).length, 0);
  });

  it('tells cancelled, no channel and missing permissions apart', async () => {
    const token = await influencer();
    fakes.youtube.state.consent = 'deny';
    assert.equal((await connectAccount(t.app, 'youtube', token)).finish.headers.location, '/profile?social=youtube&outcome=cancelled');
    fakes.youtube.state.consent = 'grant';
    fakes.youtube.state.signedInAccountId = 'g-none';
    assert.equal((await connectAccount(t.app, 'youtube', token)).finish.headers.location, '/profile?social=youtube&outcome=failed&reason=no_channel');
    fakes.youtube.state.signedInAccountId = 'g-ana';
    fakes.youtube.state.consentScopes = ['https://www.googleapis.com/auth/youtube.readonly'];
    assert.equal((await connectAccount(t.app, 'youtube', token)).finish.headers.location, '/profile?social=youtube&outcome=failed&reason=missing_permission');
    assert.equal((await accountsOf(token)).length, 0);
  });

  it('refuses a channel already connected by someone else, and reconnects the same channel in place for its owner', async () => {
    const owner = await influencer();
    const other = await influencer();
    fakes.youtube.state.signedInAccountId = 'g-ben';
    assert.equal((await connectAccount(t.app, 'youtube', owner)).finish.headers.location, '/profile?social=youtube&outcome=connected');
    const [first] = await accountsOf(owner);
    assert.equal((await connectAccount(t.app, 'youtube', other)).finish.headers.location, '/profile?social=youtube&outcome=failed&reason=taken');
    assert.equal((await accountsOf(other)).length, 0);
    assert.equal((await connectAccount(t.app, 'youtube', owner)).finish.headers.location, '/profile?social=youtube&outcome=connected');
    const again = await accountsOf(owner);
    assert.deepEqual(again.map((account) => account.id), [first!.id], 'the same row, reconnected');
  });

  it('turns the influencer\'s own typed account into the connected one, and removes another profile\'s typed claim of the handle (its owner is told)', async () => {
    const owner = await influencer();
    const squatter = await influencer();
    const typed = await api('POST', 'influencers/me/social-accounts/', owner, { platform: 'instagram', handle: '@anatravels', profile_url: 'https://www.instagram.com/anatravels', followers: 5 });
    assert.equal(typed.statusCode, 201, typed.body);
    const claim = await api('POST', 'influencers/me/social-accounts/', squatter, { platform: 'youtube', handle: '@AnaTravels', profile_url: 'https://www.youtube.com/@AnaTravels', followers: 999_999 });
    assert.equal(claim.statusCode, 201, claim.body);
    assert.equal((await accountsOf(squatter))[0]!.metrics_provenance, 'self_reported');
    assert.equal((await connectAccount(t.app, 'youtube', owner)).finish.headers.location, '/profile?social=youtube&outcome=connected');
    assert.equal((await accountsOf(squatter)).length, 0, 'the unverified claim gave way');
    await t.app.context.outbox.deliverPending();
    const told = (await api('GET', 'notifications/', squatter)).json().results as Array<{ title: string; message: string }>;
    assert.ok(told.some((item) => item.title === 'YouTube account removed' && item.message.includes('@AnaTravels')), JSON.stringify(told));
    // The own typed account on the same platform and handle is upgraded in place.
    await rawRows(t.app, sql`delete from social_accounts where external_id = ${youtubeChannel.id} returning id`);
    const mine = await api('POST', 'influencers/me/social-accounts/', owner, { platform: 'youtube', handle: '@anatravels', profile_url: 'https://www.youtube.com/@anatravels', followers: 1 });
    assert.equal((await connectAccount(t.app, 'youtube', owner)).finish.headers.location, '/profile?social=youtube&outcome=connected');
    const youtubeAccounts = (await accountsOf(owner)).filter((account) => account.platform === 'youtube');
    assert.deepEqual(youtubeAccounts.map((account) => [account.id, account.followers, account.metrics_provenance]), [[mine.json().id, 12_400, 'verified']]);
  });
});

describe('where a connection returns to: same-origin paths only (no open redirect)', () => {
  it('refuses anything but a path of this site, naming the field', async () => {
    const token = await influencer();
    for (const returnTo of ['https://evil.example/profile', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'profile', '/api/v1/accounts/whoami/', '/sandbox/youtube/token']) {
      const response = await api('POST', 'integrations/youtube/connect/', token, { return_to: returnTo });
      assert.equal(response.statusCode, 400, returnTo);
      assert.deepEqual(response.json().errors, { return_to: [socialApiMessages.returnPathInvalid] }, returnTo);
    }
    const started = await startConnection(t.app, 'youtube', token);
    assert.equal((await finishConnection(t.app, started.callback, started.cookie)).headers.location, '/profile?social=youtube&outcome=connected', 'the default page');
  });

  it('never redirects off-site even when the stored path was tampered with', async () => {
    const token = await influencer();
    fakes.youtube.state.consent = 'deny';
    const started = await startConnection(t.app, 'youtube', token, { return_to: '/profile' });
    await rawRows(t.app, sql`update oauth_states set return_path = '//evil.example/x' where used_at is null returning id`);
    assert.equal((await finishConnection(t.app, started.callback, started.cookie)).headers.location, '/profile?social=youtube&outcome=cancelled');
  });
});

describe('who may connect and verify', () => {
  it('anonymous callers get 401, brands 403; the callbacks are public but refuse without a state', async () => {
    for (const platform of ['youtube', 'instagram']) {
      for (const action of ['connect', 'verify']) {
        assert.equal((await api('POST', `integrations/${platform}/${action}/`, undefined, {})).statusCode, 401, `${platform} ${action}`);
        const brand = await api('POST', `integrations/${platform}/${action}/`, tokens.brand, {});
        assert.equal(brand.statusCode, 403, `${platform} ${action}`);
        assert.equal(brand.json().detail, socialApiMessages.influencerOnly);
      }
      assert.equal((await api('GET', `auth/${platform}/callback/?code=x`)).statusCode, 400);
    }
  });
});

describe('connecting Instagram: authorization code, then the 60-day token', () => {
  it('connects with the numbers of the professional account and its recent media', async () => {
    const token = await influencer();
    const { authorizationUrl, finish } = await connectAccount(t.app, 'instagram', token);
    assert.equal(authorizationUrl.searchParams.get('code_challenge'), null, 'Instagram documents no PKCE');
    assert.equal(finish.headers.location, '/profile?social=instagram&outcome=connected');
    const [account] = await accountsOf(token);
    assert.deepEqual([account!.handle, account!.external_id, account!.followers, account!.media_count, account!.metrics_provenance, account!.connection_status],
      ['@ana.eats', '17841400000009001', 20_000, 2, 'verified', 'connected']);
    // (avg likes 550 + comments 40) / 20,000 followers.
    assert.equal(account!.average_engagement, 2.95);
    const row = await rawSocialAccount(t.app, String(account!.id));
    assert.equal(row.refresh_token_sealed, null, 'Instagram has no refresh token');
    assert.ok(![...fakes.instagram.state.tokens.keys()].some((value) => JSON.stringify(row).includes(value)));
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoInvitedInfluencerEmail } from '../src/db/seed/demo-accounts.seed';
import { demoPassword, runDemoSeed } from '../src/db/seed/seed';
import { createSocialSandbox } from '../src/integrations/sandbox/social-sandbox';
import { sandboxCredentials } from '../src/integrations/sandbox/sandbox-endpoints';
import { demoConnectedChannel } from '../src/integrations/sandbox/sandbox-world';
import { createYoutubeClient } from '../src/integrations/youtube/youtube.client';
import { bearer, signInAndGetToken, signUpAndGetToken } from './helpers/auth.helpers';
import { bindingCookie } from './helpers/social.helpers';
import { createTestApp, testPublicUrl, type TestApp } from './helpers/test-app';

/**
 * Sandbox mode, the embedded default (docs/social-integrations.md "Sandbox"): the product serves a simulated YouTube
 * and Instagram with a consent page; the same clients reach them; the demo influencer's channel is connected.
 */
let t: TestApp;
let users = 0;
const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const pathOf = (url: string) => { const parsed = new URL(url, testPublicUrl); return `${parsed.pathname}${parsed.search}`; };

/** The browser in sandbox mode: connect, open the consent page, choose (or cancel), follow the redirect to the callback. */
async function throughConsentPage(app: FastifyInstance, platform: 'youtube' | 'instagram', token: string, choice: { account: string } | 'cancel') {
  const start = await app.inject({ method: 'POST', url: `/api/v1/integrations/${platform}/connect/`, headers: bearer(token), payload: {} });
  assert.equal(start.statusCode, 200, start.body);
  const consentUrl = new URL(start.json().authorization_url);
  assert.equal(consentUrl.origin, new URL(testPublicUrl).origin, 'served by the product itself');
  const page = await app.inject({ method: 'GET', url: pathOf(consentUrl.toString()) });
  assert.equal(page.statusCode, 200, page.body);
  const form = /<form method="post" action="([^"]+)">/.exec(page.body)?.[1];
  const query = /name="query" value="([^"]*)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
  assert.ok(form && query !== undefined);
  const decision: Record<string, string> = choice === 'cancel' ? { decision: 'cancel', query } : { decision: 'allow', account: choice.account, query };
  const decided = await app.inject({ method: 'POST', url: form, payload: new URLSearchParams(decision).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.equal(decided.statusCode, 303, decided.body);
  const callback = pathOf(String(decided.headers.location));
  assert.ok(callback.startsWith(`/api/v1/auth/${platform}/callback/?`), callback);
  return { page, finish: await app.inject({ method: 'GET', url: callback, headers: { cookie: bindingCookie(start) } }) };
}

before(async () => {
  t = await createTestApp();
  await runDemoSeed(t.app.context);
});
after(() => t.close());
const newInfluencer = () => signUpAndGetToken(t.app, { email: `sbx${++users}@example.test`, password: 'Secret!234', name: 'Sandbox Tester', persona: 'influencer' });

describe('the sandbox consent page', () => {
  it('is an accessible, phone-friendly form listing the demo channels, with Allow and Cancel', async () => {
    const { page } = await throughConsentPage(t.app, 'youtube', await newInfluencer(), 'cancel');
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(page.body, /<html lang="en">/);
    assert.match(page.body, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
    assert.match(page.body, /<h1>Choose a YouTube channel<\/h1>/);
    assert.match(page.body, /<fieldset>\s*<legend>Channel to connect<\/legend>/);
    for (const name of ['Ivy Creates', 'Ivy Travels', 'Studio Nova', 'ivy.personal@gmail.example']) assert.ok(page.body.includes(name), name);
    // Every radio button is inside its label.
    assert.equal((page.body.match(/<label class="option">\s*<input type="radio"/g) ?? []).length, 4);
    assert.ok(page.body.includes('12,900 subscribers'));
    assert.match(page.body, /<button type="submit" name="decision" value="allow"[^>]*>Allow<\/button>/);
    assert.match(page.body, /<button type="submit" name="decision" value="cancel"[^>]*>Cancel<\/button>/);
  });

  it('refuses an unknown client or a foreign redirect URI with an error page, like Google', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/youtube/o/oauth2/v2/auth?client_id=${sandboxCredentials.youtube.clientId}&redirect_uri=https://evil.example/cb&response_type=code&scope=x` });
    assert.equal(page.statusCode, 400);
    assert.equal(page.body, 'Error 400: redirect_uri_mismatch');
  });
});

describe('connecting in sandbox mode', () => {
  it('connects the channel picked on the consent page, with verified numbers', async () => {
    const token = await newInfluencer();
    const { finish } = await throughConsentPage(t.app, 'youtube', token, { account: 'sbx-google-ivy-travels' });
    assert.equal(finish.headers.location, '/profile?social=youtube&outcome=connected');
    const [account] = (await api('GET', 'influencers/me/social-accounts/', token)).json();
    assert.deepEqual([account.handle, account.title, account.followers, account.media_count, account.metrics_provenance], ['@ivytravels', 'Ivy Travels', 12_900, 6, 'verified']);
    assert.ok(account.recent_average_views > 1_500, 'views grew since publication');
    const verified = await api('POST', 'integrations/youtube/verify/', token, {});
    assert.equal(verified.json().connection_status, 'connected', verified.body);
  });

  it('cancelling comes back cancelled; a Google account without a channel and a taken channel fail with their reason', async () => {
    const token = await newInfluencer();
    assert.equal((await throughConsentPage(t.app, 'youtube', token, 'cancel')).finish.headers.location, '/profile?social=youtube&outcome=cancelled');
    assert.equal((await throughConsentPage(t.app, 'youtube', token, { account: 'sbx-google-personal' })).finish.headers.location, '/profile?social=youtube&outcome=failed&reason=no_channel');
    // Ivy Creates is the demo influencer's (the seed connected it).
    assert.equal((await throughConsentPage(t.app, 'youtube', token, { account: demoConnectedChannel.accountId })).finish.headers.location, '/profile?social=youtube&outcome=failed&reason=taken');
  });

  it('connects an Instagram professional account picked on its consent page', async () => {
    const token = await newInfluencer();
    const { page, finish } = await throughConsentPage(t.app, 'instagram', token, { account: '17841400000000102' });
    assert.match(page.body, /<h1>Choose an Instagram account<\/h1>/);
    assert.equal(finish.headers.location, '/profile?social=instagram&outcome=connected');
    const [account] = (await api('GET', 'influencers/me/social-accounts/', token)).json();
    assert.deepEqual([account.handle, account.followers, account.media_count, account.connection_status], ['@studio.nova', 88_000, 8, 'connected']);
    assert.ok(account.recent_average_views > 0);
  });
});

describe('the demo influencer', () => {
  it('has a connected YouTube channel with verified numbers; seeding again changes nothing; verify reads it again', async () => {
    await runDemoSeed(t.app.context);
    const { token } = await signInAndGetToken(t.app, demoInvitedInfluencerEmail, demoPassword);
    const accounts = (await api('GET', 'influencers/me/social-accounts/', token)).json() as Array<Record<string, unknown>>;
    const youtube = accounts.filter((account) => account.platform === 'youtube');
    assert.equal(youtube.length, 1);
    assert.deepEqual([youtube[0]!.handle, youtube[0]!.external_id, youtube[0]!.followers, youtube[0]!.connection_status, youtube[0]!.metrics_provenance],
      ['@ivycreates', demoConnectedChannel.channelId, 48_200, 'connected', 'verified']);
    const instagram = accounts.find((account) => account.platform === 'instagram');
    assert.equal(instagram?.metrics_provenance, 'self_reported', 'her Instagram stays typed until she connects it');
    const verified = await api('POST', 'integrations/youtube/verify/', token, {});
    assert.equal(verified.statusCode, 200, verified.body);
    assert.equal(verified.json().connection_status, 'connected');
  });
});

describe('sandbox grants outlive a restart', () => {
  it('a refresh token issued before a restart is accepted by the next sandbox built from the same key', async () => {
    const masterKey = Buffer.alloc(32, 7);
    const first = createSocialSandbox({ publicUrl: testPublicUrl, masterKey });
    const second = createSocialSandbox({ publicUrl: testPublicUrl, masterKey });
    const refresh = first.youtubeRefreshToken('sbx-google-nova');
    assert.equal(second.youtubeRefreshToken('sbx-google-nova'), refresh);
    assert.notEqual(createSocialSandbox({ publicUrl: testPublicUrl, masterKey: Buffer.alloc(32, 8) }).youtubeRefreshToken('sbx-google-nova'), refresh);
    const client = createYoutubeClient({ ...sandboxCredentials.youtube, authBaseUrl: `${testPublicUrl}/sandbox/youtube`, tokenBaseUrl: `${testPublicUrl}/sandbox/youtube`, dataApiBaseUrl: `${testPublicUrl}/sandbox/youtube/youtube/v3`, fetch: second.fetch });
    const tokens = await client.refreshAccessToken(refresh);
    const own = await client.ownChannel(tokens.accessToken);
    assert.equal(own.kind === 'channel' && own.channel.title, 'Studio Nova');
  });
});

describe('live mode', () => {
  it('serves no sandbox and sends the consent step to Google', async () => {
    const live = await createTestApp({
      SOCIAL_PROVIDER_MODE: 'live', YOUTUBE_CLIENT_ID: 'live-client.apps.googleusercontent.com', YOUTUBE_CLIENT_SECRET: 'live-secret',
      INSTAGRAM_APP_ID: '123', INSTAGRAM_APP_SECRET: 'live-app-secret',
    });
    try {
      assert.equal(live.app.context.sandbox, null);
      assert.equal((await live.app.inject({ method: 'GET', url: '/sandbox/youtube/o/oauth2/v2/auth' })).statusCode, 404);
      const token = await signUpAndGetToken(live.app, { email: 'live@example.test', password: 'Secret!234', name: 'Live Tester', persona: 'influencer' });
      const start = await live.app.inject({ method: 'POST', url: '/api/v1/integrations/youtube/connect/', headers: bearer(token), payload: {} });
      const url = new URL(start.json().authorization_url);
      assert.equal(`${url.origin}${url.pathname}`, 'https://accounts.google.com/o/oauth2/v2/auth');
      assert.equal(url.searchParams.get('client_id'), 'live-client.apps.googleusercontent.com');
      assert.equal(url.searchParams.get('redirect_uri'), `${testPublicUrl}/api/v1/auth/youtube/callback/`);
    } finally {
      await live.close();
    }
  });
});

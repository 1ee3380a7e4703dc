import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FakeReply, FakeRequest } from '../social/fake-http';
import { fakeConsentPage, consentRequestProblem } from '../youtube/youtube-fake-oauth';
import { authorizeRequestProblem, fakeAuthorizePage } from '../instagram/instagram-fake-oauth';
import { consentPageHtml, followers, subscribers } from './sandbox-consent-page';
import { sandboxPrefix } from './sandbox-endpoints';
import type { SocialSandbox } from './social-sandbox';
import { sandboxInstagramUsers, sandboxYoutubeAccounts } from './sandbox-world';

/**
 * Serves the sandbox's simulated platforms from the product (sandbox mode only; docs/social-integrations.md
 * "Sandbox"): the consent pages where the person chooses, and every other path of the fakes as is, so a browser
 * (or anything else) can reach them over HTTP like the real hosts. The server's own clients reach the same handlers
 * in-process (SocialSandbox.fetch).
 */
export async function sandboxRoutes(app: FastifyInstance, options: { sandbox: SocialSandbox; publicUrl: string }): Promise<void> {
  const { sandbox, publicUrl } = options;
  // A stand-in for third parties, not part of our API: left out of the OpenAPI document.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  // The fakes read bodies themselves (the token endpoints take forms): keep every body as text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  const fakeRequest = (request: FastifyRequest, prefix: string, override?: { method: string; pathAndQuery: string }): FakeRequest => {
    const url = new URL(override?.pathAndQuery ?? request.url, publicUrl);
    if (!override) url.pathname = url.pathname.slice(prefix.length) || '/';
    const body = typeof request.body === 'string' ? request.body : '';
    const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    return { method: override?.method ?? request.method, url, headers: request.headers, body, form: new URLSearchParams(isForm ? body : '') };
  };

  const send = (reply: FastifyReply, answer: FakeReply, status = answer.status) => {
    const body = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    const json = typeof answer.body === 'object' || (typeof answer.body === 'string' && answer.body.startsWith('{'));
    reply.code(status).header('cache-control', 'no-store');
    if (body) reply.header('content-type', json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
    for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
    return reply.send(body);
  };

  const page = (reply: FastifyReply, html: string) => reply.code(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  const formOf = (request: FastifyRequest) => new URLSearchParams(typeof request.body === 'string' ? request.body : '');

  // YouTube: Google's consent page, then the choice posted back.
  const youtubeAuth = `${sandboxPrefix.youtube}/o/oauth2/v2/auth`;
  app.get(youtubeAuth, async (request, reply) => {
    const query = new URL(request.url, publicUrl).searchParams;
    const problem = consentRequestProblem(sandbox.youtube.state, query);
    if (problem) return send(reply, problem);
    return page(reply, consentPageHtml({
      platform: 'youtube',
      action: `${youtubeAuth}/decide`,
      query: query.toString(),
      options: sandboxYoutubeAccounts.map((account) => ({
        value: account.id,
        title: account.channel?.title ?? account.email,
        detail: account.channel ? `${account.channel.customUrl ?? account.channel.id} · ${subscribers(account.channel.subscriberCount)}` : 'Google account without a YouTube channel',
      })),
    }));
  });
  app.post(`${youtubeAuth}/decide`, async (request, reply) => {
    const form = formOf(request);
    const account = form.get('account') ?? '';
    const choice = form.get('decision') === 'cancel' ? ('deny' as const) : { accountId: account };
    if (choice !== 'deny' && !sandbox.youtube.state.accounts.has(account)) return send(reply, { status: 400, body: 'Choose one of the channels.' });
    const answer = fakeConsentPage(sandbox.youtube.state, fakeRequest(request, sandboxPrefix.youtube, { method: 'GET', pathAndQuery: `/o/oauth2/v2/auth?${form.get('query') ?? ''}` }), choice);
    // 303: the browser follows a POST's redirect with a GET, to the product's callback.
    return send(reply, answer, answer.status === 302 ? 303 : answer.status);
  });

  // Instagram: the Instagram Login consent page, then the choice posted back.
  const instagramAuth = `${sandboxPrefix.instagram}/oauth/authorize`;
  app.get(instagramAuth, async (request, reply) => {
    const query = new URL(request.url, publicUrl).searchParams;
    const problem = authorizeRequestProblem(sandbox.instagram.state, query);
    if (problem) return send(reply, problem);
    return page(reply, consentPageHtml({
      platform: 'instagram',
      action: `${instagramAuth}/decide`,
      query: query.toString(),
      options: sandboxInstagramUsers.map((user) => ({ value: user.userId, title: user.name ?? user.username, detail: `@${user.username} · ${followers(user.followersCount)}` })),
    }));
  });
  app.post(`${instagramAuth}/decide`, async (request, reply) => {
    const form = formOf(request);
    const account = form.get('account') ?? '';
    const choice = form.get('decision') === 'cancel' ? ('deny' as const) : { userId: account };
    if (choice !== 'deny' && !sandbox.instagram.state.users.has(account)) return send(reply, { status: 400, body: 'Choose one of the accounts.' });
    const answer = fakeAuthorizePage(sandbox.instagram.state, fakeRequest(request, sandboxPrefix.instagram, { method: 'GET', pathAndQuery: `/oauth/authorize?${form.get('query') ?? ''}` }), choice);
    return send(reply, answer, answer.status === 302 ? 303 : answer.status);
  });

  // Every other path: the fake as is (token endpoints, Data API, Graph).
  for (const [prefix, fake] of [[sandboxPrefix.youtube, sandbox.youtube], [sandboxPrefix.instagram, sandbox.instagram]] as const) {
    app.all(`${prefix}/*`, async (request, reply) => send(reply, fake.handle(fakeRequest(request, prefix))));
  }
}

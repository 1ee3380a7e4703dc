import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { outreachEmailTexts } from '../../../../../../src/domain/outreach/outreach-email.texts';
import type { EmailTrackingService } from '../../../../services/email-tracking.service';
import { ErrorResponse, errorResponses, ref } from '../shared.schema';

const tags = ['Email tracking'];
const texts = outreachEmailTexts.unsubscribePage;

/** A transparent 1x1 GIF. */
const pixelGif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(title: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · InfluenceHub</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1b1b1f}main{max-width:32rem;margin:0 auto}button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:0;background:#1a56db;color:#fff;cursor:pointer}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`;
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(body);

const MessageParams = Type.Object({ messageId: Type.String({ format: 'uuid' }) });
const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
const htmlPage = (description: string) => ({ type: 'string', description: `text/html: ${description}` });
/** A bad or unknown link's page; an id too long for the router gets the JSON error every route gives then. */
const linkNotFound = Type.Union([Type.String(), ref(ErrorResponse)], {
  description: 'text/html: a bad or unknown link (the JSON error when the id is too long for the router)',
});

/**
 * The public links inside outreach e-mails (docs/outreach-email.md "Tracking", "Unsubscribe"): no sign-in, the
 * HMAC in each link is what authenticates it. The open pixel, signed click redirects (a forged or changed link gets a
 * 400 page, never a redirect) and RFC 8058 one-click unsubscribe (POST unsubscribes; GET only asks).
 */
export async function emailTrackingLinksRoutes(app: FastifyInstance, options: { tracking: EmailTrackingService }): Promise<void> {
  const { tracking } = options;
  // RFC 8058 §3.2: the receiver POSTs `List-Unsubscribe=One-Click` as a form (urlencoded or multipart); nothing
  // in the body is needed, so any body is read as text and ignored.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));

  app.get<{ Params: { messageId: string }; Querystring: { s?: string } }>('/o/:messageId/', {
    config: { access: 'public' },
    schema: {
      operationId: 'emailOpenPixel', summary: 'The open pixel of an outreach e-mail: a 1x1 GIF; records an open (proxy prefetches as machine opens)',
      tags, params: MessageParams, querystring: Type.Object({ s: Type.Optional(Type.String({ maxLength: 100 })) }),
      // 404: an id too long for the router (the handler itself answers every id with the pixel).
      response: { 200: { type: 'string', format: 'binary', description: 'image/gif' }, ...errorResponses(404) },
    },
    handler: async (request, reply) => {
      await tracking.open(request.params.messageId, request.query.s, { userAgent: request.headers['user-agent'], ip: request.ip });
      return reply.code(200).header('cache-control', 'no-store, private').type('image/gif').send(pixelGif);
    },
  });

  app.get<{ Params: { messageId: string }; Querystring: { u?: string; s?: string } }>('/c/:messageId/', {
    config: { access: 'public' },
    schema: {
      operationId: 'emailClickRedirect', summary: 'A signed link of an outreach e-mail: records the click and redirects to the product page it was made for',
      tags, params: MessageParams,
      querystring: Type.Object({ u: Type.Optional(Type.String({ maxLength: 2000 })), s: Type.Optional(Type.String({ maxLength: 100 })) }),
      // 404: an id too long for the router (the JSON error every route gives then).
      response: { 302: { type: 'null', description: 'To the signed target.' }, 400: htmlPage('the link is forged or changed'), ...errorResponses(404) },
    },
    handler: async (request, reply) => {
      const target = await tracking.click(request.params.messageId, request.query.u, request.query.s, { userAgent: request.headers['user-agent'] });
      if (!target) return html(reply, 400, page(outreachEmailTexts.clickInvalidTitle, `<p role="alert">${escapeHtml(outreachEmailTexts.clickInvalid)}</p>`));
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target, 302);
    },
  });

  app.get<{ Params: { token: string } }>('/unsubscribe/:token/', {
    config: { access: 'public' },
    schema: {
      operationId: 'emailUnsubscribePage', summary: 'The unsubscribe link opened in a browser: a confirmation page with a button; it never unsubscribes by itself',
      tags, params: TokenParams, response: { 200: htmlPage('the question and the button'), 404: linkNotFound },
    },
    handler: async (request, reply) => {
      const target = await tracking.unsubscribeTarget(request.params.token);
      if (!target) return html(reply, 404, page(texts.invalidTitle, `<p role="alert">${escapeHtml(texts.invalid)}</p>`));
      return html(reply, 200, page(texts.title, `<p>${escapeHtml(texts.question(target.email))}</p><p>${escapeHtml(texts.explain)}</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(texts.button)}</button></form>`));
    },
  });

  app.post<{ Params: { token: string } }>('/unsubscribe/:token/', {
    config: { access: 'public' },
    schema: {
      operationId: 'emailUnsubscribeOneClick',
      summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post): suppresses the address for outreach e-mail, no sign-in; idempotent',
      tags, params: TokenParams, response: { 200: htmlPage('done'), 404: linkNotFound },
    },
    handler: async (request, reply) => {
      const done = await tracking.unsubscribe(request.params.token);
      if (!done) return html(reply, 404, page(texts.invalidTitle, `<p role="alert">${escapeHtml(texts.invalid)}</p>`));
      return html(reply, 200, page(texts.doneTitle, `<p role="status">${escapeHtml(texts.done(done.email))}</p>`));
    },
  });
}

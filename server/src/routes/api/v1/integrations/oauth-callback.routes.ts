import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { platformLabels, platforms } from '../../../../../../src/domain/constants';
import { defaultReturnPath, type CallbackRefusal, type SocialPlatform } from '../../../../../../src/domain/social/social-connect.rules';
import { callbackRefusalTexts } from '../../../../../../src/domain/social/social-connect.texts';
import { ApiError } from '../../../../plugins/api-error';
import type { SocialConnectService } from '../../../../services/social-connect.service';
import { errorResponses } from '../shared.schema';
import { readBindingCookie } from './browser-binding';
import { OAuthCallbackQuery } from './integrations.schema';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The 400 a person sees in their browser: the same sentence as the JSON answer, and the way back. */
function refusalPage(platform: SocialPlatform, refusal: CallbackRefusal): string {
  const message = escapeHtml(callbackRefusalTexts[refusal](platform));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(platformLabels[platform])} sign-in · InfluenceHub</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1b1b1f}main{max-width:32rem;margin:0 auto}a{color:#1a56db}</style></head>
<body><main><h1>${escapeHtml(platformLabels[platform])} was not connected</h1><p role="alert">${message}</p><p><a href="${defaultReturnPath}">Back to your profile</a></p></main></body></html>`;
}

/**
 * GET auth/{youtube,instagram}/callback/ (SPEC §7): where the platform sends the browser back. Public (a redirect
 * carries no bearer token): the single-use state, bound to the user and to this browser's cookie, is what
 * authenticates it. 302 to the page the person came from with ?social=&outcome=&reason=, or 400 for a forged,
 * replayed or expired state (HTML for a browser, JSON otherwise).
 */
export async function oauthCallbackRoutes(app: FastifyInstance, options: { connect: SocialConnectService }): Promise<void> {
  for (const platform of platforms) {
    app.get<{ Querystring: Static<typeof OAuthCallbackQuery> }>(`/${platform}/callback/`, {
      config: { access: 'public' },
      schema: {
        operationId: `finish${platformLabels[platform]}Connection`,
        summary: `Where ${platformLabels[platform]} sends the browser back after consent: finishes the connection and redirects to the page it started from`,
        tags: ['Integrations'],
        querystring: OAuthCallbackQuery,
        response: {
          302: { type: 'null', description: 'Back to the page the connection started from, with ?social=<platform>&outcome=connected|cancelled|failed[&reason=...].' },
          ...errorResponses(400),
        },
      },
      handler: async (request, reply) => {
        const result = await options.connect.finish(platform, request.query, readBindingCookie(request));
        if (result.kind === 'redirect') return reply.redirect(result.location, 302);
        const message = callbackRefusalTexts[result.refusal](platform);
        if ((request.headers.accept ?? '').includes('text/html')) {
          return reply.code(400).type('text/html; charset=utf-8').send(refusalPage(platform, result.refusal));
        }
        throw new ApiError(400, `oauth_${result.refusal}`, message);
      },
    });
  }
}

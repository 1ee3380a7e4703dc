import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { platformLabels, platforms } from '../../../../../../src/domain/constants';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { SocialConnectService } from '../../../../services/social-connect.service';
import type { SocialVerifyService } from '../../../../services/social-verify.service';
import { SocialAccount } from '../influencers/influencers.schema';
import { bearerSecurity, ErrorResponse, errorResponses, ref } from '../shared.schema';
import { readBindingCookie, setBindingCookie } from './browser-binding';
import { ConnectSocialAccountBody, refs, VerifySocialAccountBody } from './integrations.schema';

const tags = ['Integrations'];

/**
 * POST integrations/{youtube,instagram}/connect/ and verify/ (SPEC §7). Influencer accounts only; the callback is in
 * oauth-callback.routes.ts. docs/social-integrations.md "Connecting accounts".
 */
export async function integrationsRoutes(app: FastifyInstance, options: { connect: SocialConnectService; verify: SocialVerifyService; publicUrl: string }): Promise<void> {
  const secureCookie = options.publicUrl.startsWith('https:');
  for (const platform of platforms) {
    const name = platformLabels[platform];
    const noun = platform === 'youtube' ? 'YouTube channel' : 'Instagram professional account';

    app.post<{ Body: Static<typeof ConnectSocialAccountBody> }>(`/${platform}/connect/`, {
      schema: {
        operationId: `connect${name}`,
        summary: `Start connecting a ${noun}: the OAuth consent page to open (${platform === 'youtube' ? 'authorization code with PKCE S256' : 'authorization code'}, single-use state, 10 minutes)`,
        tags,
        security: bearerSecurity,
        body: refs.connectBody,
        response: { 200: refs.authorization, ...errorResponses(400, 401, 403) },
      },
      handler: async (request, reply) => {
        const started = await options.connect.start(currentUser(request), platform, request.body ?? {}, readBindingCookie(request));
        setBindingCookie(reply, started.binding, secureCookie);
        return started.response;
      },
    });

    app.post<{ Body: Static<typeof VerifySocialAccountBody> }>(`/${platform}/verify/`, {
      schema: {
        operationId: `verify${name}`,
        summary: `Re-read a connected ${noun} and refresh its verified numbers (a dead grant answers the account as needs_reconnect)`,
        tags,
        security: bearerSecurity,
        body: refs.verifyBody,
        response: {
          200: ref(SocialAccount, 'The account as read now (connection_status needs_reconnect when the platform refused our access).'),
          ...errorResponses(400, 401, 403, 404, 409),
          502: ref(ErrorResponse, `${name} refused the request.`),
          503: ref(ErrorResponse, `${name} is not answering; try again later.`),
        },
      },
      handler: async (request) => options.verify.verify(currentUser(request), platform, request.body ?? {}),
    });
  }
}


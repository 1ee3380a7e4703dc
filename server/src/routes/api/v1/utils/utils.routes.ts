import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ImageProxy } from '../../../../integrations/image-proxy/image-proxy';
import { bearerSecurity, ErrorResponse, errorResponses, ref } from '../shared.schema';

const ImageProxyQuery = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048, description: 'The remote http(s) image address.' }),
});

/** Small helpers the SPA needs; for now the SSRF-safe image proxy for remote profile pictures. */
export async function utilsRoutes(app: FastifyInstance, options: { imageProxy: ImageProxy }): Promise<void> {
  app.get<{ Querystring: { url: string } }>('/image-proxy/', {
    // An <img> cannot send a bearer token, so a token is accepted but not required; the rate limit bounds abuse.
    preHandler: app.authenticateIfPresent,
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      operationId: 'proxyImage',
      summary: 'A remote profile picture, fetched by the server (public addresses only, images only, at most 10 MB)',
      tags: ['Utilities'],
      security: [...bearerSecurity, {}],
      querystring: ImageProxyQuery,
      response: {
        200: { description: 'The image bytes with their detected Content-Type.', type: 'string', format: 'binary' },
        ...errorResponses(400, 401, 429),
        413: ref(ErrorResponse, 'The image is over 10 MB.'),
        415: ref(ErrorResponse, 'The address did not return a supported image.'),
        502: ref(ErrorResponse, 'The address could not be fetched (unreachable, error status, too many redirects).'),
      },
    },
    handler: async (request, reply) => {
      const image = await options.imageProxy.fetchImage(request.query.url);
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=86400')
        .send(image.body);
    },
  });
}

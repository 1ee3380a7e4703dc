import type { FastifyInstance } from 'fastify';
import type { ImageProxy } from '../../../../integrations/image-proxy/image-proxy';
import type { ImageUrlSigner } from '../../../../integrations/image-proxy/signed-image-url';
import { ApiError, notAuthenticated } from '../../../../plugins/api-error';
import { bearerSecurity, ErrorResponse, errorResponses, ref } from '../shared.schema';
import { ImageProxyQuery, ImageProxySignQuery, SignedImageUrl, type ImageProxyQueryValue } from './utils.schema';

export const imageLinkMessages = {
  invalidSignature: 'This image link is invalid or has expired.',
  notHttp: 'Enter a full http:// or https:// image address.',
} as const;

const isHttpUrl = (raw: string) => URL.canParse(raw) && ['http:', 'https:'].includes(new URL(raw).protocol);

/** Small helpers the SPA needs; for now the SSRF-safe image proxy for remote profile pictures. */
export async function utilsRoutes(app: FastifyInstance, options: { imageProxy: ImageProxy; imageUrls: ImageUrlSigner }): Promise<void> {
  const tags = ['Utilities'];

  app.get<{ Querystring: { url: string } }>('/image-proxy/sign/', {
    schema: {
      operationId: 'signImageProxyUrl',
      summary: 'A signed, expiring image-proxy address for a remote picture, for an <img> (which cannot send a token)',
      description: 'The address is valid for one to two hours and only for this url; the proxy still vets the target when it is loaded.',
      tags,
      security: bearerSecurity,
      querystring: ImageProxySignQuery,
      response: { 200: ref(SignedImageUrl, 'The proxy address to load.'), ...errorResponses(400, 401) },
    },
    handler: async (request) => {
      if (!isHttpUrl(request.query.url)) throw new ApiError(400, 'invalid_url', imageLinkMessages.notHttp);
      const signed = options.imageUrls.sign(request.query.url);
      return { url: signed.path, expires_at: new Date(signed.expires * 1000).toISOString() };
    },
  });

  app.get<{ Querystring: ImageProxyQueryValue }>('/image-proxy/', {
    // A signed-in caller, or a signed link from sign/ (an <img> cannot send a bearer token); the rate limit bounds abuse.
    config: { access: 'optional', rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      operationId: 'proxyImage',
      summary: 'A remote profile picture, fetched by the server (public addresses only, images only, at most 10 MB)',
      description: 'Needs a bearer token, or the expires and signature of an address from image-proxy/sign/.',
      tags,
      security: [...bearerSecurity, {}],
      querystring: ImageProxyQuery,
      response: {
        200: { description: 'The image bytes with their detected Content-Type.', type: 'string', format: 'binary' },
        ...errorResponses(400, 401, 429),
        403: ref(ErrorResponse, 'The signature is invalid or has expired (invalid_signature).'),
        413: ref(ErrorResponse, 'The image is over 10 MB.'),
        415: ref(ErrorResponse, 'The address did not return a supported image.'),
        502: ref(ErrorResponse, 'The address could not be fetched (unreachable, error status, too many redirects).'),
      },
    },
    handler: async (request, reply) => {
      const { url, expires, signature } = request.query;
      if (!request.user) {
        if (expires === undefined || signature === undefined) throw notAuthenticated();
        if (options.imageUrls.check(url, expires, signature) !== 'valid') {
          throw new ApiError(403, 'invalid_signature', imageLinkMessages.invalidSignature);
        }
      }
      const image = await options.imageProxy.fetchImage(url);
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=3600')
        .send(image.body);
    },
  });
}

import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { metricsPayloadLimits } from '../../../../../../src/domain/metrics/metrics-payload';
import { ApiError, unsupportedMediaType, validationFailed } from '../../../../plugins/api-error';
import { toFieldErrors } from '../../../../plugins/validation-errors';
import type { MetricsService } from '../../../../services/metrics.service';
import { attributeErrors } from './metrics-attributes';
import { bearerSecurity, ErrorResponse, errorResponses, ref, ValidationErrorResponse } from '../shared.schema';
import { MetricsAccepted, MetricsEnvelope, MetricsSummary, MetricsSummaryQuery, type MetricsEnvelopeBody } from './metrics.schema';

export interface MetricsRoutesOptions {
  metrics: MetricsService;
  /** Requests per minute per IP on the ingestion endpoint (applies while the global rate limit is on). */
  rateLimitMax: number;
}

const isJson = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';

/** The if/then wrappers add "must match then schema" next to the real field errors; only the latter help. */
const withoutSchemaCombinators = (errors: FastifySchemaValidationError[]) =>
  validationFailed(toFieldErrors(errors.filter((error) => error.keyword !== 'if')));

/** Errors happen before sign-in too, so a missing or stale token only makes the measurement anonymous. */
async function optionalUserId(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  if (request.headers.authorization === undefined) return null;
  try {
    await app.authenticate(request);
    return request.user?.id ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 401) return null;
    throw error;
  }
}

export async function metricsRoutes(app: FastifyInstance, options: MetricsRoutesOptions): Promise<void> {
  app.post<{ Body: MetricsEnvelopeBody }>('/', {
    prefixTrailingSlash: 'slash',
    bodyLimit: metricsPayloadLimits.maxBodyBytes,
    // Public: errors happen before sign-in; a token, when sent, only attributes the measurement (optionalUserId).
    config: { access: 'public', rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } },
    schemaErrorFormatter: withoutSchemaCombinators,
    schema: {
      operationId: 'ingestMetrics',
      summary: 'Client metrics (web vitals, API timings) or an error report from the SPA (public; bearer optional)',
      description:
        'type metric: up to 100 measurements, stored for the operators\' summary. type report: a caught error with ' +
        'tags (feature, operation, form) and breadcrumbs, written to the server log. JSON only (sendBeacon: send a ' +
        'Blob of type application/json); bodies over 64 kB are refused with 413.',
      tags: ['Metrics'],
      security: [{}, ...bearerSecurity],
      body: MetricsEnvelope,
      response: {
        202: ref(MetricsAccepted, 'Accepted.'),
        // A body can also fail before validation (malformed JSON: parse_error), which has no `errors`.
        400: Type.Union([ref(ValidationErrorResponse), ref(ErrorResponse)], { description: 'Invalid input or malformed JSON.' }),
        ...errorResponses(429),
        413: ref(ErrorResponse, 'Body over 64 kB.'),
        415: ref(ErrorResponse, 'Not application/json.'),
      },
    },
    // Before the body is read, so a text/plain beacon is refused as such and not parsed as a string.
    onRequest: async (request) => {
      if (!isJson(request)) throw unsupportedMediaType('Send the metrics as application/json.');
    },
    handler: async (request, reply) => {
      const errors = attributeErrors(request.body);
      if (Object.keys(errors).length) throw validationFailed(errors);
      const userId = await optionalUserId(app, request);
      const accepted = await options.metrics.ingest(request.body, { userId });
      return reply.code(202).send({ accepted });
    },
  });

  app.get<{ Querystring: MetricsSummaryQuery }>('/summary/', {
    config: { access: 'staff' },
    schema: {
      operationId: 'getMetricsSummary',
      summary: 'p75 per metric and route with its SPEC §9 rating (staff or service token)',
      tags: ['Metrics'],
      security: [...bearerSecurity, { serviceToken: [] }],
      querystring: MetricsSummaryQuery,
      response: { 200: ref(MetricsSummary, 'p75, count and rating per metric name and route.'), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => options.metrics.summary(request.query),
  });
}

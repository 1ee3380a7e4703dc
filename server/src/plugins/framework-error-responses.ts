import type { FastifyError, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { errorResponses } from '../routes/api/v1/shared.schema';
import { badRequest, notFound } from './api-error';
import { sendApiError, toApiError } from './error-handler.plugin';

/** Methods whose body Fastify reads (and so can refuse as malformed, too large or of an unknown type). */
const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * onRoute: documents the answers Fastify gives before any handler runs, so that every route's OpenAPI responses
 * list what a client can really get (the fuzz suite checks it) without each route repeating them: 400 on a route
 * whose path, query or body is validated (or whose body is read: malformed JSON), and on a route that reads a body
 * 413 over the body limit and 415 for a content type without a parser.
 */
export function documentFrameworkErrors(route: RouteOptions): void {
  const schema = route.schema;
  const response = schema?.response as Record<string, unknown> | undefined;
  if (!schema || !response) return;
  const readsBody = [route.method].flat().some((method) => bodyMethods.has(method));
  const validatesInput = Boolean(schema.params || schema.querystring || schema.body || schema.headers);
  const statuses = [...(readsBody || validatesInput ? [400] : []), ...(readsBody ? [413, 415] : [])] as Array<400 | 413 | 415>;
  const framework = errorResponses(400, 413, 415);
  for (const status of statuses) {
    if (!(status in response) && !(String(status) in response)) response[status] = framework[status];
  }
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals, answered in the API's error shape instead of Fastify's
 * `{error, message, statusCode}`. A path segment over the router's length limit cannot name any resource: 404 (and
 * the detail does not echo a megabyte-long path back).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void sendApiError(reply, notFound());
  else if (error.code === 'FST_ERR_BAD_URL') void sendApiError(reply, badRequest('Malformed URL.'));
  else void sendApiError(reply, toApiError(error));
}

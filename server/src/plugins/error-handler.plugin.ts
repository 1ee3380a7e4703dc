import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, badRequest, payloadTooLarge, serverError, serviceUnavailable, unsupportedMediaType, validationFailed } from './api-error';
import { isDatabaseUnavailable } from '../db/database-errors';
import { isInvalidDataError } from '../db/invalid-data-errors';
import { toFieldErrors } from './validation-errors';

/** Fastify's own 4xx error codes and what the caller sees for them. */
const frameworkErrors: Record<string, () => ApiError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => payloadTooLarge(),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => unsupportedMediaType(),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => badRequest('Invalid Content-Length header.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => badRequest('Request body must not be empty.', 'parse_error'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => badRequest('Malformed JSON in request body.', 'parse_error'),
};

/** Turns anything thrown into the one public error shape `{detail, code[, errors], request_id}`. */
export function toApiError(error: FastifyError | Error): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return validationFailed(toFieldErrors(fastifyError.validation));
  const known = fastifyError.code ? frameworkErrors[fastifyError.code] : undefined;
  if (known) return known();
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return badRequest('Malformed JSON in request body.', 'parse_error');
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Framework 4xx messages describe the request, never server internals.
    return new ApiError(status, status === 404 ? 'not_found' : 'bad_request', fastifyError.message);
  }
  if (isDatabaseUnavailable(error)) return serviceUnavailable();
  // A value the database refuses (NUL byte, number out of range, ...) is the request's fault, not the server's.
  if (isInvalidDataError(error)) return badRequest('A value in the request cannot be stored or compared (invalid characters or out of range).');
  return serverError();
}

/** The public error body; `request_id` matches the X-Request-Id header and the server's log lines. */
export interface ApiErrorBody {
  detail: string;
  code: string;
  errors?: Record<string, string[]>;
  request_id: string;
}

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  reply.headers(error.headers);
  const body: ApiErrorBody = { detail: error.detail, code: error.code, request_id: reply.request.id };
  if (error.errors) body.errors = error.errors;
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
}

/** The only error handler of the app; 5xx are logged with their cause and answered without internals. */
export async function registerErrorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.statusCode === 503) {
      request.log.warn({ err: error }, 'database unavailable');
    } else if (apiError.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: apiError.code, status: apiError.statusCode }, apiError.detail);
    }
    return sendApiError(reply, apiError);
  });
}

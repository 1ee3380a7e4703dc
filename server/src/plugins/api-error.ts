/** Field name -> messages, as in `{detail, code, errors}` validation responses. */
export type FieldErrors = Record<string, string[]>;

/**
 * An error the API reports to the caller as `{detail, code, request_id}` (plus `errors` for validation).
 * Throw one from any route, service or hook; the error handler turns it into the response.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

export const badRequest = (detail: string, code = 'bad_request') => new ApiError(400, code, detail);

export const validationFailed = (errors: FieldErrors, detail = 'Invalid input.') =>
  new ApiError(400, 'validation_error', detail, errors);

export const notAuthenticated = (detail = 'Authentication credentials were not provided.') =>
  new ApiError(401, 'not_authenticated', detail, undefined, { 'www-authenticate': 'Bearer' });

export const invalidToken = (detail = 'Given token not valid for any token type.') =>
  new ApiError(401, 'invalid_token', detail, undefined, {
    'www-authenticate': 'Bearer error="invalid_token"',
  });

export const permissionDenied = (detail = 'You do not have permission to perform this action.') =>
  new ApiError(403, 'permission_denied', detail);

export const notFound = (detail = 'Not found.') => new ApiError(404, 'not_found', detail);

export const conflict = (detail: string, code = 'conflict') => new ApiError(409, code, detail);

export const payloadTooLarge = (detail = 'Request body is too large.') =>
  new ApiError(413, 'payload_too_large', detail);

export const unsupportedMediaType = (detail = 'Unsupported media type in request.') =>
  new ApiError(415, 'unsupported_media_type', detail);

export const throttled = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    'throttled',
    `Request was throttled. Expected available in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

export const serverError = () => new ApiError(500, 'server_error', 'Internal server error.');

/** The database (or another dependency) is down or restarting: the same request may succeed shortly. */
export const serviceUnavailable = (retryAfterSeconds = 5) =>
  new ApiError(503, 'service_unavailable', 'The service is temporarily unavailable. Please try again shortly.', undefined, {
    'retry-after': String(retryAfterSeconds),
  });

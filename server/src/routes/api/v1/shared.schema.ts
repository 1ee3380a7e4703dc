import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * A `$ref` to a component schema registered with `app.addSchema`, keeping the static type.
 * `description` becomes the OpenAPI response description when used as a response schema.
 */
export const ref = <T extends TSchema>(schema: T, description?: string) =>
  Type.Unsafe<Static<T>>({ ...Type.Ref(schema.$id as string), ...(description ? { description } : {}) });

/** A string limited to `values`, documented as one `enum` (TypeBox literal unions become nested anyOf). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** A value or null (OpenAPI 3.1 / JSON Schema style). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Every error body names its request, as the X-Request-Id response header does (docs/observability.md). */
const RequestId = Type.String({
  description: 'The id of this request (also in the X-Request-Id response header and the server log); quote it when reporting a problem.',
});

export const ErrorResponse = Type.Object(
  {
    detail: Type.String({ description: 'Human-readable explanation.' }),
    code: Type.String({ description: 'Stable machine-readable error code, e.g. not_authenticated.' }),
    request_id: RequestId,
  },
  { $id: 'ErrorResponse', additionalProperties: false },
);

export const ValidationErrorResponse = Type.Object(
  {
    detail: Type.String(),
    code: StringEnum(['validation_error']),
    errors: Type.Record(Type.String(), Type.Array(Type.String()), {
      description: 'Messages per field name; non_field_errors for the request as a whole.',
    }),
    request_id: RequestId,
  },
  { $id: 'ValidationErrorResponse', additionalProperties: false },
);

const errorDescriptions = {
  400: 'Invalid input.',
  401: 'Missing or invalid bearer token.',
  403: 'Not allowed.',
  404: 'Not found.',
  409: 'Illegal state transition.',
  410: 'Gone: expired or withdrawn.',
  413: 'Request body too large.',
  415: 'Unsupported content type.',
  429: 'Rate limited.',
} as const;

/** Response schemas for the listed error statuses, for a route's `schema.response`. */
export function errorResponses<const S extends keyof typeof errorDescriptions>(...statuses: S[]) {
  const result = {} as Record<S, TSchema>;
  for (const status of statuses) {
    // A 400 is either field validation (with `errors`) or a body that is not JSON at all (parse_error, no `errors`):
    // declaring only the first made the serializer fail on malformed JSON and answer 500.
    result[status] =
      status === 400
        ? Type.Union([ref(ValidationErrorResponse), ref(ErrorResponse)], { description: errorDescriptions[status] })
        : ref(ErrorResponse, errorDescriptions[status]);
  }
  return result;
}

export const bearerSecurity = [{ bearerAuth: [] }];

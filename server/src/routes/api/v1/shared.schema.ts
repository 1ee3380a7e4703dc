import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** A `$ref` to a component schema registered with `app.addSchema`, keeping the static type. */
export const ref = <T extends TSchema>(schema: T) => Type.Unsafe<Static<T>>(Type.Ref(schema.$id as string));

/** A value or null (OpenAPI 3.1 / JSON Schema style). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ErrorResponse = Type.Object(
  {
    detail: Type.String({ description: 'Human-readable explanation.' }),
    code: Type.String({ description: 'Stable machine-readable error code, e.g. not_authenticated.' }),
  },
  { $id: 'ErrorResponse', additionalProperties: false },
);

export const ValidationErrorResponse = Type.Object(
  {
    detail: Type.String(),
    code: Type.Literal('validation_error'),
    errors: Type.Record(Type.String(), Type.Array(Type.String()), {
      description: 'Messages per field name; non_field_errors for the request as a whole.',
    }),
  },
  { $id: 'ValidationErrorResponse', additionalProperties: false },
);

const errorDescriptions = {
  400: 'Invalid input.',
  401: 'Missing or invalid bearer token.',
  403: 'Not allowed.',
  404: 'Not found.',
  409: 'Illegal state transition.',
  429: 'Rate limited.',
} as const;

/** Response schemas for the listed error statuses, for a route's `schema.response`. */
export function errorResponses<const S extends keyof typeof errorDescriptions>(...statuses: S[]) {
  const result = {} as Record<S, TSchema>;
  for (const status of statuses) {
    const schema = status === 400 ? ValidationErrorResponse : ErrorResponse;
    result[status] = Type.Unsafe({ ...Type.Ref(schema.$id as string), description: errorDescriptions[status] });
  }
  return result;
}

export const bearerSecurity = [{ bearerAuth: [] }];

import {
  idempotencyErrorCodes as codes, idempotencyKeyHeader, idempotencyKeyMaxLength, idempotentReplayedHeader,
} from '../../../src/domain/idempotency/idempotency';

/** The one shared definition every keyed operation points at (`#/components/parameters/IdempotencyKey`). */
export const idempotencyKeyParameter = {
  name: idempotencyKeyHeader,
  in: 'header',
  required: false,
  description:
    'Makes a retry safe (docs/idempotency.md): the first response to this key is stored for 24 h and replayed, with ' +
    `\`${idempotentReplayedHeader}: true\`, for the same method, path and body. The same key with another request is ` +
    `a 422 \`${codes.keyReused}\`; while the first request still runs, a 409 \`${codes.keyInUse}\` with Retry-After. ` +
    `5xx, 400, 408 and 429 answers are not stored. A malformed key is a 400 \`${codes.invalidKey}\`.`,
  schema: { type: 'string', minLength: 1, maxLength: idempotencyKeyMaxLength, pattern: '^[\\x20-\\x7E]+$' },
} as const;

type Operation = {
  security?: Array<Record<string, unknown>>;
  parameters?: unknown[];
  responses?: Record<string, { description?: string; content?: unknown }>;
};
type OpenApiDocument = {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
};

const keyedMethods = ['post', 'put', 'patch', 'delete'];
const parameterRef = '#/components/parameters/IdempotencyKey';
const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } };
/** Status -> [description when the route declares none, sentence appended to the route's own]. */
const extraResponses: Record<string, [string, string | null]> = {
  '400': [`Invalid request, or a malformed Idempotency-Key (\`${codes.invalidKey}\`).`, null],
  '409': [
    `A request with this Idempotency-Key is still running (\`${codes.keyInUse}\`, Retry-After: 1).`,
    `Also \`${codes.keyInUse}\`: a request with this Idempotency-Key is still running (Retry-After: 1).`,
  ],
  '422': [`This Idempotency-Key was used for another request (\`${codes.keyReused}\`).`, null],
};

/** Only callers with a scope (a user, the service token) have keys: operations open to anonymous callers are left out. */
const requiresCaller = (operation: Operation) =>
  (operation.security?.length ?? 0) > 0 && operation.security!.every((requirement) => Object.keys(requirement).length > 0);

/**
 * @fastify/swagger `transformObject`: declares the Idempotency-Key header once as a component parameter and points
 * every authenticated state-changing /api/v1 operation at it, with the 409 and 422 it can answer. Done here, not in
 * each route, because the idempotency plugin keys every such route automatically.
 */
export function addIdempotencyToDocument<T extends object>(document: T): T {
  const openapi = document as OpenApiDocument;
  openapi.components = { ...openapi.components, parameters: { ...openapi.components?.parameters, IdempotencyKey: idempotencyKeyParameter } };
  for (const [path, item] of Object.entries(openapi.paths ?? {})) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const method of keyedMethods) {
      const operation = item[method];
      if (!operation || !requiresCaller(operation) || JSON.stringify(operation.parameters ?? []).includes(parameterRef)) continue;
      operation.parameters = [...(operation.parameters ?? []), { $ref: parameterRef }];
      const responses = (operation.responses ??= {});
      for (const [status, [description, addition]] of Object.entries(extraResponses)) {
        const declared = responses[status];
        if (!declared) responses[status] = { description, content: errorContent };
        else if (addition && !declared.description?.includes(addition)) declared.description = `${declared.description ?? ''} ${addition}`.trim();
      }
    }
  }
  return document;
}

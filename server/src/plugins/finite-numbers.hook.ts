import type { FastifyRequest } from 'fastify';
import { validationFailed, type FieldErrors } from './api-error';

/**
 * preHandler: refuses query, path and header values that Ajv coerced to Infinity. Ajv turns '1e309' or a 400-digit
 * number into Infinity and then skips `maximum`/`minimum` for non-finite values, so `?page=1e309` passed validation
 * and reached PostgreSQL as OFFSET Infinity (a 500, found by the fuzz suite). JSON bodies are not affected: a
 * parsed Infinity fails Ajv's type check.
 */
export async function refuseNonFiniteNumbers(request: FastifyRequest): Promise<void> {
  const errors: FieldErrors = {};
  for (const values of [request.query, request.params]) {
    if (!values || typeof values !== 'object') continue;
    for (const [field, value] of Object.entries(values as Record<string, unknown>)) {
      if (typeof value === 'number' && !Number.isFinite(value)) errors[field] = ['Ensure this value is a finite number.'];
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

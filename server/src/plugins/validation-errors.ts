import type { FastifySchemaValidationError } from 'fastify';
import type { FieldErrors } from './api-error';

/** What a request is told about a field its schema does not declare (bodies are never silently trimmed). */
export const unknownFieldMessage = 'Unknown field.';

/** The field an Ajv error is about: `/page_size` -> `page_size`, `/items/0/name` -> `items.0.name`. */
function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const child =
    typeof params.missingProperty === 'string'
      ? params.missingProperty
      : typeof params.additionalProperty === 'string'
        ? params.additionalProperty
        : '';
  const field = [base, child].filter(Boolean).join('.');
  return field || 'non_field_errors';
}

/** Plain-language messages for the Ajv keywords our schemas use. */
function messageOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'minimum':
      return `Ensure this value is greater than or equal to ${String(params.limit)}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${String(params.limit)}.`;
    case 'exclusiveMinimum':
      return `Ensure this value is greater than ${String(params.limit)}.`;
    case 'exclusiveMaximum':
      return `Ensure this value is less than ${String(params.limit)}.`;
    case 'minLength':
      return `Ensure this field has at least ${String(params.limit)} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${String(params.limit)} characters.`;
    case 'enum':
    case 'const':
      return `Select a valid choice. Allowed: ${((params.allowedValues as unknown[]) ?? [params.allowedValue]).join(', ')}.`;
    case 'type':
      return params.type === 'integer' ? 'A valid integer is required.' : `Expected ${String(params.type)}.`;
    case 'format':
      return params.format === 'uuid' ? 'Must be a valid UUID.' : `Enter a valid ${String(params.format)}.`;
    case 'pattern':
      return 'This value does not have the expected format.';
    case 'additionalProperties':
      return unknownFieldMessage;
    default:
      return error.message ? `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.` : 'Invalid value.';
  }
}

/** Groups Fastify/Ajv validation errors by field name, one message per problem, no duplicates. */
export function toFieldErrors(errors: readonly FastifySchemaValidationError[]): FieldErrors {
  // A Map, not an object literal: a field named `constructor` or `__proto__` (sent by a client) would otherwise
  // read Object.prototype's members and crash the error handler into a 500 (found by the fuzz suite).
  const result = new Map<string, string[]>();
  for (const error of errors) {
    const field = fieldOf(error);
    const message = messageOf(error);
    const messages = result.get(field) ?? [];
    if (!messages.includes(message)) messages.push(message);
    result.set(field, messages);
  }
  return Object.fromEntries(result);
}

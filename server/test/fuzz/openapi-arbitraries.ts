import fc from 'fast-check';
import { resolveRef, type JsonSchema, type OpenApiDocument } from './openapi-document';

/**
 * fast-check arbitraries for values that satisfy a JSON Schema of the OpenAPI document: the "valid" half of the
 * fuzzer. Sizes are kept small (strings up to ~40 characters, arrays up to 3 items) so each case stays cheap; the
 * hostile half (hostile-values.ts) covers the extremes.
 */

const maxDepth = 6;
const day = 86_400_000;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.max(minLength, Math.min((schema.maxLength as number | undefined) ?? 40, 40));
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms).toISOString());
    case 'date':
      return fc.integer({ min: Date.UTC(1990, 0, 1) / day, max: Date.UTC(2100, 0, 1) / day }).map((days) => new Date(days * day).toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl({ withQueryParameters: true }).filter((url) => url.length <= ((schema.maxLength as number | undefined) ?? 2048));
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= ((schema.maxLength as number | undefined) ?? 254));
    case 'binary':
      return fc.constant('');
    default:
      break;
  }
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length >= minLength && value.length <= ((schema.maxLength as number | undefined) ?? Infinity));
  }
  // Mostly printable ASCII (what a form sends), sometimes any Unicode (emoji, RTL, combining marks).
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }).filter((value) => value.length <= ((schema.maxLength as number | undefined) ?? Infinity)) },
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum as number | undefined;
  const exclusiveMax = schema.exclusiveMaximum as number | undefined;
  const min = (schema.minimum as number | undefined) ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 1e-6) : -1_000_000);
  const max = (schema.maximum as number | undefined) ?? (exclusiveMax !== undefined ? exclusiveMax - (integer ? 1 : 1e-6) : Math.max(min, 0) + 1_000_000);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((value) => (Object.is(value, -0) ? 0 : value)),
  );
}

function objectArbitrary(document: OpenApiDocument, schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    model[name] = schemaArbitrary(document, property, depth + 1);
  }
  const declared = fc.record(model, { requiredKeys: [...required].filter((key) => key in model) });
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object' && Object.keys(properties).length === 0) {
    // A map (Record<string, T>): a few keys of the documented value type.
    const maxKeys = Math.min((schema.maxProperties as number | undefined) ?? 3, 3);
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), schemaArbitrary(document, extra as JsonSchema, depth + 1), { maxKeys, noNullPrototype: true });
  }
  return declared as fc.Arbitrary<Record<string, unknown>>;
}

/** A value valid for `schema` (as far as plain JSON Schema goes: cross-field rules such as if/then are left to the API). */
export function schemaArbitrary(document: OpenApiDocument, input: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolveRef(document, input);
  if (depth > maxDepth) return fc.constant(null);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => schemaArbitrary(document, alternative, depth)));
  if (Array.isArray(schema.allOf)) {
    const merged = (schema.allOf as JsonSchema[]).map((part) => resolveRef(document, part)).reduce<JsonSchema>(
      (all, part) => ({ ...all, ...part, properties: { ...(all.properties as object), ...(part.properties as object) }, required: [...((all.required as string[]) ?? []), ...((part.required as string[]) ?? [])] }),
      {},
    );
    return schemaArbitrary(document, merged, depth);
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  if (type.length > 1) return fc.oneof(...type.map((one) => schemaArbitrary(document, { ...schema, type: one }, depth)));
  switch (type[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schemaArbitrary(document, (schema.items ?? {}) as JsonSchema, depth + 1);
      const minLength = (schema.minItems as number | undefined) ?? 0;
      const maxLength = Math.max(minLength, Math.min((schema.maxItems as number | undefined) ?? 3, 3));
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(document, schema, depth);
    default:
      // No type at all: any small JSON value.
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

/** A query string or path value as the SPA would write it. */
export function toParameterText(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map((item) => String(item));
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

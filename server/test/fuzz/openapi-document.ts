import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/** The parts of an OpenAPI 3 document the fuzzer reads. Schemas stay plain JSON Schema objects. */
export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiResponse {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** One operation of the document, with what the generators need. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The documented template, e.g. /api/v1/campaigns/{id}/. */
  path: string;
  operationId: string;
  parameters: Parameter[];
  /** The documented request media type (application/json or multipart/form-data), when the operation takes a body. */
  bodyType?: string;
  bodySchema?: JsonSchema;
  bodyRequired: boolean;
  responses: Record<string, OpenApiResponse>;
}

export const documentUrl = new URL('../../openapi.json', import.meta.url);

export function loadDocument(): OpenApiDocument {
  return JSON.parse(readFileSync(documentUrl, 'utf8')) as OpenApiDocument;
}

/** Every operation of the document, in document order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const [bodyType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        operationId: operation.operationId,
        parameters: operation.parameters ?? [],
        bodyType,
        bodySchema: media?.schema,
        bodyRequired: operation.requestBody?.required ?? false,
        responses: operation.responses,
      });
    }
  }
  return operations;
}

/** Follows a local `#/components/schemas/X` reference; other schemas come back as they are. */
export function resolveRef(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops += 1) {
    const name = (current.$ref as string).replace('#/components/schemas/', '');
    const target = document.components.schemas[name];
    if (!target) throw new Error(`unresolved $ref ${String(current.$ref)}`);
    current = target;
  }
  return current;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const componentsId = 'openapi-components';

/**
 * Validators for documented response bodies: ajv over the document's own schemas (component `$ref`s resolve
 * against the document), compiled once per operation and status.
 */
export function createResponseValidator(document: OpenApiDocument) {
  // strict: false — OpenAPI adds keywords JSON Schema validators do not know (example, nullable in 3.0, etc.).
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: componentsId, components: document.components });
  const rewrite = (schema: JsonSchema): JsonSchema =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${componentsId}#/components/schemas/`)) as JsonSchema;
  const cache = new Map<string, ValidateFunction>();
  return (operation: Operation, status: string, schema: JsonSchema): ValidateFunction => {
    const key = `${operation.method} ${operation.path} ${status}`;
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.compile(rewrite(schema));
      cache.set(key, validate);
    }
    return validate;
  };
}

import fc from 'fast-check';
import { pngImage } from '../helpers/image-fixtures';
import { multipartBody, type MultipartPart } from '../helpers/multipart';
import { hostileBodies, hostileContentTypes, hostileFieldToken, hostileParameterText, hostileStrings } from './hostile-values';
import { schemaArbitrary, toParameterText } from './openapi-arbitraries';
import { resolveRef, type JsonSchema, type OpenApiDocument, type Operation, type Parameter } from './openapi-document';
import type { FuzzWorld, Persona } from './personas';

/** One generated request: what to send, plus a short description printed when a property fails. */
export interface FuzzRequest {
  kind: 'valid' | 'hostile path' | 'hostile query' | 'hostile field' | 'hostile body' | 'hostile content type';
  note: string;
  persona: Persona;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  /** Built on demand so that megabyte payloads are not kept (or printed) by fast-check. */
  payload: () => string | Buffer | undefined;
}

const marker = '@@fuzz-hostile-value@@';
const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a failure prints instead of fast-check's dump of the value (which would include megabyte strings). */
export function describeRequest(request: FuzzRequest): string {
  const payload = request.payload();
  const text = payload === undefined ? '(none)' : Buffer.isBuffer(payload) ? `<${payload.length} bytes>` : payload;
  const shown = text.length > 600 ? `${text.slice(0, 600)}… (${text.length} characters)` : text;
  const url = request.url.length > 400 ? `${request.url.slice(0, 400)}… (${request.url.length} characters)` : request.url;
  // The persona's token is long and says nothing: replay with the same persona instead.
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, name === 'authorization' && value === request.persona.headers.authorization ? `Bearer <${request.persona.name}>` : value]));
  return `${request.kind} [${request.note}] as ${request.persona.name}: ${request.method} ${url}\n  headers: ${JSON.stringify(headers)}\n  body: ${shown}`;
}

const withToString = (request: FuzzRequest): FuzzRequest => Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });

const loneSurrogate = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

/** A lone surrogate as the three bytes of its (invalid) UTF-8 form, percent-encoded: %ED%A0%80 for U+D800. */
function wtf8Escape(unit: number): string {
  const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
  return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) is sent as invalid UTF-8, as an attacker would. */
function encodeText(text: string): string {
  return text
    .split(loneSurrogate)
    .map((piece) => (piece.length === 1 && loneSurrogate.test(piece) ? wtf8Escape(piece.charCodeAt(0)) : encodeURIComponent(piece)))
    .join('');
}
const encodePathText = encodeText;

function parameterArbitrary(document: OpenApiDocument, parameter: Parameter, world: FuzzWorld): fc.Arbitrary<unknown> {
  const schema = resolveRef(document, parameter.schema ?? { type: 'string' });
  const fromSchema = schemaArbitrary(document, schema);
  if (parameter.in !== 'path') return fromSchema;
  // Path values: mostly ids and slugs that exist, so the handler runs; sometimes a well-formed unknown one.
  const known = schema.format === 'uuid' ? world.known.ids : world.known.slugs;
  return known.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fromSchema }) : fromSchema;
}

interface Parts {
  path: Record<string, string>;
  query: Array<[string, string]>;
  headers: Record<string, string>;
}

function validParts(document: OpenApiDocument, operation: Operation, world: FuzzWorld): fc.Arbitrary<Parts> {
  const entries = operation.parameters.map((parameter) => {
    const value = parameterArbitrary(document, parameter, world);
    return (parameter.required || parameter.in === 'path' ? value : fc.option(value, { nil: undefined, freq: 2 })).map((v) => [parameter, v] as const);
  });
  return fc.tuple(...entries).map((pairs) => {
    const parts: Parts = { path: {}, query: [], headers: {} };
    for (const [parameter, value] of pairs) {
      if (value === undefined) continue;
      const text = toParameterText(value);
      if (parameter.in === 'path') parts.path[parameter.name] = encodePathText(String(text));
      else if (parameter.in === 'query') for (const one of [text].flat()) parts.query.push([parameter.name, one]);
      else if (parameter.in === 'header') parts.headers[parameter.name.toLowerCase()] = String(text);
    }
    return parts;
  });
}

function urlOf(operation: Operation, parts: Parts): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => parts.path[name] ?? 'missing');
  const query = parts.query.map(([key, value]) => `${encodeText(key)}=${encodeText(value)}`).join('&');
  return query ? `${path}?${query}` : path;
}

/** Replaces one field (or adds `__proto__`/`constructor`/an unknown one) of a JSON body with raw hostile JSON. */
function withHostileField(body: unknown, key: string, token: string): string {
  const target: Record<string, unknown> = body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  delete target[key];
  // An object literal cannot hold an own "__proto__" key, and the token is raw JSON: both are swapped in as text.
  target[marker] = marker;
  return JSON.stringify(target).replace(`"${marker}":"${marker}"`, () => `${JSON.stringify(key)}:${token}`);
}

function multipartPayload(fields: Record<string, unknown>, file: { name: string; bytes: Buffer; type: string }) {
  const parts: MultipartPart[] = Object.entries(fields)
    .filter(([name]) => name !== 'file')
    .map(([name, value]) => ({ name, value: String(value) }));
  parts.push({ name: 'file', value: file.bytes, fileName: file.name, contentType: file.type });
  return multipartBody(parts);
}

/** Every kind of request for `operation`, valid and hostile, as each persona. */
export function requestArbitrary(document: OpenApiDocument, operation: Operation, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const persona = fc.constantFrom(...world.personas);
  const parts = validParts(document, operation, world);
  const bodySchema: JsonSchema = operation.bodySchema ? resolveRef(document, operation.bodySchema) : {};
  const body = operation.bodySchema ? schemaArbitrary(document, bodySchema) : fc.constant(undefined);
  const isMultipart = operation.bodyType === 'multipart/form-data';
  const takesBody = bodyMethods.has(operation.method);
  const make = (kind: FuzzRequest['kind'], note: string, who: Persona, p: Parts, payload: FuzzRequest['payload'], headers: Record<string, string> = {}) =>
    withToString({ kind, note, persona: who, method: operation.method, url: urlOf(operation, p), headers: { ...p.headers, ...who.headers, ...headers }, payload });

  const validBody = (value: unknown): { payload: () => string | Buffer | undefined; headers: Record<string, string> } => {
    if (isMultipart) {
      const built = multipartPayload((value ?? {}) as Record<string, unknown>, { name: 'fuzz.png', bytes: pngImage(3, 3), type: 'image/png' });
      return { payload: () => built.payload, headers: built.headers };
    }
    if (value === undefined) return { payload: () => undefined, headers: {} };
    return { payload: () => JSON.stringify(value), headers: { 'content-type': 'application/json' } };
  };

  const cases: Array<{ weight: number; arbitrary: fc.Arbitrary<FuzzRequest> }> = [
    { weight: 4, arbitrary: fc.tuple(persona, parts, body).map(([who, p, value]) => { const b = validBody(value); return make('valid', 'per schema', who, p, b.payload, b.headers); }) },
  ];
  const pathNames = operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
  if (pathNames.length > 0) {
    cases.push({ weight: 1, arbitrary: fc.tuple(persona, parts, body, fc.constantFrom(...pathNames), hostileParameterText).map(([who, p, value, name, hostile]) => {
      const b = validBody(value);
      return make('hostile path', `${name} = ${hostile.label}`, who, { ...p, path: { ...p.path, [name]: encodePathText(hostile.text()) } }, b.payload, b.headers);
    }) });
  }
  const queryNames = operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  if (operation.method === 'GET' || queryNames.length > 0) {
    const names = [...queryNames, '__proto__', 'constructor', 'unknown_param'];
    cases.push({ weight: queryNames.length > 0 ? 2 : 1, arbitrary: fc.tuple(persona, parts, fc.constantFrom(...names), hostileParameterText, fc.boolean()).map(([who, p, name, hostile, repeated]) => {
      const text = hostile.text();
      const query: Array<[string, string]> = [...p.query.filter(([key]) => key !== name), [name, text], ...(repeated ? [[name, 'second'] as [string, string]] : [])];
      return make('hostile query', `${name} = ${hostile.label}${repeated ? ' (repeated)' : ''}`, who, { ...p, query }, () => undefined);
    }) });
  }
  if (takesBody) {
    const properties = Object.keys((bodySchema.properties ?? {}) as object);
    const keys = [...properties, '__proto__', 'constructor', 'unknown_field'];
    if (isMultipart) {
      cases.push({ weight: 2, arbitrary: fc.tuple(persona, parts, body, fc.constantFrom(...keys), fc.constantFrom(...hostileStrings), fc.constantFrom('fuzz.png', '\u202Egnp.exe', 'a\u0000b.png', 'x'.repeat(2000), '../../x.png', '')).map(([who, p, value, key, text, fileName]) => {
        const built = multipartPayload({ ...((value ?? {}) as object), [key]: text }, key === 'file' ? { name: fileName, bytes: Buffer.from(text), type: 'image/png' } : { name: fileName, bytes: pngImage(2, 2), type: 'image/png' });
        return make('hostile field', `${key} = ${JSON.stringify(text.slice(0, 40))}, file name ${JSON.stringify(fileName.slice(0, 40))}`, who, p, () => built.payload, built.headers);
      }) });
    } else {
      cases.push({ weight: 3, arbitrary: fc.tuple(persona, parts, body, fc.constantFrom(...keys), hostileFieldToken).map(([who, p, value, key, hostile]) =>
        make('hostile field', `${key} = ${hostile.label}`, who, p, () => withHostileField(value, key, hostile.json()), { 'content-type': 'application/json' })) });
    }
    cases.push({ weight: 2, arbitrary: fc.tuple(persona, parts, fc.constantFrom(...hostileBodies), fc.constantFrom('application/json', 'multipart/form-data; boundary=x')).map(([who, p, hostile, type]) => {
      const contentType = isMultipart ? type : 'application/json';
      return make('hostile body', `${hostile.label} as ${contentType}`, who, p, hostile.text, { 'content-type': contentType });
    }) });
    cases.push({ weight: 1, arbitrary: fc.tuple(persona, parts, body, fc.constantFrom(...hostileContentTypes, 'none')).map(([who, p, value, type]) => {
      const payload = value === undefined ? '{}' : JSON.stringify(value);
      const note = type === 'none' ? 'JSON without a content type' : `JSON sent as ${type}`;
      return make('hostile content type', note, who, p, () => payload, type === 'none' ? {} : { 'content-type': type });
    }) });
  }
  return fc.oneof(...cases);
}

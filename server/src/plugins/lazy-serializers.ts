import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type RouteSerializerCompiler = ReturnType<SerializerFactory>;

/**
 * Fastify compiles a fast-json-stringify serializer for every response schema of every route when the app becomes
 * ready: about a third of the start-up time of this API (hundreds of documented responses), paid by every process
 * start, every test file and every e2e server, for responses most processes never send. This factory hands Fastify the
 * same compiler, but each route's serializer is built the first time that response is sent and then reused, so the
 * output is byte for byte what the eager one gives (unknown fields are still dropped from responses).
 *
 * `eager: true` keeps Fastify's behaviour; server/test/openapi.test.ts builds an app that way to prove every response
 * schema still compiles, since a lazy build would only fail when that response is first sent.
 */
export function serializerCompilersFactory({ eager = false }: { eager?: boolean } = {}): SerializerFactory {
  const selector = SerializerSelector();
  if (eager) return selector;
  return ((externalSchemas: unknown, options: unknown) => {
    const compile = (selector as (schemas: unknown, opts: unknown) => RouteSerializerCompiler)(externalSchemas, options);
    return ((routeSchema: Parameters<RouteSerializerCompiler>[0]) => {
      let serialize: ((data: unknown) => string) | undefined;
      return (data: unknown) => (serialize ??= compile(routeSchema) as (data: unknown) => string)(data);
    }) as RouteSerializerCompiler;
  }) as SerializerFactory;
}

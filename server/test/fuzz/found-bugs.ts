/**
 * Requests the fuzz suite once answered with a 500 (docs/testing.md "Fuzzing"), replayed on every run whatever the
 * seed draws, with the status each must get now. `as` names the persona (personas.ts).
 */
export interface FoundBug {
  what: string;
  as: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  payload?: string;
  status: number;
}

const digits = (count: number) => '9'.repeat(count);

export const foundBugs: readonly FoundBug[] = [
  { what: 'a body field named constructor (validation errors read Object.prototype)', as: 'brand admin', method: 'POST', url: '/api/v1/campaigns/', headers: { 'content-type': 'application/json' }, payload: '{"name":"x","constructor":"\\u0000"}', status: 400 },
  { what: 'a repeated __proto__ query parameter', as: 'service token', method: 'GET', url: '/api/v1/metrics/summary/?__proto__=a&__proto__=b', status: 400 },
  { what: 'page=1e309 (Ajv coerces to Infinity and skips its range checks)', as: 'anonymous', method: 'GET', url: '/api/v1/notices/?page=1e309', status: 400 },
  { what: 'page_size of 400 digits', as: 'brand admin', method: 'GET', url: `/api/v1/campaigns/?page_size=${digits(400)}`, status: 400 },
  { what: 'page=2^63 (OFFSET out of range in PostgreSQL)', as: 'anonymous', method: 'GET', url: '/api/v1/notices/?page=9223372036854775808', status: 400 },
  { what: 'a NUL byte reaching PostgreSQL (22021)', as: 'brand admin', method: 'GET', url: '/api/v1/campaigns/?search=a%00b', status: 400 },
  { what: 'a NUL byte in the search box', as: 'influencer', method: 'GET', url: '/api/v1/search/?q=a%00b', status: 400 },
  { what: 'multipart/form-data with an empty boundary', as: 'influencer', method: 'POST', url: '/api/v1/assets/', headers: { 'content-type': 'multipart/form-data; boundary=' }, payload: '{"file":""}', status: 400 },
  { what: 'a path segment over the router limit (Fastify answered 414 in its own shape)', as: 'brand admin', method: 'GET', url: `/api/v1/brands/${digits(200)}/`, status: 404 },
];

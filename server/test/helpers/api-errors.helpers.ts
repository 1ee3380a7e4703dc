import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';

/**
 * An error response's body without its `request_id` (every error body names its request; the value differs per
 * request, so tests compare the rest). Fails when the id is missing.
 */
export function errorBody(response: LightMyRequestResponse): Record<string, unknown> {
  const { request_id: requestId, ...rest } = response.json() as Record<string, unknown>;
  assert.equal(typeof requestId, 'string', `request_id in ${response.body}`);
  return rest;
}

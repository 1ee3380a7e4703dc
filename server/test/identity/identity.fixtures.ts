import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { testServiceToken } from '../helpers/test-app';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** The development outbox, newest first (what the e2e tests read too). */
export async function outbox(app: FastifyInstance): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox/?page_size=100', headers: { 'x-service-token': testServiceToken } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().results;
}

export async function latestMailTo(app: FastifyInstance, to: string): Promise<OutboxMessage> {
  const mail = (await outbox(app)).find((message) => message.to === to);
  assert.ok(mail, `an e-mail to ${to}`);
  return mail;
}

/** The first link in a mail whose path starts with `pathPrefix`. */
export function linkIn(mail: OutboxMessage, pathPrefix: string): URL {
  const link = mail.text.match(/https?:\/\/\S+/g)?.map((raw) => new URL(raw)).find((url) => url.pathname.startsWith(pathPrefix));
  assert.ok(link, `a ${pathPrefix} link in: ${mail.text}`);
  return link;
}

export interface BrowserRequest {
  method?: 'GET' | 'POST';
  path: string;
  payload?: object;
  /** The address the page was opened on, e.g. http://127.0.0.1:3000: sent as Host and Origin. */
  pageOrigin: string;
  /** Origin header when it differs from the page (a page on another site posting here). */
  origin?: string;
  cookie?: string;
  remoteAddress?: string;
}

/** A request as a browser on `pageOrigin` would send it to /api/auth. */
export function browserAuthRequest(app: FastifyInstance, request: BrowserRequest): Promise<LightMyRequestResponse> {
  const method = request.method ?? 'POST';
  return app.inject({
    method,
    url: `/api/auth${request.path}`,
    ...(method === 'POST' ? { payload: request.payload ?? {} } : {}),
    remoteAddress: request.remoteAddress ?? '10.66.0.1',
    headers: {
      host: new URL(request.pageOrigin).host,
      ...(method === 'POST' ? { origin: request.origin ?? request.pageOrigin } : {}),
      ...(request.cookie ? { cookie: request.cookie } : {}),
    },
  });
}

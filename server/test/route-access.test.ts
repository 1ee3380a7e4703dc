import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RouteAccess } from '../src/plugins/route-access';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Every /api/v1 route must decide who may call it. Deny by default: a route that declares nothing is `user`. The
 * routes anyone may call are named here one by one, so a new public (or optional) route is a test failure until
 * someone writes it down on purpose (docs/security.md "API access control").
 */
const openRoutes: Record<string, Exclude<RouteAccess, 'user' | 'staff'>> = {
  'GET /api/v1/health/': 'public',
  'GET /api/v1/health/live/': 'public',
  'GET /api/v1/health/ready/': 'public',
  'GET /api/v1/notices/': 'public',
  'GET /api/v1/config/': 'public',
  'GET /api/v1/schema/': 'public',
  // A team invite link shows what it offers to whoever holds it (docs/team.md); accepting needs a token.
  'GET /api/v1/team-invites/:token/': 'public',
  // Links inside outreach e-mails (docs/outreach-email.md): the HMAC in each link authenticates it.
  'GET /api/v1/email-tracking/o/:messageId/': 'public',
  'GET /api/v1/email-tracking/c/:messageId/': 'public',
  'GET /api/v1/email-tracking/unsubscribe/:token/': 'public',
  'POST /api/v1/email-tracking/unsubscribe/:token/': 'public',
  'POST /api/v1/metrics/': 'public',
  'POST /api/v1/webhooks/clerk/': 'public',
  // Profile pictures and logos are shown to anyone; other assets need their owner's token.
  'GET /api/v1/assets/:id/download/': 'optional',
  'GET /api/v1/assets/:id/inline/': 'optional',
  // A signed, expiring URL issued by the API stands in for the token an <img> cannot send.
  'GET /api/v1/utils/image-proxy/': 'optional',
  // The platform's redirect back carries no bearer token: the single-use state, bound to the user and to the
  // browser's cookie, authenticates it (docs/social-integrations.md).
  'GET /api/v1/auth/youtube/callback/': 'public',
  'GET /api/v1/auth/instagram/callback/': 'public',
  // Razorpay calls these, signed (docs/payments.md): the webhook's signature covers its raw body; Checkout's return is
  // a browser form post whose payment signature is checked against the stored order, and which moves no money.
  'POST /api/v1/webhooks/razorpay/': 'public',
  'POST /api/v1/payments/razorpay/callback/': 'public',
  'POST /api/v1/webhooks/razorpayx/': 'public',
  // Stripe's signed webhook (Stripe-Signature over the raw body); the browser's return from paying, which asks Stripe
  // for the PaymentIntent and moves no money; the live payment page (opened by a form post with the intent's client
  // secret) and its script.
  'POST /api/v1/webhooks/stripe/': 'public',
  'GET /api/v1/payments/stripe/return/': 'public',
  'POST /api/v1/payments/stripe/checkout/': 'public',
  'GET /api/v1/payments/stripe/checkout.js': 'public',
};
const isThirdPartyDocs = (url: string) => url.startsWith('/api/v1/docs');

const uuid = '0b3c7a3e-2f4f-4a43-9d43-6f7ad3f2f1a1';
const withParams = (url: string) => url.replace(/:[A-Za-z]+/g, uuid);
const key = (method: string, url: string) => `${method} ${url}`;
/** OpenAPI spells `:id` as `{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('route access: every /api/v1 route refuses an anonymous caller unless it is declared open', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  const routes = () => t.app.routeAccess.filter((route) => !isThirdPartyDocs(route.url));

  it('collects the whole route table (sanity: the walk below is not empty)', () => {
    assert.ok(routes().length > 80, `only ${routes().length} routes`);
    assert.ok(routes().some((route) => route.method === 'POST' && route.url === '/api/v1/campaigns/'));
  });

  it('the open routes are exactly the allow-list, with the access it names', () => {
    const open = Object.fromEntries(
      routes().filter((route) => route.access === 'public' || route.access === 'optional' )
        .filter((route) => route.method !== 'HEAD')
        .map((route) => [key(route.method, route.url), route.access]),
    );
    assert.deepEqual(open, openRoutes);
  });

  it('every other route and method answers 401 without a token, before looking at the body, query or params', async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      if (openRoutes[key(route.method === 'HEAD' ? 'GET' : route.method, route.url)]) continue;
      const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: `${withParams(route.url)}?page=zero&bogus=1`,
        ...(hasBody ? { payload: { bogus: 'x', status: 42 } } : {}),
      });
      if (response.statusCode !== 401) failures.push(`${key(route.method, route.url)} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
      else if (route.method !== 'HEAD') {
        const body = response.json() as { code: string; errors?: unknown };
        if (body.code !== 'not_authenticated' || body.errors !== undefined) failures.push(`${key(route.method, route.url)} -> ${response.body}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  it('POST campaigns/ and GET search/ without a token: 401 with no field list', async () => {
    for (const [method, url] of [['POST', '/api/v1/campaigns/'], ['GET', '/api/v1/search/']] as const) {
      const response = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      assert.equal(response.statusCode, 401, `${method} ${url}: ${response.body}`);
      assert.equal(response.headers['www-authenticate'], 'Bearer');
      assert.deepEqual(Object.keys(response.json() as object).filter((field) => field !== 'request_id'), ['detail', 'code']);
    }
  });

  it('the OpenAPI document says the same: open routes allow no credentials, the others require them', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/schema/' })).json() as {
      paths: Record<string, Record<string, { security?: Array<Record<string, unknown>> }>>;
    };
    const mismatches: string[] = [];
    for (const route of routes()) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation || route.method === 'HEAD') continue;
      const allowsAnonymous = operation.security === undefined || operation.security.length === 0
        || operation.security.some((requirement) => Object.keys(requirement).length === 0);
      const open = route.access === 'public' || route.access === 'optional';
      if (allowsAnonymous !== open) mismatches.push(`${key(route.method, route.url)} (${route.access})`);
    }
    assert.deepEqual(mismatches, []);
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { Webhook } from 'svix';

/**
 * A stand-in for a Clerk instance on 127.0.0.1: an RSA key pair whose public half is served as the JWKS at
 * `${issuer}/.well-known/jwks.json`, session tokens signed like Clerk's 'persona_aware' template, and a
 * locally generated `whsec_` secret to sign webhook deliveries the way Svix does.
 */
export interface FakeClerk {
  issuer: string;
  publishableKey: string;
  webhookSecret: string;
  env(extra?: Record<string, string>): Record<string, string>;
  sessionToken(claims?: JWTPayload, options?: { kid?: string }): Promise<string>;
  signedDelivery(event: unknown, options?: { id?: string; timestamp?: Date }): { payload: string; headers: Record<string, string> };
  close(): Promise<void>;
}

export async function startFakeClerk(): Promise<FakeClerk> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = `ins_${randomBytes(6).toString('hex')}`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server: Server = createServer((request, response) => {
    if (request.url === '/.well-known/jwks.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const webhookSecret = `whsec_${randomBytes(24).toString('base64')}`;
  const webhook = new Webhook(webhookSecret);

  return {
    issuer,
    publishableKey: 'pk_test_ZmFrZS1jbGVyay5leGFtcGxlJA',
    webhookSecret,
    env: (extra = {}) => ({
      CLERK_PUBLISHABLE_KEY: 'pk_test_ZmFrZS1jbGVyay5leGFtcGxlJA',
      CLERK_ISSUER: issuer,
      CLERK_WEBHOOK_SECRET: webhookSecret,
      ...extra,
    }),
    sessionToken: (claims = {}, options = {}) =>
      new SignJWT({ azp: 'http://localhost:3000', sid: `sess_${randomUUID()}`, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' })
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : issuer)
        .setSubject(typeof claims.sub === 'string' ? claims.sub : 'user_2abcDEF')
        .setIssuedAt()
        .setNotBefore('0s')
        .setExpirationTime('60s')
        .sign(privateKey),
    signedDelivery: (event, options = {}) => {
      const id = options.id ?? `msg_${randomBytes(8).toString('hex')}`;
      const timestamp = options.timestamp ?? new Date();
      const payload = JSON.stringify(event);
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          'svix-id': id,
          'svix-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
          'svix-signature': webhook.sign(id, timestamp, payload),
        },
      };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A Clerk `user.*` event body as Clerk sends it (only the fields the API reads, plus some noise). */
export function clerkUserEvent(type: 'user.created' | 'user.updated', user: {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  imageUrl?: string;
  persona?: string;
}) {
  return {
    type,
    object: 'event',
    data: {
      id: user.id,
      object: 'user',
      first_name: user.firstName ?? null,
      last_name: user.lastName ?? null,
      image_url: user.imageUrl ?? null,
      primary_email_address_id: 'idn_primary',
      email_addresses: [
        { id: 'idn_secondary', email_address: 'secondary@example.test' },
        { id: 'idn_primary', email_address: user.email },
      ],
      public_metadata: user.persona ? { persona: user.persona } : {},
      private_metadata: {},
    },
  };
}

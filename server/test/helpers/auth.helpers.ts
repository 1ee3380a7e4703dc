import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import type { Persona } from '../../../src/domain/constants';
import { isBuiltinIdentity, type BuiltinIdentity } from '../../src/identity/identity';
import { eq } from 'drizzle-orm';
import { authUsers } from '../../src/db/schema/auth.schema';

export interface SignUpInput {
  email: string;
  password: string;
  name: string;
  persona: Persona;
}

let addressCounter = 0;
/** A distinct client address per call keeps better-auth's per-IP rate limits out of unrelated tests. */
const nextRemoteAddress = () => `10.77.${Math.floor(++addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;

/** `name=value; ...` of every cookie the response sets, ready for a Cookie header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** The browser-side origin better-auth expects on cookie-bearing POSTs. */
export function originOf(app: FastifyInstance): string {
  return new URL(app.context.config.publicUrl).origin;
}

export async function postAuth(app: FastifyInstance, path: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    payload: payload as object,
    remoteAddress: nextRemoteAddress(),
    headers: { origin: originOf(app), ...(cookie ? { cookie } : {}) },
  });
}

/** Exchanges a session cookie for a short-lived access token (GET /api/auth/token). */
export async function tokenForSession(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  assert.equal(response.statusCode, 200, `GET /api/auth/token: ${response.body}`);
  const { token } = response.json() as { token: string };
  return token;
}

/** Signs up through the real /api/auth endpoints (autoSignIn), then returns the JWT for `Authorization`. */
export async function signUpAndGetToken(app: FastifyInstance, input: SignUpInput): Promise<string> {
  const response = await postAuth(app, '/sign-up/email', input);
  assert.equal(response.statusCode, 200, `sign-up of ${input.email}: ${response.body}`);
  return tokenForSession(app, cookieHeader(response));
}

/** Marks a built-in account's e-mail as verified (what a verification link would do); new tokens carry it. */
export async function markEmailVerified(app: FastifyInstance, email: string): Promise<void> {
  await app.context.database.db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, email.toLowerCase()));
}

/** Signs in with e-mail and password; returns the session cookie and an access token. */
export async function signInAndGetToken(app: FastifyInstance, email: string, password: string) {
  const response = await postAuth(app, '/sign-in/email', { email, password });
  assert.equal(response.statusCode, 200, `sign-in of ${email}: ${response.body}`);
  const cookie = cookieHeader(response);
  return { cookie, token: await tokenForSession(app, cookie) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function builtinIdentityOf(app: FastifyInstance): BuiltinIdentity {
  const identity = app.context.identity;
  assert.ok(isBuiltinIdentity(identity), 'the app runs the built-in identity provider');
  return identity;
}

/**
 * Signs an arbitrary payload with the built-in provider's real signing key (better-auth's server-only
 * signJWT), for tokens a client cannot obtain normally: expired, another issuer, and so on.
 */
export async function signWithBuiltinKey(app: FastifyInstance, payload: Record<string, unknown>): Promise<string> {
  const { token } = await builtinIdentityOf(app).auth.api.signJWT({ body: { payload } });
  return token;
}

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair } from 'jose';
import { InvalidTokenError } from '../../src/identity/invalid-token.error';
import { bearer, signUpAndGetToken, signWithBuiltinKey } from '../helpers/auth.helpers';
import { createTestApp, testPublicUrl, type TestApp } from '../helpers/test-app';

const whoamiUrl = '/api/v1/accounts/whoami/';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

describe('access token checks on an authenticated route', () => {
  let t: TestApp;
  let valid: string;
  let claims: Record<string, unknown>;

  const whoami = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: whoamiUrl, headers });
  const assertRefused = async (token: string, label: string) => {
    const response = await whoami(bearer(token));
    assert.equal(response.statusCode, 401, `${label}: ${response.body}`);
    assert.equal(response.json().code, 'invalid_token', label);
    assert.match(String(response.headers['www-authenticate']), /^Bearer/);
  };
  /** A fresh token for the same user with some claims changed, signed by the real built-in key. */
  const resign = (changes: Record<string, unknown>) => {
    const payload: Record<string, unknown> = { ...claims, iat: now(), exp: now() + 600, ...changes };
    for (const [key, value] of Object.entries(payload)) if (value === undefined) delete payload[key];
    return signWithBuiltinKey(t.app, payload);
  };

  before(async () => {
    t = await createTestApp();
    valid = await signUpAndGetToken(t.app, { email: 'holder@example.test', password: 'Sup3r!secret', name: 'Holder', persona: 'brand' });
    claims = decodeJwt(valid);
  });
  after(async () => {
    await t.close();
  });

  it('accepts the valid token (baseline)', async () => {
    assert.equal((await whoami(bearer(valid))).statusCode, 200);
    assert.equal((await whoami(bearer(await resign({})))).statusCode, 200, 're-signed copy is valid too');
  });

  it('401 without a token', async () => {
    const response = await whoami();
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'not_authenticated');
  });

  it('401 for a malformed token or Authorization header', async () => {
    await assertRefused('not-a-jwt', 'not a JWT');
    await assertRefused('a.b.c', 'three garbage segments');
    await assertRefused(`${b64({ alg: 'EdDSA' })}.${b64(claims)}`, 'two segments');
    const basic = await whoami({ authorization: 'Basic dXNlcjpwYXNz' });
    assert.equal(basic.statusCode, 401);
  });

  it('401 for an expired token (beyond the 5 s clock tolerance), accepted within it', async () => {
    await assertRefused(await resign({ iat: now() - 1000, exp: now() - 60 }), 'expired a minute ago');
    assert.equal((await whoami(bearer(await resign({ iat: now() - 100, exp: now() - 2 })))).statusCode, 200);
  });

  it('401 for a wrong issuer or audience', async () => {
    await assertRefused(await resign({ iss: 'https://evil.example' }), 'wrong issuer');
    await assertRefused(await resign({ aud: 'https://other-app.example' }), 'wrong audience');
  });

  it('401 without sub', async () => {
    await assertRefused(await resign({ sub: undefined }), 'no sub');
  });

  it('401 for alg: none', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: now() + 600 })}`;
    await assertRefused(`${unsigned}.`, 'alg none, empty signature');
    await assertRefused(`${unsigned}.${Buffer.from('x').toString('base64url')}`, 'alg none, junk signature');
  });

  it('401 for a tampered payload', async () => {
    const [header, , signature] = valid.split('.');
    await assertRefused(`${header}.${b64({ ...claims, persona: 'influencer' })}.${signature}`, 'persona changed');
    await assertRefused(`${header}.${b64({ ...claims, sub: 'someone-else' })}.${signature}`, 'sub changed');
  });

  it('401 for a token signed by an unknown key, even when it claims a known kid', async () => {
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forge = (kid: string) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'EdDSA', kid })
        .setIssuedAt()
        .setExpirationTime('10m')
        .setIssuer(testPublicUrl)
        .setAudience(testPublicUrl)
        .sign(privateKey);
    await assertRefused(await forge('unknown-kid'), 'unknown kid');
    await assertRefused(await forge(decodeProtectedHeader(valid).kid!), 'known kid, other key');
  });

  it('401 for an HMAC token keyed with the public key (algorithm confusion)', async () => {
    const jwks = (await t.app.inject({ method: 'GET', url: '/api/auth/jwks' })).json();
    const secret = new TextEncoder().encode(JSON.stringify(jwks.keys[0]));
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', kid: jwks.keys[0].kid })
      .setIssuedAt()
      .setExpirationTime('10m')
      .setIssuer(testPublicUrl)
      .setAudience(testPublicUrl)
      .sign(secret);
    await assertRefused(forged, 'HS256');
  });

  it('refuses each bad token for the intended reason (logged, never sent)', async () => {
    const reasonOf = async (token: string) => {
      try {
        await t.app.context.identity.verifyAccessToken(token);
        return 'accepted';
      } catch (error) {
        assert.ok(error instanceof InvalidTokenError);
        return error.reason;
      }
    };
    assert.equal(await reasonOf('not-a-jwt'), 'malformed');
    assert.equal(await reasonOf(await resign({ iat: now() - 1000, exp: now() - 60 })), 'expired');
    assert.equal(await reasonOf(await resign({ iss: 'https://evil.example' })), 'claim iss check_failed');
    assert.equal(await reasonOf(await resign({ aud: 'https://other-app.example' })), 'claim aud check_failed');
    assert.equal(await reasonOf(await resign({ sub: undefined })), 'claim sub missing');
    assert.equal(await reasonOf(`${b64({ alg: 'none' })}.${b64(claims)}.${b64('x')}`), 'algorithm not allowed');
    const [header, , signature] = valid.split('.');
    assert.equal(await reasonOf(`${header}.${b64({ ...claims, persona: 'influencer' })}.${signature}`), 'bad signature');
  });
});

import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { identityConfigVariables, parseIdentityConfig } from '../../src/identity/identity.config';

const base = { publicUrl: 'http://localhost:3000', dataDir: '/srv/data', isProduction: false };
const clerk = { CLERK_PUBLISHABLE_KEY: 'pk_test_abc', CLERK_ISSUER: 'https://demo.clerk.accounts.dev/' };

describe('parseIdentityConfig', () => {
  it('defaults to the built-in provider with a generated secret, 900 s tokens and the outbox', () => {
    const { value, problems } = parseIdentityConfig({}, base);
    assert.deepEqual(problems, []);
    assert.equal(value.mode, 'builtin');
    assert.equal(value.secret, null);
    assert.equal(value.secretFile, path.join('/srv/data', 'auth-secret'));
    assert.equal(value.tokenTtlSeconds, 900);
    assert.equal(value.smtpUrl, null);
    assert.equal(value.outboxDir, path.join('/srv/data', 'outbox'));
    assert.equal(value.mailFrom, 'InfluenceHub <no-reply@localhost>');
    assert.deepEqual(value.trustedOrigins, ['http://localhost:3000', 'http://localhost:8080']);
    assert.equal(value.rateLimit, true);
  });

  it('trusts only PUBLIC_URL in production', () => {
    const { value } = parseIdentityConfig({}, { ...base, publicUrl: 'https://app.example.com', isProduction: true });
    assert.deepEqual(value.trustedOrigins, ['https://app.example.com']);
  });

  it('switches to Clerk mode with publishable key and issuer, deriving the JWKS URL', () => {
    const { value, problems } = parseIdentityConfig(
      { ...clerk, CLERK_AUTHORIZED_PARTIES: 'https://app.example.com/, http://localhost:8080', CLERK_WEBHOOK_SECRET: 'whsec_dGVzdA==' },
      base,
    );
    assert.deepEqual(problems, []);
    assert.equal(value.mode, 'clerk');
    assert.equal(value.clerk?.issuer, 'https://demo.clerk.accounts.dev');
    assert.equal(value.clerk?.jwksUrl, 'https://demo.clerk.accounts.dev/.well-known/jwks.json');
    assert.deepEqual(value.clerk?.authorizedParties, ['https://app.example.com', 'http://localhost:8080']);
    assert.equal(value.clerk?.webhookSecret, 'whsec_dGVzdA==');
  });

  it('reports partial or malformed Clerk configuration', () => {
    const only = (env: Record<string, string>) => parseIdentityConfig(env, base).problems;
    assert.match(only({ CLERK_PUBLISHABLE_KEY: 'pk_test_abc' }).join(), /both CLERK_PUBLISHABLE_KEY and CLERK_ISSUER/);
    assert.match(only({ CLERK_ISSUER: 'https://demo.clerk.accounts.dev' }).join(), /both CLERK_PUBLISHABLE_KEY and CLERK_ISSUER/);
    assert.match(only({ CLERK_WEBHOOK_SECRET: 'whsec_abc' }).join(), /Clerk mode is off/);
    assert.match(only({ ...clerk, CLERK_PUBLISHABLE_KEY: 'sk_live_secret' }).join(), /pk_test_/);
    assert.match(only({ ...clerk, CLERK_WEBHOOK_SECRET: 'secret' }).join(), /whsec_/);
    const production = parseIdentityConfig({ ...clerk, CLERK_ISSUER: 'http://demo.clerk.accounts.dev' }, { ...base, isProduction: true });
    assert.match(production.problems.join(), /CLERK_ISSUER must be an https URL/);
  });

  it('needs both Google variables or neither', () => {
    assert.match(parseIdentityConfig({ GOOGLE_CLIENT_ID: 'id' }, base).problems.join(), /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    const { value, problems } = parseIdentityConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }, base);
    assert.deepEqual(problems, []);
    assert.deepEqual(value.google, { clientId: 'id', clientSecret: 'secret' });
  });

  it('requires a strong BETTER_AUTH_SECRET in production with a shared database', () => {
    const production = { ...base, isProduction: true };
    assert.match(parseIdentityConfig({ DATABASE_URL: 'postgres://db/app' }, production).problems.join(), /BETTER_AUTH_SECRET is required/);
    assert.deepEqual(parseIdentityConfig({}, production).problems, [], 'embedded single-node default keeps the generated secret');
    assert.deepEqual(parseIdentityConfig({ DATABASE_URL: 'postgres://db/app', ...clerk }, production).problems, []);
    assert.match(parseIdentityConfig({ BETTER_AUTH_SECRET: 'short' }, base).problems.join(), /at least 32 characters/);
  });

  it('validates the token lifetime, SMTP_URL and AUTH_RATE_LIMIT', () => {
    const problems = parseIdentityConfig({ AUTH_TOKEN_TTL_SECONDS: '5', SMTP_URL: 'http://mail', AUTH_RATE_LIMIT: 'maybe' }, base).problems;
    assert.equal(problems.length, 3);
    const { value } = parseIdentityConfig({ AUTH_TOKEN_TTL_SECONDS: '300', SMTP_URL: 'smtps://u:p@mail.example:465', AUTH_RATE_LIMIT: 'off' }, base);
    assert.equal(value.tokenTtlSeconds, 300);
    assert.equal(value.smtpUrl, 'smtps://u:p@mail.example:465');
    assert.equal(value.rateLimit, false);
  });

  it('describes every variable it reads', () => {
    const names = identityConfigVariables.map((variable) => variable.name);
    for (const name of ['BETTER_AUTH_SECRET', 'AUTH_TOKEN_TTL_SECONDS', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'CLERK_PUBLISHABLE_KEY',
      'CLERK_ISSUER', 'CLERK_JWKS_URL', 'CLERK_AUTHORIZED_PARTIES', 'CLERK_WEBHOOK_SECRET', 'SMTP_URL', 'MAIL_FROM', 'AUTH_RATE_LIMIT']) {
      assert.ok(names.includes(name), name);
    }
    for (const variable of identityConfigVariables) assert.ok(variable.description.length > 10, variable.name);
  });
});

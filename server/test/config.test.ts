import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, configVariables, loadConfig } from '../src/config';

describe('config', () => {
  it('defaults: port 3000, embedded database, demo seed on, dev CORS origin', () => {
    const config = loadConfig({});
    assert.equal(config.port, 3000);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.publicUrl, 'http://localhost:3000');
    assert.equal(config.databaseUrl, null);
    assert.equal(config.seedDemo, true);
    assert.equal(config.nodeEnv, 'development');
    assert.deepEqual(config.corsOrigins, ['http://localhost:3000', 'http://localhost:8080']);
    assert.equal(path.basename(config.dataDir), 'data');
    assert.equal(config.rateLimitMax, 600);
    assert.equal(config.serviceToken, null);
    assert.equal(config.identity.mode, 'builtin');
  });

  it('PUBLIC_URL follows PORT; DATABASE_URL turns the demo seed off; lists are parsed', () => {
    const config = loadConfig({
      PORT: '4000',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db:5432/app',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      PAYOUT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      STAFF_EMAILS: ' Ops@Example.com , admin@example.com',
      CORS_ORIGINS: 'https://app.example.com/, https://admin.example.com',
    });
    assert.equal(config.publicUrl, 'http://localhost:4000');
    assert.equal(config.seedDemo, false);
    assert.deepEqual(config.staffEmails, ['ops@example.com', 'admin@example.com']);
    assert.deepEqual(config.corsOrigins, ['https://app.example.com', 'https://admin.example.com']);
  });

  it('collects every problem and fails with the whole list', () => {
    assert.throws(
      () =>
        loadConfig({
          PORT: 'eighty',
          NODE_ENV: 'staging',
          PUBLIC_URL: 'not a url',
          DATABASE_URL: 'mysql://nope',
          LOG_LEVEL: 'loud',
          SERVICE_TOKEN: 'short',
          SEED_DEMO: 'maybe',
          RATE_LIMIT_MAX: '-1',
          BETTER_AUTH_SECRET: 'too-short',
        }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        const text = error.problems.join('\n');
        for (const name of ['PORT', 'NODE_ENV', 'PUBLIC_URL', 'DATABASE_URL', 'LOG_LEVEL', 'SERVICE_TOKEN', 'SEED_DEMO', 'RATE_LIMIT_MAX', 'BETTER_AUTH_SECRET']) {
          assert.match(text, new RegExp(name), name);
        }
        assert.match(error.message, /^Invalid configuration:/);
        return true;
      },
    );
  });

  it('documents every variable it reads', () => {
    const names = configVariables.map((variable) => variable.name);
    for (const name of ['PORT', 'HOST', 'PUBLIC_URL', 'DATA_DIR', 'DATABASE_URL', 'NODE_ENV', 'LOG_LEVEL', 'SPA_DIST_DIR', 'CORS_ORIGINS', 'SERVICE_TOKEN', 'STAFF_EMAILS', 'SEED_DEMO', 'RATE_LIMIT_MAX', 'TRUST_PROXY']) {
      assert.ok(names.includes(name), name);
    }
    for (const variable of configVariables) assert.ok(variable.description.length > 10, variable.name);
  });
});

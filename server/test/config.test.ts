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

describe('config: SOCIAL_PROVIDER_MODE', () => {
  const live = {
    SOCIAL_PROVIDER_MODE: 'live',
    YOUTUBE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
    YOUTUBE_CLIENT_SECRET: 'GOCSPX-secret',
    INSTAGRAM_APP_ID: '990000000000001',
    INSTAGRAM_APP_SECRET: 'ig-secret',
  };

  it('defaults to sandbox, whose endpoints are the simulated platforms the product serves under PUBLIC_URL/sandbox', () => {
    const { socialProviders } = loadConfig({ PUBLIC_URL: 'http://localhost:3000' });
    assert.equal(socialProviders.mode, 'sandbox');
    assert.equal(socialProviders.timeoutMs, 10_000);
    assert.equal(socialProviders.youtube.authBaseUrl, 'http://localhost:3000/sandbox/youtube');
    assert.equal(socialProviders.youtube.dataApiBaseUrl, 'http://localhost:3000/sandbox/youtube/youtube/v3');
    assert.equal(socialProviders.youtube.analyticsBaseUrl, 'http://localhost:3000/sandbox/youtube/v2');
    assert.equal(socialProviders.instagram.graphBaseUrl, 'http://localhost:3000/sandbox/instagram');
    assert.equal(socialProviders.instagram.apiVersion, 'v25.0');
  });

  it('live mode defaults to the documented Google and Meta endpoints', () => {
    const { socialProviders } = loadConfig({ ...live, SOCIAL_PROVIDER_MODE: 'live' });
    assert.equal(socialProviders.youtube.authBaseUrl, 'https://accounts.google.com');
    assert.equal(socialProviders.youtube.dataApiBaseUrl, 'https://www.googleapis.com/youtube/v3');
    assert.equal(socialProviders.youtube.analyticsBaseUrl, 'https://youtubeanalytics.googleapis.com/v2');
    assert.equal(socialProviders.instagram.graphBaseUrl, 'https://graph.instagram.com');
  });

  it('live mode without the app credentials refuses to start and names every missing one', () => {
    assert.throws(
      () => loadConfig({ SOCIAL_PROVIDER_MODE: 'live', YOUTUBE_CLIENT_ID: live.YOUTUBE_CLIENT_ID }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /SOCIAL_PROVIDER_MODE=live needs YOUTUBE_CLIENT_SECRET, INSTAGRAM_APP_ID, INSTAGRAM_APP_SECRET/);
        return true;
      },
    );
  });

  it('live mode with the credentials carries them and the base-URL overrides (trailing slash dropped)', () => {
    const { socialProviders } = loadConfig({ ...live, YOUTUBE_TOKEN_BASE_URL: 'http://127.0.0.1:9/', INSTAGRAM_API_VERSION: 'v26.0' });
    assert.equal(socialProviders.mode, 'live');
    if (socialProviders.mode !== 'live') return;
    assert.equal(socialProviders.youtube.clientId, live.YOUTUBE_CLIENT_ID);
    assert.equal(socialProviders.youtube.tokenBaseUrl, 'http://127.0.0.1:9');
    assert.equal(socialProviders.instagram.appSecret, 'ig-secret');
    assert.equal(socialProviders.instagram.apiVersion, 'v26.0');
  });

  it('refuses credentials in sandbox mode, unknown modes, bad URLs and versions, and plain http in live production', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return error instanceof ConfigError ? error.problems.join('\n') : String(error);
      }
    };
    assert.match(problems({ INSTAGRAM_APP_ID: '1' }), /INSTAGRAM_APP_ID is set but SOCIAL_PROVIDER_MODE is sandbox/);
    assert.match(problems({ SOCIAL_PROVIDER_MODE: 'online' }), /SOCIAL_PROVIDER_MODE must be sandbox or live/);
    assert.match(problems({ INSTAGRAM_GRAPH_BASE_URL: 'ftp://x' }), /INSTAGRAM_GRAPH_BASE_URL must be an http\(s\) URL/);
    assert.match(problems({ INSTAGRAM_API_VERSION: '25' }), /INSTAGRAM_API_VERSION must look like v25.0/);
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), ...live };
    assert.match(problems({ ...production, YOUTUBE_DATA_API_BASE_URL: 'http://proxy.internal/youtube/v3' }), /YOUTUBE_DATA_API_BASE_URL must be an https URL/);
  });
});

describe('outreach e-mail configuration (docs/outreach-email.md)', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return '';
    } catch (error) {
      return error instanceof ConfigError ? error.problems.join('\n') : String(error);
    }
  };
  const pem = '-----BEGIN PRIVATE KEY-----\\nMIIB\\n-----END PRIVATE KEY-----';

  it('defaults to a cap of 100 outreach e-mails per brand per day and no DKIM', () => {
    const config = loadConfig({});
    assert.equal(config.outreachDailyCap, 100);
    assert.equal(config.identity.dkim, null);
    assert.equal(loadConfig({ OUTREACH_DAILY_CAP: '30' }).outreachDailyCap, 30);
    assert.match(problems({ OUTREACH_DAILY_CAP: '0' }), /OUTREACH_DAILY_CAP/);
  });

  it('signs with DKIM only with all three variables, a PEM key (\\n escapes allowed) and sane names', () => {
    const dkim = loadConfig({ DKIM_DOMAIN: 'mail.example.com', DKIM_SELECTOR: 's2026', DKIM_PRIVATE_KEY: pem }).identity.dkim;
    assert.deepEqual(dkim, { domainName: 'mail.example.com', keySelector: 's2026', privateKey: '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----' });
    assert.match(problems({ DKIM_DOMAIN: 'mail.example.com' }), /DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together/);
    assert.match(problems({ DKIM_DOMAIN: 'mail.example.com', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: 'secret' }), /DKIM_PRIVATE_KEY must be a PEM private key/);
    assert.match(problems({ DKIM_DOMAIN: 'mail example', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: pem }), /DKIM_DOMAIN must be a domain name/);
  });
});

import path from 'node:path';
import { envValue, wholeNumberValue, type Env } from '../config-values';
import type { ConfigVariable } from '../config.variables';
import type { DkimSettings } from '../integrations/mailer/mailer.types';
import type { ClerkConfig, GoogleConfig, IdentityConfig } from './identity.types';

export type { IdentityConfig } from './identity.types';

/** The SPA's webpack-dev-server origin, trusted by better-auth outside production. */
const devServerOrigin = 'http://localhost:8080';

export const identityConfigVariables: readonly ConfigVariable[] = [
  {
    name: 'BETTER_AUTH_SECRET',
    defaultValue: 'generated once into DATA_DIR/auth-secret',
    description: 'Secret (32+ characters) signing built-in sessions and encrypting its JWT keys; required in production with DATABASE_URL.',
  },
  { name: 'AUTH_TOKEN_TTL_SECONDS', defaultValue: '900', description: 'Lifetime of the built-in access tokens (JWT), 60 to 3600 seconds.' },
  { name: 'AUTH_RATE_LIMIT', defaultValue: 'on', description: 'on/off: rate limits on sign-in, sign-up and password reset (/api/auth).' },
  {
    name: 'AUTH_EMAIL_VERIFICATION',
    defaultValue: 'required',
    description: 'required/off: e-mail sign-ups confirm their address through an e-mailed link before signing in (off reveals which e-mails have accounts).',
  },
  { name: 'AUTH_LOCKOUT_FAILURES', defaultValue: '10', description: 'Failed sign-ins of one account within AUTH_LOCKOUT_WINDOW_SECONDS that lock it; 0 disables the lock-out.' },
  { name: 'AUTH_LOCKOUT_WINDOW_SECONDS', defaultValue: '900', description: 'Window in which failed sign-ins of one account are counted.' },
  { name: 'AUTH_LOCKOUT_SECONDS', defaultValue: '900', description: 'How long a locked account refuses sign-in (429 with Retry-After).' },
  { name: 'GOOGLE_CLIENT_ID', defaultValue: '(unset)', description: 'Google OAuth client id; with GOOGLE_CLIENT_SECRET enables Google sign-in (built-in mode).' },
  { name: 'GOOGLE_CLIENT_SECRET', defaultValue: '(unset)', description: 'Google OAuth client secret; set both Google variables or neither.' },
  { name: 'CLERK_PUBLISHABLE_KEY', defaultValue: '(unset)', description: 'Clerk publishable key (pk_...); with CLERK_ISSUER switches the product to Clerk mode.' },
  { name: 'CLERK_ISSUER', defaultValue: '(unset)', description: 'Issuer of Clerk session tokens, e.g. https://your-app.clerk.accounts.dev.' },
  { name: 'CLERK_JWKS_URL', defaultValue: 'CLERK_ISSUER/.well-known/jwks.json', description: "URL of Clerk's JSON Web Key Set." },
  { name: 'CLERK_AUTHORIZED_PARTIES', defaultValue: '(unset: azp not checked)', description: 'Comma-separated origins accepted in the azp claim of Clerk tokens.' },
  { name: 'CLERK_WEBHOOK_SECRET', defaultValue: '(unset: webhook answers 503)', description: 'Svix signing secret (whsec_...) of the Clerk webhook endpoint.' },
  { name: 'SMTP_URL', defaultValue: '(unset: development outbox)', description: 'SMTP server, e.g. smtps://user:pass@smtp.example.com:465; unset stores mail in DATA_DIR/outbox.' },
  { name: 'MAIL_FROM', defaultValue: 'InfluenceHub <no-reply@PUBLIC_URL host>', description: 'Sender of the e-mails the product sends (password reset).' },
  { name: 'DKIM_DOMAIN', defaultValue: '(unset: no DKIM signature)', description: "Domain of the DKIM signature (d=) of mail sent through SMTP_URL, normally MAIL_FROM's domain; set all three DKIM variables or none." },
  { name: 'DKIM_SELECTOR', defaultValue: '(unset)', description: 'DKIM selector (s=): the public key is published at SELECTOR._domainkey.DKIM_DOMAIN.' },
  { name: 'DKIM_PRIVATE_KEY', defaultValue: '(unset)', description: 'PEM RSA private key of the DKIM selector (newlines may be written as \\n).' },
];


const read = envValue;

function httpUrl(raw: string, name: string, problems: string[], requireHttps: boolean): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !requireHttps)) throw new Error('scheme');
    return raw.replace(/\/+$/, '');
  } catch {
    problems.push(`${name} must be an ${requireHttps ? 'https' : 'http(s)'} URL (got "${raw}").`);
    return raw;
  }
}

function parseClerk(env: Env, problems: string[], isProduction: boolean): ClerkConfig | null {
  const publishableKey = read(env, 'CLERK_PUBLISHABLE_KEY');
  const issuerRaw = read(env, 'CLERK_ISSUER');
  if (!publishableKey && !issuerRaw) {
    for (const name of ['CLERK_JWKS_URL', 'CLERK_AUTHORIZED_PARTIES', 'CLERK_WEBHOOK_SECRET']) {
      if (read(env, name)) problems.push(`${name} is set but Clerk mode is off: set CLERK_PUBLISHABLE_KEY and CLERK_ISSUER too.`);
    }
    return null;
  }
  if (!publishableKey || !issuerRaw) {
    problems.push('Clerk mode needs both CLERK_PUBLISHABLE_KEY and CLERK_ISSUER (only one is set).');
    return null;
  }
  if (!/^pk_(test|live)_\S+$/.test(publishableKey)) problems.push('CLERK_PUBLISHABLE_KEY must look like pk_test_... or pk_live_....');
  const issuer = httpUrl(issuerRaw, 'CLERK_ISSUER', problems, isProduction);
  const jwksRaw = read(env, 'CLERK_JWKS_URL');
  const jwksUrl = jwksRaw ? httpUrl(jwksRaw, 'CLERK_JWKS_URL', problems, isProduction) : `${issuer}/.well-known/jwks.json`;
  const authorizedParties = (read(env, 'CLERK_AUTHORIZED_PARTIES') ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const parsed = httpUrl(item, 'CLERK_AUTHORIZED_PARTIES', problems, false);
      return URL.canParse(parsed) ? new URL(parsed).origin : parsed;
    });
  const webhookSecret = read(env, 'CLERK_WEBHOOK_SECRET') ?? null;
  if (webhookSecret !== null && !/^whsec_[A-Za-z0-9+/=]+$/.test(webhookSecret)) {
    problems.push('CLERK_WEBHOOK_SECRET must be the whsec_... signing secret shown by Clerk.');
  }
  return { publishableKey, issuer, jwksUrl, authorizedParties, webhookSecret };
}

function parseGoogle(env: Env, problems: string[]): GoogleConfig | null {
  const clientId = read(env, 'GOOGLE_CLIENT_ID');
  const clientSecret = read(env, 'GOOGLE_CLIENT_SECRET');
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    problems.push('Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (only one is set).');
    return null;
  }
  return { clientId, clientSecret };
}


function parseTtl(env: Env, problems: string[]): number {
  const raw = read(env, 'AUTH_TOKEN_TTL_SECONDS');
  if (raw === undefined) return 900;
  const parsed = Number(raw);
  if (!/^\d+$/.test(raw) || parsed < 60 || parsed > 3600) {
    problems.push(`AUTH_TOKEN_TTL_SECONDS must be a whole number between 60 and 3600 (got "${raw}").`);
    return 900;
  }
  return parsed;
}

/** DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY: all three (signing on) or none (off). */
function parseDkim(env: NodeJS.ProcessEnv, problems: string[]): DkimSettings | null {
  const domainName = read(env, 'DKIM_DOMAIN');
  const keySelector = read(env, 'DKIM_SELECTOR');
  const rawKey = read(env, 'DKIM_PRIVATE_KEY');
  const given = [domainName, keySelector, rawKey].filter((value) => value !== undefined).length;
  if (given === 0) return null;
  if (given < 3) {
    problems.push('DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together: set all three or none.');
    return null;
  }
  const privateKey = rawKey!.replace(/\\n/g, '\n');
  if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(privateKey)) {
    problems.push('DKIM_PRIVATE_KEY must be a PEM private key (-----BEGIN PRIVATE KEY----- ...).');
    return null;
  }
  if (!/^[a-z0-9.-]+$/i.test(domainName!)) problems.push(`DKIM_DOMAIN must be a domain name (got "${domainName}").`);
  if (!/^[a-z0-9._-]+$/i.test(keySelector!)) problems.push(`DKIM_SELECTOR must be a DNS label (got "${keySelector}").`);
  return { domainName: domainName!, keySelector: keySelector!, privateKey };
}

/** Reads the identity variables; problems are reported with the rest of the configuration at start. */
export function parseIdentityConfig(
  env: NodeJS.ProcessEnv,
  base: { publicUrl: string; dataDir: string; isProduction: boolean },
): { value: IdentityConfig; problems: string[] } {
  const problems: string[] = [];
  const clerk = parseClerk(env, problems, base.isProduction);
  const google = parseGoogle(env, problems);
  if (clerk && google) problems.push('GOOGLE_CLIENT_ID/SECRET apply to the built-in provider; in Clerk mode configure Google in Clerk.');

  const secret = read(env, 'BETTER_AUTH_SECRET') ?? null;
  if (secret !== null && secret.length < 32) problems.push('BETTER_AUTH_SECRET must be at least 32 characters.');
  // A generated secret lives on one machine's disk; processes sharing a PostgreSQL database would disagree.
  if (!clerk && !secret && base.isProduction && read(env, 'DATABASE_URL')) {
    problems.push('BETTER_AUTH_SECRET is required in production with DATABASE_URL (every API process must share it).');
  }

  const smtpUrl = read(env, 'SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://.');
  const host = URL.canParse(base.publicUrl) ? new URL(base.publicUrl).hostname : 'localhost';
  const mailFrom = read(env, 'MAIL_FROM') ?? `InfluenceHub <no-reply@${host}>`;

  const dkim = parseDkim(env, problems);

  const rateLimitRaw = (read(env, 'AUTH_RATE_LIMIT') ?? 'on').toLowerCase();
  if (!['on', 'off', 'true', 'false'].includes(rateLimitRaw)) problems.push('AUTH_RATE_LIMIT must be on or off.');

  const verificationRaw = (read(env, 'AUTH_EMAIL_VERIFICATION') ?? 'required').toLowerCase();
  if (!['required', 'off'].includes(verificationRaw)) problems.push('AUTH_EMAIL_VERIFICATION must be required or off.');
  const day = 86_400;
  const lockout = {
    maxFailures: wholeNumberValue(env, 'AUTH_LOCKOUT_FAILURES', 10, 0, 1000, problems),
    windowSeconds: wholeNumberValue(env, 'AUTH_LOCKOUT_WINDOW_SECONDS', 900, 1, day, problems),
    lockSeconds: wholeNumberValue(env, 'AUTH_LOCKOUT_SECONDS', 900, 1, day, problems),
  };

  const publicOrigin = URL.canParse(base.publicUrl) ? new URL(base.publicUrl).origin : base.publicUrl;
  const trustedOrigins = [publicOrigin, ...(base.isProduction || publicOrigin === devServerOrigin ? [] : [devServerOrigin])];

  return {
    value: {
      mode: clerk ? 'clerk' : 'builtin',
      secret,
      secretFile: path.join(base.dataDir, 'auth-secret'),
      tokenTtlSeconds: parseTtl(env, problems),
      google: clerk ? null : google,
      clerk,
      smtpUrl,
      mailFrom,
      dkim,
      outboxDir: path.join(base.dataDir, 'outbox'),
      trustedOrigins,
      publicUrlExplicit: read(env, 'PUBLIC_URL') !== undefined,
      lockout,
      requireEmailVerification: verificationRaw !== 'off',
      rateLimit: !['off', 'false'].includes(rateLimitRaw),
      isProduction: base.isProduction,
    },
    problems,
  };
}

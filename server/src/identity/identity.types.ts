import type { FastifyInstance } from 'fastify';
import type { Persona } from '../../../src/domain/constants';
import type { DkimSettings, Mailer } from '../integrations/mailer/mailer.types';

export type IdentityMode = 'builtin' | 'clerk';

export interface GoogleConfig {
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface ClerkConfig {
  readonly publishableKey: string;
  /** Exact `iss` of Clerk's session tokens, without a trailing slash. */
  readonly issuer: string;
  readonly jwksUrl: string;
  /** Allowed `azp` origins; empty means the claim is not checked. */
  readonly authorizedParties: readonly string[];
  /** `whsec_...`; null answers the webhook with 503. */
  readonly webhookSecret: string | null;
}

export interface IdentityConfig {
  readonly mode: IdentityMode;
  /** null: read or generate DATA_DIR/auth-secret at start (built-in mode only). */
  readonly secret: string | null;
  readonly secretFile: string;
  readonly tokenTtlSeconds: number;
  readonly google: GoogleConfig | null;
  readonly clerk: ClerkConfig | null;
  /** null: the development outbox under outboxDir. */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /** DKIM signing of SMTP mail (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY), or null. */
  readonly dkim: DkimSettings | null;
  readonly outboxDir: string;
  /**
   * Browser origins always accepted for cookie-bearing POSTs and callback URLs (PUBLIC_URL, the dev server).
   * Without an explicit PUBLIC_URL the server's own addresses are accepted too (builtin/origin-policy.ts).
   */
  readonly trustedOrigins: readonly string[];
  /** PUBLIC_URL came from the environment; false when it is the http://localhost:PORT default. */
  readonly publicUrlExplicit: boolean;
  /** Per-account sign-in lock-out (builtin/lockout): failures within the window lock the account. */
  readonly lockout: LockoutConfig;
  /** E-mail sign-ups must follow the e-mailed link before signing in (AUTH_EMAIL_VERIFICATION). */
  readonly requireEmailVerification: boolean;
  /** False only with AUTH_RATE_LIMIT=off (load tests); better-auth's limits guard sign-in and reset. */
  readonly rateLimit: boolean;
  readonly isProduction: boolean;
}

export interface LockoutConfig {
  /** Failed sign-ins within `windowSeconds` that lock the account; 0 disables the lock-out. */
  readonly maxFailures: number;
  readonly windowSeconds: number;
  readonly lockSeconds: number;
}

/** What the API learns from a verified bearer token; the users row is keyed by (issuer, subject). */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
  imageUrl: string | null;
  persona: Persona | null;
  /** The provider vouches that the user controls `email`; STAFF_EMAILS only counts verified addresses. */
  emailVerified: boolean;
  /**
   * Built-in tokens: the better-auth session the token was issued for (`sid`); the API refuses the token once that
   * session has ended (identity.isSessionActive). Absent for Clerk tokens (Clerk ends its own sessions; 60 s tokens).
   */
  sessionId?: string | null;
  /** The account signs in with a second factor (`two_factor` built-in, `two_factor_enabled` in the Clerk template). */
  twoFactorEnabled?: boolean;
}

export interface PasswordUserInput {
  email: string;
  password: string;
  name: string;
  persona: Persona;
}

export interface Identity {
  readonly mode: IdentityMode;
  /** Resolves the token's identity or throws InvalidTokenError. */
  verifyAccessToken(token: string): Promise<VerifiedIdentity>;
  /**
   * Whether the built-in session a token names (`sid`) still exists and has not expired: one primary-key lookup in
   * the shared database, so a sign-out on any API process is seen by all (docs/security.md "Sessions"). Clerk: true.
   */
  isSessionActive(sessionId: string): Promise<boolean>;
  /** /api/auth/* (built-in), /api/v1/config/, /api/v1/webhooks/clerk/, /api/v1/dev/outbox/. */
  registerRoutes(app: FastifyInstance): Promise<void>;
  /** Built-in mode only (demo accounts, tests); rejects in Clerk mode, where Clerk owns passwords. */
  createUserWithPassword(input: PasswordUserInput): Promise<{ issuer: string; subject: string }>;
  /** SMTP or the development outbox: sign-up and reset mails, and notification e-mails (notification-email.ts). */
  readonly mailer: Mailer;
  close(): Promise<void>;
}

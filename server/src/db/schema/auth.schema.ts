import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tables of the built-in identity provider (better-auth). Prefixed `auth_` so they never collide with the
 * API's own `users`: these belong to the provider, the API only ever sees (issuer, subject) from tokens.
 * Property names are better-auth's field names; the drizzle adapter maps them to the snake_case columns.
 */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const authUsers = pgTable(
  'auth_users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique('auth_users_email_unique'),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** Chosen at sign-up and never changed through better-auth (update-user refuses it). */
    persona: text('persona', { enum: ['brand', 'influencer'] }).notNull().default('influencer'),
    /** better-auth's twoFactor plugin: set once an authenticator code or e-mailed codes are turned on (docs/security.md). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    ...timestamps,
  },
  (table) => [check('auth_users_persona_check', sql`${table.persona} in ('brand', 'influencer')`)],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique('auth_sessions_token_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** Scrypt hash of the credential account; null for Google accounts. */
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('auth_accounts_user_id_idx').on(table.userId)],
);

/** One-time values: password-reset tokens (identifier `reset-password:<token>`), OAuth state. */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('auth_verifications_identifier_idx').on(table.identifier)],
);

/** Signing keys of the JWT plugin; private keys are encrypted with BETTER_AUTH_SECRET. */
export const authJwks = pgTable('auth_jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  alg: text('alg'),
  crv: text('crv'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

/**
 * Second factor of a user (better-auth's twoFactor plugin): the TOTP secret and the backup codes, both encrypted
 * with BETTER_AUTH_SECRET; `verified` is false between "set up" and the first correct authenticator code.
 */
export const authTwoFactors = pgTable(
  'auth_two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('auth_two_factors_user_id_idx').on(table.userId)],
);

/** Keyed by better-auth's model names, as its drizzle adapter expects. */
export const authSchema = {
  user: authUsers,
  session: authSessions,
  account: authAccounts,
  verification: authVerifications,
  jwks: authJwks,
  twoFactor: authTwoFactors,
};

import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { socialPlatformEnum } from './influencers.schema';
import { users } from './users.schema';

/**
 * One started connection of a social account (POST integrations/{platform}/connect/): the OAuth `state` the platform
 * sends back, bound to the user who started it and to their browser, single use, expiring after 10 minutes
 * (docs/social-integrations.md "Connecting accounts"). Only hashes and sealed values are stored: a database reader
 * can neither forge a callback nor replay the PKCE verifier.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the `state` value; the value itself only travels through the browser. */
    stateHash: text('state_hash').notNull().unique('oauth_states_state_hash_unique'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: socialPlatformEnum('provider').notNull(),
    /** The PKCE code verifier (YouTube), AES-256-GCM sealed and bound to this state's hash; null for Instagram. */
    codeVerifierSealed: text('code_verifier_sealed'),
    /** SHA-256 (hex) of the browser-binding cookie set by the connect call: the callback must come from that browser. */
    browserBindingHash: text('browser_binding_hash').notNull(),
    /** A same-origin SPA path, checked when stored and again before the redirect (no open redirect). */
    returnPath: text('return_path').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once by the callback that claims the state (compare-and-set): a second use is refused. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('oauth_states_expires_idx').on(table.expiresAt)],
);

export type OAuthStateRow = typeof oauthStates.$inferSelect;

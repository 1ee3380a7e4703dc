import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { loadPayoutKey } from '../../src/crypto/payout-key';
import { createSocialTokenBox, tokenContext } from '../../src/crypto/social-token-box';
import { socialAccounts } from '../../src/db/schema/influencers.schema';
import type { TestApp } from './test-app';

export interface DirectConnection {
  externalId: string;
  accessToken: string;
  refreshToken?: string | null;
  expiresAt: Date;
  issuedAt: Date;
}

/**
 * Marks the influencer's typed account of `platform` connected with the given tokens, sealed like the connect flow
 * seals them (the OAuth journeys have their own tests in social-connect.test.ts). Returns the account id.
 */
export async function connectDirectly(t: TestApp, influencerId: string, platform: 'youtube' | 'instagram', connection: DirectConnection): Promise<string> {
  const db = t.app.context.database.db;
  const [row] = await db.select({ id: socialAccounts.id }).from(socialAccounts)
    .where(and(eq(socialAccounts.influencerId, influencerId), eq(socialAccounts.platform, platform)));
  assert.ok(row, `no ${platform} account`);
  const box = createSocialTokenBox(loadPayoutKey(t.config.payoutKey));
  await db.update(socialAccounts).set({
    externalId: connection.externalId,
    connectionStatus: 'connected',
    metricsProvenance: 'verified',
    connectedAt: new Date(),
    verifiedAt: new Date(),
    accessTokenSealed: box.seal(connection.accessToken, tokenContext(row.id, 'access')),
    refreshTokenSealed: connection.refreshToken ? box.seal(connection.refreshToken, tokenContext(row.id, 'refresh')) : null,
    tokenExpiresAt: connection.expiresAt,
    tokenIssuedAt: connection.issuedAt,
  }).where(eq(socialAccounts.id, row.id));
  return row.id;
}

/** The access token stored (opened) for an account, or null. */
export async function storedAccessToken(t: TestApp, accountId: string): Promise<string | null> {
  const [row] = await t.app.context.database.db.select().from(socialAccounts).where(eq(socialAccounts.id, accountId));
  if (!row?.accessTokenSealed) return null;
  return createSocialTokenBox(loadPayoutKey(t.config.payoutKey)).open(row.accessTokenSealed, tokenContext(accountId, 'access'));
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

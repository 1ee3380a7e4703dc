import { hkdfSync } from 'node:crypto';
import { createSecretBox, type SecretBox } from './secret-box';

/**
 * The box that seals OAuth tokens and PKCE verifiers at rest: the same AES-256-GCM SecretBox as payout details, with
 * its own key derived (HKDF, purpose-labelled) from the master secret PAYOUT_ENCRYPTION_KEY, which lives outside the
 * database and which every API process shares. Payout details and tokens never share a key.
 */
export function createSocialTokenBox(masterKey: Buffer): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'influencehub social tokens v1', 32));
  return createSecretBox(new Map([['s1', key]]), 's1');
}

/** The `context` a token is sealed under: the account row and the token's role, so a sealed value moved elsewhere does not open. */
export const tokenContext = (accountId: string, role: 'access' | 'refresh') => `social-account:${accountId}:${role}`;
export const verifierContext = (stateHash: string) => `oauth-state:${stateHash}`;

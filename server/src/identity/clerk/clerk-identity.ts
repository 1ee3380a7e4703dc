import { createRemoteJWKSet } from 'jose';
import type { ClerkConfig, VerifiedIdentity } from '../identity.types';
import { isPersona } from '../persona';
import { createTokenVerifier, stringClaim } from '../token-verifier';

/**
 * Clerk mode: session tokens from the 'persona_aware' JWT template, verified against Clerk's JWKS. Clerk
 * tokens carry no audience; the authorized party (azp, the browser origin) is checked instead when
 * CLERK_AUTHORIZED_PARTIES is set. Claims the template must add: email, name, picture, persona.
 */
export function createClerkVerifier(clerk: ClerkConfig): (token: string) => Promise<VerifiedIdentity> {
  // jose caches the key set, refetches on an unknown kid (at most every 30 s) and times out after 5 s.
  const keys = createRemoteJWKSet(new URL(clerk.jwksUrl), { cooldownDuration: 30_000, timeoutDuration: 5_000 });
  const verify = createTokenVerifier({ keys, algorithms: ['RS256'], issuer: clerk.issuer, authorizedParties: clerk.authorizedParties });
  return async (token) => {
    const payload = await verify(token);
    return {
      issuer: clerk.issuer,
      subject: payload.sub,
      email: stringClaim(payload, 'email')?.toLowerCase() ?? null,
      name: stringClaim(payload, 'name'),
      imageUrl: stringClaim(payload, 'picture'),
      persona: isPersona(payload.persona) ? payload.persona : null,
      emailVerified: payload.email_verified === true,
      twoFactorEnabled: payload.two_factor_enabled === true,
    };
  };
}

import type { AppContext } from '../../app-context';
import { demoConnectedChannel } from '../../integrations/sandbox/sandbox-world';
import { demoInvitedInfluencerEmail } from './demo-accounts.seed';

/**
 * In sandbox mode, the demo influencer's typed @ivycreates channel becomes a connected one (docs/social-integrations.md
 * "Sandbox"): the sandbox's lasting grant for the Ivy Creates channel is redeemed like any refresh, the channel is
 * read through the real client, and the account is linked with its tokens sealed and its numbers verified. Once: an
 * account that is connected, was ever verified, or was removed is left alone. Live mode keeps the typed numbers.
 */
export async function seedDemoSandboxConnection(context: Pick<AppContext, 'sandbox' | 'users' | 'influencers' | 'socialConnections' | 'socialAdapters' | 'services'>): Promise<boolean> {
  if (!context.sandbox) return false;
  const user = await context.users.findByEmail(demoInvitedInfluencerEmail);
  const influencer = user ? await context.influencers.findByUserId(user.id) : null;
  if (!influencer) return false;
  const typed = (await context.influencers.listSocialAccounts(influencer.id)).find((account) =>
    account.platform === 'youtube' && account.handle.toLowerCase() === demoConnectedChannel.handle && account.externalId === null && account.verifiedAt === null);
  if (!typed) return false;
  const adapter = context.socialAdapters.youtube;
  const refreshToken = context.sandbox.youtubeRefreshToken(demoConnectedChannel.accountId);
  const granted = await adapter.refresh({ accessToken: '', refreshToken, expiresAt: null, issuedAt: null });
  const snapshot = await adapter.snapshot(granted.accessToken);
  if (!snapshot) return false;
  const linked = await context.socialConnections.link({
    influencerId: influencer.id,
    platform: 'youtube',
    snapshot,
    grantedScopes: granted.scopes,
    seal: (accountId) => context.services.socialTokens.seal(accountId, granted),
    now: new Date(),
    claimRemovedEvents: () => [],
  });
  return linked.kind === 'linked';
}

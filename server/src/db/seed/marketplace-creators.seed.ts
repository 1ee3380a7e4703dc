import type { AppContext } from '../../app-context';
import { defaultContentPreferences } from '../../../../src/domain/influencers/influencer-profile.rules';
import { demoCreators } from './marketplace-creators.data';
import type { PlacementType } from '../../../../src/domain/campaigns/campaign-options';

/**
 * The identity issuer of the demo creators' users. Not a URL, so no identity provider's token can ever carry it:
 * these users exist for the matcher and the brand's roster only and cannot sign in.
 */
export const demoCreatorIssuer = 'urn:influencehub:demo-creator';

/**
 * Idempotent (runs on every start): users are keyed by (issuer, subject), the influencer row by user, and the
 * profile and accounts are written only while missing, so restarts add nothing and later changes are kept.
 */
export async function seedDemoCreators(context: Pick<AppContext, 'users' | 'influencers'>): Promise<number> {
  let created = 0;
  for (const [index, creator] of demoCreators.entries()) {
    const user = await context.users.upsertFromIdentity({
      issuer: demoCreatorIssuer,
      subject: creator.displayName,
      email: null,
      name: `${creator.firstName} ${creator.lastName}`,
      persona: 'influencer',
    });
    const influencer = await context.influencers.createForUser({ userId: user.id, displayName: creator.displayName, profileCompletedAt: new Date() });
    if (influencer.firstName === null) {
      created += 1;
      await context.influencers.update(influencer.id, {
        firstName: creator.firstName,
        lastName: creator.lastName,
        bio: `${creator.firstName} creates ${creator.categories[0]?.toLowerCase() ?? 'lifestyle'} content from ${creator.city}.`,
        categories: creator.categories,
        languages: creator.languages,
        city: creator.city,
        country: 'India',
        contentPreferences: { ...defaultContentPreferences, content_types: ['video', 'reel', 'post'] },
        // A few are busy, so the directory's availability filter has something to tell apart (docs/directory.md).
        availability: index % 7 === 3 ? 'limited' : index % 11 === 5 ? 'unavailable' : 'available',
      });
    }
    if ((await context.influencers.countSocialAccounts(influencer.id)) === 0) {
      for (const account of creator.accounts) {
        // The larger demo creators stand for channels checked with the platform (verified numbers, no live connection:
        // these users cannot sign in); the rest typed their numbers in. The matcher ranks the first above the second.
        const verified = account.followers >= 100_000;
        await context.influencers.addSocialAccount({
          ...account, influencerId: influencer.id, metricsUpdatedAt: new Date(),
          metricsProvenance: verified ? 'verified' : 'self_reported', verifiedAt: verified ? new Date() : null,
        });
      }
    }
    if ((await context.influencers.countRates(influencer.id)) === 0) {
      // Asking prices from the audience (about ₹0.10 a follower for dedicated content), rounded to ₹500.
      const price = (followers: number, share: number) => String(Math.max(2_000, Math.round((followers * share) / 500) * 500)) + '.00';
      const types: Record<string, Array<[PlacementType, number]>> = {
        youtube: [['yt_dedicated_video', 0.1], ['yt_new_video_branding', 0.04]],
        instagram: [['ig_dedicated_reel', 0.08], ['ig_branded_post', 0.03]],
      };
      await context.influencers.addRates(creator.accounts.flatMap((account) => (types[account.platform] ?? []).map(([placementType, share]) => ({
        influencerId: influencer.id, placementType, amount: price(account.followers, share), currency: 'INR' as const,
      }))));
    }
  }
  return created;
}

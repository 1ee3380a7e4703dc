import type { AppContext } from '../../app-context';
import { defaultContentPreferences } from '../../../../src/domain/influencers/influencer-profile.rules';
import { demoCreators } from './marketplace-creators.data';

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
  for (const creator of demoCreators) {
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
  }
  return created;
}

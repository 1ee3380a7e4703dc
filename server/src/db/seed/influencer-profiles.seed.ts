import type { AppContext } from '../../app-context';
import { defaultContentPreferences } from '../../../../src/domain/influencers/influencer-profile.rules';

/** Realistic profiles for the demo influencers with a completed profile (filled in once; later edits are kept). */
const demoProfiles: Record<string, { first: string; last: string; bio: string; city: string; categories: string[]; handle: string }> = {
  'influencer@demo.local': {
    first: 'Ivy',
    last: 'Iyer',
    bio: 'Weekly travel vlogs and street-food finds from across India, in Hindi and English.',
    city: 'Bengaluru',
    categories: ['Travel, Tourism & Aviation', 'Restaurants, Food & Grocery'],
    handle: '@ivycreates',
  },
  'leaver@demo.local': {
    first: 'Leo',
    last: 'Lobo',
    bio: 'Gadget reviews and honest unboxings for first-time buyers.',
    city: 'Mumbai',
    categories: ['Electronics & Computers', 'Technology & Software'],
    handle: '@leoleaves',
  },
};

export async function seedDemoInfluencerProfiles(context: Pick<AppContext, 'users' | 'influencers'>): Promise<void> {
  for (const [email, demo] of Object.entries(demoProfiles)) {
    const user = await context.users.findByEmail(email);
    const influencer = user ? await context.influencers.findByUserId(user.id) : null;
    if (!influencer) continue;
    if (influencer.firstName === null) {
      await context.influencers.update(influencer.id, {
        firstName: demo.first,
        lastName: demo.last,
        bio: demo.bio,
        categories: demo.categories,
        languages: ['English', 'Hindi'],
        city: demo.city,
        country: 'India',
        dateOfBirth: '1996-08-14',
        contentPreferences: { ...defaultContentPreferences, content_types: ['video', 'reel'] },
      });
    }
    if ((await context.influencers.countSocialAccounts(influencer.id)) === 0) {
      await context.influencers.addSocialAccount({
        influencerId: influencer.id,
        platform: 'youtube',
        handle: demo.handle,
        profileUrl: `https://www.youtube.com/${demo.handle}`,
        followers: 48_200,
        averageEngagement: 5.4,
        metricsUpdatedAt: new Date(),
      });
    }
  }
}

import type { AppContext } from '../../app-context';
import { defaultContentPreferences } from '../../../../src/domain/influencers/influencer-profile.rules';
import type { NewSocialAccount } from '../../repositories/influencers.repository';
import { demoCandidateEmail } from './demo-accounts.seed';

type DemoSocial = Omit<NewSocialAccount, 'influencerId' | 'metricsUpdatedAt'>;
interface DemoProfile {
  first: string;
  last: string;
  bio: string;
  city: string;
  categories: string[];
  accounts: DemoSocial[];
  /** Categories an older seed wrote: a profile still holding exactly these is brought up to date once. */
  previousCategories?: string[];
}

/**
 * Realistic profiles for the demo influencers with a completed profile (filled in once; later edits are kept).
 * Ivy is a strong match for the demo brand's campaigns (docs/marketplace.md, demo data): clothing and electronics
 * categories, English and Hindi, Mumbai, YouTube and Instagram accounts inside their follower ranges.
 */
const demoProfiles: Record<string, DemoProfile> = {
  'influencer@demo.local': {
    first: 'Ivy',
    last: 'Iyer',
    bio: 'Monsoon fashion hauls, gadget picks and weekend travel vlogs from Mumbai, in Hindi and English.',
    city: 'Mumbai',
    categories: ['Clothes, Shoes, Handbags & Accessories', 'Electronics & Computers', "Women's Lifestyle", 'Travel, Tourism & Aviation'],
    accounts: [
      { platform: 'youtube', handle: '@ivycreates', profileUrl: 'https://www.youtube.com/@ivycreates', followers: 48_200, averageEngagement: 5.4 },
      { platform: 'instagram', handle: '@ivy.creates', profileUrl: 'https://www.instagram.com/ivy.creates/', followers: 36_500, averageEngagement: 6.1 },
    ],
    previousCategories: ['Travel, Tourism & Aviation', 'Restaurants, Food & Grocery'],
  },
  // A second creator to sign in as: a candidate for both demo campaigns (clothing and electronics, Mumbai, English and
  // Hindi, YouTube inside the follower range) whom the seed leaves uninvited (demo-accounts.seed.ts).
  [demoCandidateEmail]: {
    first: 'Kiran',
    last: 'Kale',
    bio: 'Street-style lookbooks and honest gadget reviews from Mumbai, filmed on weekends.',
    city: 'Mumbai',
    categories: ['Clothes, Shoes, Handbags & Accessories', 'Electronics & Computers', "Men's Lifestyle"],
    accounts: [{ platform: 'youtube', handle: '@kiranfilms', profileUrl: 'https://www.youtube.com/@kiranfilms', followers: 27_300, averageEngagement: 4.6 }],
  },
  'leaver@demo.local': {
    first: 'Leo',
    last: 'Lobo',
    bio: 'Gadget reviews and honest unboxings for first-time buyers.',
    city: 'Mumbai',
    categories: ['Electronics & Computers', 'Technology & Software'],
    accounts: [{ platform: 'youtube', handle: '@leoleaves', profileUrl: 'https://www.youtube.com/@leoleaves', followers: 48_200, averageEngagement: 5.4 }],
  },
};

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));

export async function seedDemoInfluencerProfiles(context: Pick<AppContext, 'users' | 'influencers'>): Promise<void> {
  for (const [email, demo] of Object.entries(demoProfiles)) {
    const user = await context.users.findByEmail(email);
    const influencer = user ? await context.influencers.findByUserId(user.id) : null;
    if (!influencer) continue;
    const addAccounts = async (accounts: DemoSocial[]) => {
      for (const account of accounts) await context.influencers.addSocialAccount({ ...account, influencerId: influencer.id, metricsUpdatedAt: new Date() });
    };
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
    } else if (demo.previousCategories && sameSet(influencer.categories, demo.previousCategories)) {
      // A demo influencer seeded before the marketplace: the profile (and the account it lacked) that makes her a match.
      await context.influencers.update(influencer.id, { bio: demo.bio, categories: demo.categories, city: demo.city });
      await addAccounts(demo.accounts.filter((account) => account.platform !== 'youtube'));
      continue;
    }
    if ((await context.influencers.countSocialAccounts(influencer.id)) === 0) await addAccounts(demo.accounts);
  }
}

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { campaigns } from '../../src/db/schema/campaigns.schema';
import { influencers, socialAccounts } from '../../src/db/schema/influencers.schema';
import { users } from '../../src/db/schema/users.schema';
import type { TestApp } from './test-app';

export interface SeedInfluencer {
  name: string;
  categories?: string[];
  languages?: string[];
  city?: string;
  country?: string;
  completed?: boolean;
  /** Verified (read from the platform) unless `selfReported`: the matcher weighs typed-in numbers less. */
  accounts?: Array<{ platform: 'youtube' | 'instagram'; followers: number; engagement?: number; selfReported?: boolean }>;
}

/** An influencer user, profile and linked accounts written straight to the database (the matcher's input). */
export async function seedInfluencer(t: TestApp, input: SeedInfluencer): Promise<{ id: string; userId: string }> {
  const { db } = t.app.context.database;
  const [user] = await db.insert(users).values({ issuer: 'test', subject: randomUUID(), email: `${randomUUID()}@inf.test`, name: input.name, persona: 'influencer' }).returning();
  const [profile] = await db.insert(influencers).values({
    userId: user.id, displayName: input.name, categories: input.categories ?? [], languages: input.languages ?? [],
    city: input.city ?? null, country: input.country ?? null, profileCompletedAt: input.completed === false ? null : new Date(),
  }).returning();
  for (const [index, account] of (input.accounts ?? []).entries()) {
    await db.insert(socialAccounts).values({
      influencerId: profile.id, platform: account.platform, handle: `${input.name.replace(/\W/g, '').toLowerCase()}${index}`,
      profileUrl: `https://example.com/${profile.id}/${index}`, followers: account.followers, averageEngagement: account.engagement ?? null,
      metricsProvenance: account.selfReported ? 'self_reported' : 'verified', verifiedAt: account.selfReported ? null : new Date(),
    });
  }
  return { id: profile.id, userId: user.id };
}

type Status = (typeof campaigns.$inferSelect)['status'];
/** Puts a campaign into a status directly (what the workflow would have done). */
export const forceStatus = (t: TestApp, id: string, status: Status) =>
  t.app.context.database.db.update(campaigns).set({ status }).where(eq(campaigns.id, id));

export const statusOf = async (t: TestApp, id: string) =>
  (await t.app.context.database.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0]?.status;

const fashion = 'Clothes, Shoes, Handbags & Accessories';

/** The crafted matching data set of docs/marketplace.md's example (sampleCampaign's targeting). */
export async function seedMatchingSet(t: TestApp) {
  return {
    perfect: await seedInfluencer(t, {
      name: 'Asha Perfect', categories: [fashion, 'Beauty'], languages: ['English', 'Hindi'], city: 'Mumbai', country: 'India',
      accounts: [{ platform: 'youtube', followers: 100_000, engagement: 4 }, { platform: 'instagram', followers: 80_000, engagement: 3 }],
    }),
    youtubeHindi: await seedInfluencer(t, {
      name: 'Bina Tube', categories: [fashion], languages: ['Hindi'], city: 'Delhi', country: 'India',
      accounts: [{ platform: 'youtube', followers: 200_000, engagement: 3 }],
    }),
    otherCategory: await seedInfluencer(t, {
      name: 'Chetan Gamer', categories: ['Gaming'], languages: ['English', 'Hindi'], city: 'Mumbai', country: 'India',
      accounts: [{ platform: 'youtube', followers: 100_000, engagement: 4 }, { platform: 'instagram', followers: 80_000, engagement: 3 }],
    }),
    tiny: await seedInfluencer(t, {
      name: 'Dev Tiny', categories: [fashion], languages: ['Tamil'], city: 'Chennai', country: 'India',
      accounts: [{ platform: 'youtube', followers: 1_000, engagement: 1 }],
    }),
    incomplete: await seedInfluencer(t, {
      name: 'Esha Draft', completed: false, categories: [fashion], languages: ['English'], city: 'Mumbai', country: 'India',
      accounts: [{ platform: 'youtube', followers: 100_000, engagement: 4 }],
    }),
    noAccounts: await seedInfluencer(t, { name: 'Farhan Offline', categories: [fashion], languages: ['English', 'Hindi'], city: 'Mumbai', country: 'India' }),
  };
}

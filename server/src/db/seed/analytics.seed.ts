import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { addDays, isoDate } from '../../../../src/domain/campaigns/campaign-options';
import { offerFor } from '../../services/roster-offer';
import { toCents } from '../../../../src/domain/campaigns/campaign-money';
import { seedDemoCommitment, seedDemoFunding } from './payments.seed';
import { createPayoutLinesRepository } from '../../repositories/payout-lines.repository';
import { campaignEvents, campaignPlacements, campaigns } from '../schema/campaigns.schema';
import { influencers, socialAccounts } from '../schema/influencers.schema';
import { campaignInfluencers, contentSubmissionEvents, contentSubmissions } from '../schema/marketplace.schema';

type SeedContext = Pick<AppContext, 'users' | 'brands' | 'database' | 'contentStats' | 'money'>;

export const demoAnalyticsCampaignName = 'Summer Audio Drop';
/**
 * Demo creators who took the running campaign and delivered (each has a YouTube channel and an Instagram profile).
 * ivy.creates is the demo influencer one signs in as (influencer@demo.local): her dashboard and the campaign's Stats
 * tab show her own verified numbers.
 */
const creators = ['aarav.styles', 'meera.threads', 'sana.unboxes', 'kabir.kicks', 'ivy.creates'] as const;
const startedDaysAgo = 35;
const day = (ms: number) => 86_400_000 * ms;

/** A deterministic id-like string for the demo content links. */
const code = (seed: string, length: number) => {
  let hash = 2166136261;
  const out: string[] = [];
  for (let index = 0; out.length < length; index += 1) {
    hash = Math.imul(hash ^ seed.charCodeAt(index % seed.length) ^ index, 16777619) >>> 0;
    out.push('abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'[hash % 57] ?? 'x');
  }
  return out.join('');
};

/**
 * The demo brand's running campaign with delivered content and daily stats, so /analytics and the campaign's
 * performance have something true to show (docs/analytics.md "Demo data"): active since 35 days ago, five demo
 * creators accepted its offer (a CPM YouTube video and a fixed-price Instagram reel each), their content is verified,
 * and every day since each item went live has a reading, views growing fast and then levelling off (relative to today,
 * so it never goes stale). Rows are written directly, as they would stand after the marketplace flow, without
 * notifications (nobody is told about a history). Once only: a brand that has the campaign keeps it as it is.
 */
export async function seedDemoAnalytics(context: SeedContext, now: Date = new Date()): Promise<number> {
  const { db } = context.database;
  const owner = await context.users.findByEmail('brand@demo.local');
  const brand = owner ? (await context.brands.listMemberships(owner.id))[0]?.brand : undefined;
  if (!owner || !brand) return 0;
  const existing = await db.select({ id: campaigns.id }).from(campaigns)
    .where(and(eq(campaigns.brandId, brand.id), eq(campaigns.name, demoAnalyticsCampaignName))).limit(1);
  if (existing.length > 0) return 0;
  const today = isoDate(now);
  const start = addDays(today, -startedDaysAgo);
  const at = (date: string, hour = 10) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);

  const [campaign] = await db.insert(campaigns).values({
    brandId: brand.id, createdBy: owner.id, status: 'active', name: demoAnalyticsCampaignName,
    description: 'Our new wireless earbuds, reviewed and worn by tech and lifestyle creators through the summer.',
    objective: 'awareness', startDate: start, endDate: addDays(today, 10), budget: '400000.00', currency: 'INR', placementPricing: 'alacarte',
    platforms: ['youtube', 'instagram'], targetCategories: ['Electronics & Computers'], targetLanguages: ['English', 'Hindi'],
    targetLocations: ['Mumbai'], influencerCriteria: { platforms: ['youtube', 'instagram'], min_followers: 10000, max_followers: 500000, min_engagement: 2 },
    collateral: { guidelines: 'Show the case opening and one call on a busy street.', talking_points: ['30 hours of battery'], dos: ['Tag us'], donts: ['No competitors'], links: [], asset_ids: [] },
    publishedAt: at(addDays(start, -4)), createdAt: at(addDays(start, -6)), updatedAt: at(addDays(start, -4)),
  }).returning();
  if (!campaign) return 0;
  const placements = await db.insert(campaignPlacements).values([
    { campaignId: campaign.id, position: 0, type: 'yt_dedicated_video', quantity: 1, pricingType: 'cpm', rate: '150.00', viewCap: 120000 },
    { campaignId: campaign.id, position: 1, type: 'ig_branded_reel', quantity: 1, pricingType: 'fixed', rate: '12000.00' },
  ]).returning();
  await db.insert(campaignEvents).values([
    { campaignId: campaign.id, actorId: owner.id, action: 'created', toStatus: 'draft', createdAt: at(addDays(start, -6)) },
    { campaignId: campaign.id, actorId: owner.id, action: 'publish', fromStatus: 'draft', toStatus: 'planned', createdAt: at(addDays(start, -4)) },
  ]);

  // Funded with part of its budget before the invites went out; each acceptance then set its offer aside (docs/payments.md).
  await seedDemoFunding(context, {
    brandId: brand.id, campaignId: campaign.id, createdBy: owner.id, currency: campaign.currency, amountMinor: 250_000_00, paidAt: at(addDays(start, -4), 12),
  });
  const profiles = await db.select({ id: influencers.id, displayName: influencers.displayName, userId: influencers.userId }).from(influencers)
    .where(inArray(influencers.displayName, [...creators]));
  const accounts = await db.select().from(socialAccounts).where(inArray(socialAccounts.influencerId, profiles.map((p) => p.id)));
  let items = 0;
  for (const [index, name] of creators.entries()) {
    const profile = profiles.find((p) => p.displayName === name);
    const own = accounts.filter((a) => a.influencerId === profile?.id);
    if (!profile || own.length === 0) continue;
    const followers = new Map(own.map((a) => [a.platform as string, a.followers]));
    const offer = offerFor(placements, followers);
    const [roster] = await db.insert(campaignInfluencers).values({
      campaignId: campaign.id, influencerId: profile.id, status: 'accepted', source: 'matched', offeredAmount: offer.amount,
      offeredPlacements: offer.placements, invitedBy: owner.id, invitedAt: at(addDays(start, -3)), expiresAt: at(addDays(start, 4)),
      respondedAt: at(addDays(start, -2)), createdAt: at(addDays(start, -4)), updatedAt: at(addDays(start, -2)),
    }).returning();
    if (!roster) continue;
    await seedDemoCommitment(context, {
      brandId: brand.id, campaignId: campaign.id, placementId: roster.id, currency: campaign.currency, amountMinor: Number(toCents(offer.amount) ?? 0n),
    });
    for (const [position, placement] of placements.entries()) {
      const platform = placement.type.startsWith('yt_') ? 'youtube' : 'instagram';
      const audience = followers.get(platform);
      if (!audience) continue;
      const posted = addDays(start, 2 + index * 3 + position * 2);
      // Ivy's video is an upload of her connected sandbox channel (sandbox-world.ts), so the statistics job reads it.
      const contentUrl = platform === 'youtube'
        ? `https://www.youtube.com/watch?v=${name === 'ivy.creates' ? 'sbxivyc0002' : code(`${name}-yt`, 11)}`
        : `https://www.instagram.com/reel/${code(`${name}-ig`, 11)}/`;
      // The demo tells the truth: only content of an account connected when this runs (Ivy's YouTube channel in sandbox
      // mode, sandbox-connection.seed.ts runs first) was checked with the platform and has first-party readings; the
      // others are labelled not verified and their numbers estimated, as the product treats typed accounts.
      const connected = own.some((account) => account.platform === platform && account.connectionStatus === 'connected');
      const [submission] = await db.insert(contentSubmissions).values({
        campaignId: campaign.id, campaignInfluencerId: roster.id, influencerId: profile.id, placementId: placement.id, platform, contentUrl,
        status: 'verified', ownershipChecked: connected, submittedAt: at(posted, 9), updatedAt: at(addDays(posted, 1), 11),
      }).returning();
      if (!submission) continue;
      await db.insert(contentSubmissionEvents).values([
        { submissionId: submission.id, actorId: profile.userId, actorRole: 'influencer', action: 'submit', toStatus: 'submitted', createdAt: at(posted, 9) },
        { submissionId: submission.id, actorId: owner.id, actorRole: 'brand', action: 'verify', fromStatus: 'submitted', toStatus: 'verified', createdAt: at(addDays(posted, 1), 11) },
      ]);
      await seedReadings(context, submission.id, platform, audience, posted, today, !connected);
      // The work is verified, so its payout line exists (a fixed-price item; CPM items get theirs at the cut-off),
      // waiting for the demo brand's approval on /payments (docs/payments.md "Demo data").
      await createPayoutLinesRepository(db).createForVerifiedSubmission(db, submission.id);
      items += 1;
    }
  }
  return items;
}

/**
 * One reading per day from the day after posting to yesterday (collection runs at T+1): views climb steeply and
 * level off; YouTube reports engaged views (not yet for the last two days: Analytics lags 48-72 h), likes and
 * comments; Instagram views, reach, likes, comments, shares and saves.
 */
async function seedReadings(context: SeedContext, submissionId: string, platform: 'youtube' | 'instagram', audience: number,
  posted: string, today: string, estimated: boolean) {
  const peak = audience * (platform === 'youtube' ? 0.42 : 0.33);
  for (let d = 1, date = addDays(posted, 1); date < today; d += 1, date = addDays(date, 1)) {
    const views = Math.round(peak * (1 - Math.exp(-d / 6)));
    const youtube = platform === 'youtube';
    const lagging = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`) <= day(2);
    await context.contentStats.upsertDailySnapshot({
      submissionId, day: date, provenance: estimated ? 'estimated' : 'first_party', collectedAt: new Date(`${addDays(date, 1)}T02:00:00Z`),
      views,
      engagedViews: youtube && !lagging ? Math.round(views * 0.61) : null,
      likes: Math.round(views * (youtube ? 0.045 : 0.062)),
      comments: Math.round(views * (youtube ? 0.0052 : 0.0061)),
      shares: youtube ? null : Math.round(views * 0.0043),
      saves: youtube ? null : Math.round(views * 0.0081),
      reach: youtube ? null : Math.round(views * 0.71),
    });
  }
}

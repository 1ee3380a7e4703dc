import type { AppContext } from '../../app-context';
import type { CampaignCreateBody } from '../../routes/api/v1/campaigns/campaigns.schema';
import { addDays, isoDate } from '../../../../src/domain/campaigns/campaign-options';
import { sampleCampaign } from '../../../../src/domain/campaigns/campaign.fixtures';
import type { UserRow } from '../schema/users.schema';
import { demoInvitedInfluencerEmail } from './demo-accounts.seed';
import { seedDemoFunding } from './payments.seed';
import { toCents } from '../../../../src/domain/campaigns/campaign-money';

type SeedContext = Pick<AppContext, 'users' | 'brands' | 'influencers' | 'services' | 'database' | 'money'>;

/** What the demo invite says: a brand's own words, shown on the invite card and its details. */
export const demoInviteMessage = 'We loved your monsoon hauls. Would you film our launch in Mumbai?';

/**
 * The published campaign's roster, as a brand would build it: the matcher ranks the candidates now (not later in
 * the background job, so the demo is complete when the server starts), then the brand invites the demo influencer.
 * The invite and its notification ("New campaign invite", through the outbox like every invite) are real rows, so
 * what the influencer is told opens an invite that exists. Other signable creators stay candidates to invite by hand.
 */
async function matchAndInvite(context: SeedContext, owner: UserRow, campaignId: string): Promise<void> {
  await context.services.matching.runForCampaign(campaignId);
  const invitee = await context.users.findByEmail(demoInvitedInfluencerEmail);
  const profile = invitee ? await context.influencers.findByUserId(invitee.id) : null;
  if (!profile) return;
  const { results } = await context.services.campaignRoster.list(owner, campaignId, { page: 1, page_size: 100, ordering: '-fit_score', search: profile.displayName });
  const row = results.find((entry) => entry.influencer_id === profile.id && entry.status === 'candidate');
  if (!row) return;
  await context.services.campaignRoster.invite(owner, campaignId, { roster_ids: [row.id], message: demoInviteMessage });
}

/**
 * The demo brand's campaigns, so the list, details page and dashboard have something to show: one published
 * campaign with its matched candidates and one pending invite, and one draft still being written. Created through
 * the services (same rules as the API), only when the brand has no campaigns at all, so what a visitor changes or
 * deletes stays as they left it.
 */
export async function seedDemoCampaigns(context: SeedContext): Promise<number> {
  const owner = await context.users.findByEmail('brand@demo.local');
  const brand = owner ? (await context.brands.listMemberships(owner.id))[0]?.brand : undefined;
  if (!owner || !brand) return 0;
  const existing = await context.services.campaigns.list(owner, { brand_id: brand.id, page: 1, page_size: 1, ordering: '-created_at' }, 0);
  if (existing.count > 0) return 0;

  const published = await context.services.campaigns.create(owner, { ...sampleCampaign(), brand_id: brand.id } as CampaignCreateBody);
  await context.services.campaignWorkflow.publish(owner, published.id);
  // Funded through the sandbox checkout before anyone is invited: invites are limited by funded money.
  await seedDemoFunding(context, {
    brandId: brand.id, campaignId: published.id, createdBy: owner.id, currency: published.currency,
    amountMinor: Number(toCents(published.budget) ?? 0n), paidAt: new Date(),
  });
  await matchAndInvite(context, owner, published.id);

  const start = addDays(isoDate(new Date()), 14);
  await context.services.campaigns.create(owner, {
    brand_id: brand.id,
    name: 'Festive Gifting Guide',
    description: 'Gift ideas from our headphone range for the festive season, told by tech and lifestyle creators.',
    objective: 'conversions',
    start_date: start,
    end_date: addDays(start, 21),
    budget: '60000.00',
    currency: 'INR',
    target_categories: ['Electronics & Computers'],
    target_languages: ['English'],
    placements: [{ type: 'yt_new_video_branding', quantity: 2, pricing_type: 'fixed', rate: '15000.00', view_cap: null }],
  } as CampaignCreateBody);
  return 2;
}

import type { AppContext } from '../../app-context';
import type { CampaignCreateBody } from '../../routes/api/v1/campaigns/campaigns.schema';
import { addDays, isoDate } from '../../../../src/domain/campaigns/campaign-options';
import { sampleCampaign } from '../../../../src/domain/campaigns/campaign.fixtures';

/**
 * The demo brand's campaigns, so the list, details page and dashboard have something to show: one published
 * campaign and one draft still being written. Created through the services (same rules as the API), only when
 * the brand has no campaigns at all, so what a visitor changes or deletes stays as they left it.
 */
export async function seedDemoCampaigns(context: Pick<AppContext, 'users' | 'brands' | 'services'>): Promise<number> {
  const owner = await context.users.findByEmail('brand@demo.local');
  const brand = owner ? (await context.brands.listMemberships(owner.id))[0]?.brand : undefined;
  if (!owner || !brand) return 0;
  const existing = await context.services.campaigns.list(owner, { brand_id: brand.id, page: 1, page_size: 1, ordering: '-created_at' }, 0);
  if (existing.count > 0) return 0;

  const published = await context.services.campaigns.create(owner, { ...sampleCampaign(), brand_id: brand.id } as CampaignCreateBody);
  await context.services.campaignWorkflow.publish(owner, published.id);

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

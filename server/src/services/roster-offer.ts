import { fromCents, toCents } from '../../../src/domain/campaigns/campaign-money';
import { placementTypeInfo, type PlacementType } from '../../../src/domain/campaigns/campaign-options';
import type { CampaignPlacementRow } from '../db/schema/campaigns.schema';
import type { OfferedPlacement } from '../db/schema/marketplace.schema';

/** Rounds a/b to the nearest cent, halves up (as campaign-money does). */
const divideRounded = (a: bigint, b: bigint) => (a * 2n + b) / (b * 2n);

/**
 * What an invite offers one influencer (docs/marketplace.md "Offers"): every placement on a platform they have an
 * account on; fixed = rate x quantity; CPM = rate x min(followers x view ratio, view cap) / 1000 x quantity, with
 * the platform's largest follower count. The matcher's SQL prices candidates the same way.
 */
export function offerFor(placements: readonly CampaignPlacementRow[], followersByPlatform: ReadonlyMap<string, number | null>) {
  let totalCents = 0n;
  const lines: OfferedPlacement[] = [];
  for (const placement of placements) {
    const platform = placementTypeInfo[placement.type as PlacementType].platform;
    if (!followersByPlatform.has(platform)) continue;
    const rate = toCents(placement.rate) ?? 0n;
    const quantity = BigInt(placement.quantity);
    let unitCents = rate;
    let projectedViews: number | null = null;
    if (placement.pricingType === 'cpm') {
      const followers = followersByPlatform.get(platform) ?? 0;
      const views = Math.floor(followers * placementTypeInfo[placement.type as PlacementType].viewRatio);
      projectedViews = placement.viewCap ? Math.min(views, placement.viewCap) : views;
      unitCents = divideRounded(rate * BigInt(projectedViews), 1000n);
    }
    const amountCents = unitCents * quantity;
    totalCents += amountCents;
    lines.push({
      placement_id: placement.id, type: placement.type, quantity: placement.quantity, pricing_type: placement.pricingType,
      rate: placement.rate, projected_views: projectedViews, amount: fromCents(amountCents),
    });
  }
  return { placements: lines, amountCents: totalCents, amount: fromCents(totalCents) };
}

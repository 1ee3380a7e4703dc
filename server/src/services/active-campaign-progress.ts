import { fromCents, toCents } from '../../../src/domain/campaigns/campaign-money';
import { placementTypeInfo, type PlacementType } from '../../../src/domain/campaigns/campaign-options';
import type { CampaignStatus } from '../../../src/domain/campaigns/campaign-status';
import { isVerified, type VerificationStatus } from '../../../src/domain/marketplace/verification-status';
import type { AcceptedCampaignRow } from '../repositories/active-campaigns.repository';

/** Campaign statuses of work still going on (the list's default filter; docs/marketplace.md "Active work"). */
export const liveCampaignStatuses = ['outreach_pending', 'outreach_in_progress', 'active', 'paused'] as const satisfies readonly CampaignStatus[];
export const isLiveCampaign = (status: CampaignStatus) => (liveCampaignStatuses as readonly string[]).includes(status);

/** Content the brand or the operator still has to decide on. */
const inReviewStatuses: readonly VerificationStatus[] = ['submitted', 'rebuttal_requested', 'rebuttal_responsed'];

export interface SubmissionStatusRow {
  id: string;
  rosterId: string;
  placementId: string;
  status: VerificationStatus;
  submittedAt: Date;
  updatedAt: Date;
}

/** Cents of an amount text; 0 for a missing or zero amount (an offer line may be free). */
const cents = (amount: string | null | undefined) => (amount && Number(amount) > 0 ? toCents(amount) ?? 0n : 0n);

/**
 * One offered placement's progress: its deadline, its latest submission, and whether its pay is earned (verified
 * content: verified or rebuttal_approved) or pending (not earned, on a live campaign or with content under review).
 */
export function placementLines(row: AcceptedCampaignRow, submissions: SubmissionStatusRow[]) {
  const deadline = row.roster.application?.expected_delivery_date ?? row.campaign.endDate ?? null;
  const campaignStatus = row.campaign.status;
  return (row.roster.offeredPlacements ?? []).map((line) => {
    // Submissions arrive newest first.
    const own = submissions.filter((s) => s.placementId === line.placement_id);
    const latest = own[0] ?? null;
    const verifiedAt = own.filter((s) => isVerified(s.status)).map((s) => s.updatedAt).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
    const amountCents = cents(line.amount);
    const pending = !verifiedAt && campaignStatus !== 'canceled'
      && (isLiveCampaign(campaignStatus) || (latest !== null && inReviewStatuses.includes(latest.status)));
    const info = placementTypeInfo[line.type as PlacementType];
    return {
      placement_id: line.placement_id,
      type: line.type,
      label: info?.label ?? line.type,
      platform: info?.platform ?? null,
      quantity: line.quantity,
      pricing_type: line.pricing_type,
      rate: line.rate,
      amount: fromCents(amountCents),
      deadline,
      latest_submission: latest ? { id: latest.id, status: latest.status, submitted_at: latest.submittedAt.toISOString() } : null,
      submissions: own.length,
      verified: verifiedAt !== null,
      /** When the line's content was verified (the submission's last change: verified statuses are final). */
      verifiedAt,
      amountCents,
      pending,
    };
  });
}

export type PlacementLine = ReturnType<typeof placementLines>[number];

/** Counts, money and the next deadline of one accepted campaign. */
export function progressOf(row: AcceptedCampaignRow, lines: PlacementLine[]) {
  const earned = lines.filter((l) => l.verified).reduce((sum, l) => sum + l.amountCents, 0n);
  const pending = lines.filter((l) => l.pending).reduce((sum, l) => sum + l.amountCents, 0n);
  const open = lines.filter((l) => !l.verified);
  const finished = row.campaign.status === 'completed' || row.campaign.status === 'canceled';
  return {
    placements_total: lines.length,
    placements_submitted: lines.filter((l) => l.submissions > 0).length,
    placements_verified: lines.filter((l) => l.verified).length,
    next_deadline: !finished && open.length > 0 ? open[0]?.deadline ?? null : null,
    earnedCents: earned,
    pendingCents: pending,
  };
}

/** Sums cents per currency into the API's `[{currency, amount}]`, ordered by currency; zero totals are left out. */
export function byCurrency(entries: Array<{ currency: string; cents: bigint }>): Array<{ currency: string; amount: string }> {
  const totals = new Map<string, bigint>();
  // Currencies with nothing in them are left out: an empty list reads as "nothing yet".
  for (const entry of entries) if (entry.cents !== 0n) totals.set(entry.currency, (totals.get(entry.currency) ?? 0n) + entry.cents);
  return [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, total]) => ({ currency, amount: fromCents(total) }));
}

/** The agreed pay: the brand's offer and what the influencer asked for in the application. */
export const agreedPay = (row: AcceptedCampaignRow) => ({
  offered_amount: row.roster.offeredAmount,
  requested_compensation: row.roster.application?.requested_compensation ?? null,
  currency: row.campaign.currency,
});

export const campaignSummary = (row: AcceptedCampaignRow) => ({
  id: row.campaign.id,
  name: row.campaign.name,
  status: row.campaign.status,
  brand: { id: row.brand.id, name: row.brand.name, logo_url: row.brand.logoUrl },
  start_date: row.campaign.startDate,
  end_date: row.campaign.endDate,
  currency: row.campaign.currency,
  platforms: row.campaign.platforms,
});

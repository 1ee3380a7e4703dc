import { formatMoney } from '../format/display-format';
import { minorToDecimal, parseAmountToMinor } from './money-amount';
import { paymentTexts } from './payment.texts';

/** Campaign statuses that take no more money (docs/payments.md "Funding"; the server refuses them with 409). */
export const fundingClosedStatuses: ReadonlySet<string> = new Set(['completed', 'canceled', 'reverted']);

/** The smallest payment (Razorpay's order minimum, integrations.md §3.1: ₹1.00; the same 1.00 for USD and EUR). */
export const fundingMinimumMinor = 100;

export interface FundableCampaign {
  campaign_status: string;
  currency: string;
  /** What is left to reach the budget ('0.00' when reached); null without a budget (no upper limit). */
  fund_up_to: string | null;
}

/** Minor units still fundable, or null for no limit. */
export const fundingRoomMinor = (campaign: Pick<FundableCampaign, 'fund_up_to'>): number | null => {
  if (campaign.fund_up_to === null) return null;
  const parsed = parseAmountToMinor(campaign.fund_up_to);
  return parsed.ok ? parsed.minor : 0;
};

/** Where a campaign stands for funding: open (with room or no budget), funded to its budget, or closed. */
export function fundingState(campaign: FundableCampaign): 'open' | 'full' | 'closed' {
  if (fundingClosedStatuses.has(campaign.campaign_status)) return 'closed';
  const room = fundingRoomMinor(campaign);
  return room === null || room > 0 ? 'open' : 'full';
}

/**
 * The amount field's rule, as the server's (POST brands/{id}/funding-orders/): a positive amount with at most 2
 * decimals, and no more than what is left to reach the budget. Returns the message, or null when it is fine.
 */
export function fundingAmountProblem(input: string, campaign: FundableCampaign): string | null {
  const parsed = parseAmountToMinor(input);
  if (!parsed.ok) return parsed.message;
  if (parsed.minor < fundingMinimumMinor) return paymentTexts.minimum(formatMoney(minorToDecimal(fundingMinimumMinor), campaign.currency));
  const room = fundingRoomMinor(campaign);
  if (room !== null && room <= 0) return paymentTexts.budgetReached;
  if (room !== null && parsed.minor > room) return paymentTexts.overBudget(formatMoney(campaign.fund_up_to, campaign.currency));
  return null;
}

import { formatMoney } from '../../format/display-format';
import { indiaDateOf } from './financial-year';
import { assertPaise, formatRateBp, mulDivRoundHalfUp } from './money';
import { tdsRules, tdsRulesCoverFrom, type PayeeEntity, type TdsFamily, type TdsRule } from './tax-rules.data';

/**
 * TDS on one payment to a creator, from the rule in force on the payment day (India time) for the section family the
 * operator chose. Pure: the caller (the payout, later) brings the payee's earlier total in the same financial year.
 *
 * Thresholds (docs/tax-india.md "Thresholds"): no TDS while every threshold holds (a single payment at most the single
 * threshold, the FY total at most the aggregate threshold; "exceeds" is strict). The payment that first takes the FY
 * total over the aggregate threshold carries the TDS on the whole FY total so far (the earlier payments that had
 * none, `tdsFreeBeforeThisFyPaise`); later payments in the FY carry TDS on themselves. [CA review]
 *
 * Rounding: the TDS of a payment is rounded to the nearest rupee (50 paise up), as the brief's reading of s.288B says
 * (the Act's current text of s.288B says a multiple of ten rupees: [CA review]). It never exceeds the payment: a
 * catch-up larger than the payment is cut to the payment's whole rupees and the rest reported as `shortfallPaise`.
 */
export interface TdsInput {
  family: TdsFamily;
  payee: { hasPan: boolean; entity: PayeeEntity };
  /** The payment, excluding GST when GST is shown separately on the invoice. */
  grossPaise: number;
  /** What this payee was paid earlier in the same financial year under the same family (before this payment). */
  paidBeforeThisFyPaise: number;
  /**
   * Of `paidBeforeThisFyPaise`, the part on which no TDS was deducted (defaults to all of it). Needed for 194C, where a
   * single payment above ₹30,000 has TDS before the FY total passes ₹1,00,000.
   */
  tdsFreeBeforeThisFyPaise?: number;
  paidAt: Date;
}

export type TdsBasisCode =
  | 'below-threshold'
  | 'threshold-crossed'
  | 'above-threshold'
  | 'single-payment-above-threshold'
  | 'no-threshold';

export interface TdsResult {
  ruleId: string;
  /**
   * The section to print: '194J' under the 1961 Act; from 1 Apr 2026 the s.393 reference where a source confirms it
   * ('s.393(1) Table Sl.6(i)'), else 's.393 (was 194J)'.
   */
  section: string;
  act: TdsRule['act'];
  legacySection: string;
  paymentCode: string | null;
  rateBp: number;
  /** Whether `rateBp` is the no-PAN rate (s.206AA). */
  noPanRate: boolean;
  /** The amount the rate was applied to (this payment, plus earlier TDS-free payments when the threshold is crossed). */
  taxablePaise: number;
  tdsPaise: number;
  /** TDS due but more than this payment could carry [CA review: recover from the next payment or bear it]. */
  shortfallPaise: number;
  /** grossPaise − tdsPaise: what the creator receives. */
  netPaise: number;
  basisCode: TdsBasisCode;
  /** Why, in words, for the payout statement and the audit trail. */
  basis: string;
  requiresCaReview: true;
}

export class TdsRuleNotFoundError extends Error {
  constructor(family: TdsFamily, day: string) {
    super(`No TDS rule of family ${family} is in force on ${day} (the rules cover payments from ${tdsRulesCoverFrom}).`);
    this.name = 'TdsRuleNotFoundError';
  }
}

function appliesToEntity(rule: TdsRule, entity: PayeeEntity) {
  return rule.appliesTo === 'any' || rule.appliesTo.includes(entity);
}

/** The rule in force on a day ('YYYY-MM-DD' in India) or at an instant; null when none is. */
export function findTdsRule(family: TdsFamily, entity: PayeeEntity, at: Date | string): TdsRule | null {
  const day = typeof at === 'string' ? at : indiaDateOf(at);
  return (
    tdsRules.find(
      (rule) =>
        rule.family === family &&
        appliesToEntity(rule, entity) &&
        rule.effectiveFrom <= day &&
        (rule.effectiveTo === null || day <= rule.effectiveTo),
    ) ?? null
  );
}

export function tdsRuleFor(family: TdsFamily, entity: PayeeEntity, at: Date | string): TdsRule {
  const rule = findTdsRule(family, entity, at);
  if (!rule) throw new TdsRuleNotFoundError(family, typeof at === 'string' ? at : indiaDateOf(at));
  return rule;
}

const inr = (paise: number) => formatMoney(paise / 100, 'INR');

/** The section to print for a rule: '194J'; from 1 Apr 2026 a confirmed s.393 reference, else 's.393 (was 194J)'. */
export function tdsSectionOf(rule: TdsRule): string {
  // A 2025-Act reference no source confirms is not printed as if it were.
  if (rule.act !== 'IT Act 2025') return rule.legacySection;
  return rule.newRef && !rule.unconfirmed.includes('newRef') ? rule.newRef : `s.393 (was ${rule.legacySection})`;
}

export function computeTds(input: TdsInput): TdsResult {
  const { family, payee, grossPaise, paidBeforeThisFyPaise, paidAt } = input;
  assertPaise(grossPaise, 'grossPaise');
  assertPaise(paidBeforeThisFyPaise, 'paidBeforeThisFyPaise');
  const tdsFreeBefore = input.tdsFreeBeforeThisFyPaise ?? paidBeforeThisFyPaise;
  assertPaise(tdsFreeBefore, 'tdsFreeBeforeThisFyPaise');
  if (tdsFreeBefore > paidBeforeThisFyPaise) {
    throw new RangeError('tdsFreeBeforeThisFyPaise cannot be more than paidBeforeThisFyPaise.');
  }

  const rule = tdsRuleFor(family, payee.entity, paidAt);
  const noPanRate = !payee.hasPan && rule.noPanRateBp > rule.rateBp;
  const rateBp = noPanRate ? rule.noPanRateBp : rule.rateBp;
  const section = tdsSectionOf(rule);
  const rateText = `${formatRateBp(rateBp)}${noPanRate ? ' (no PAN, s.206AA)' : ''}`;

  const thresholdsApply =
    rule.thresholdAppliesTo === 'any' || (payee.hasPan && (payee.entity === 'individual' || payee.entity === 'huf'));
  const single = thresholdsApply ? rule.thresholdSinglePaise : null;
  const aggregate = thresholdsApply ? rule.thresholdAggregateFyPaise : null;
  const totalAfter = paidBeforeThisFyPaise + grossPaise;

  let taxablePaise: number;
  let basisCode: TdsBasisCode;
  let basis: string;
  const singleExceeded = single !== null && grossPaise > single;
  const aggregateExceeded = aggregate !== null && totalAfter > aggregate;
  const aggregateCrossedNow = aggregateExceeded && paidBeforeThisFyPaise <= (aggregate as number);

  if (single === null && aggregate === null) {
    taxablePaise = grossPaise;
    basisCode = 'no-threshold';
    basis = `${section}: ${rateText} of ${inr(grossPaise)}; no threshold applies${
      rule.thresholdAppliesTo === 'individual-or-huf-with-pan' ? ' (the exemption is only for an individual or HUF with a PAN)' : ''
    }.`;
  } else if (!singleExceeded && !aggregateExceeded) {
    taxablePaise = 0;
    basisCode = 'below-threshold';
    const limits = [
      single !== null ? `this payment ${inr(grossPaise)} is not above ${inr(single)}` : null,
      aggregate !== null ? `the FY total ${inr(totalAfter)} is not above ${inr(aggregate)}` : null,
    ].filter(Boolean);
    basis = `${section}: no TDS, ${limits.join(' and ')}.`;
  } else if (aggregateCrossedNow) {
    taxablePaise = grossPaise + tdsFreeBefore;
    basisCode = 'threshold-crossed';
    basis =
      `${section}: the FY total ${inr(totalAfter)} crosses ${inr(aggregate as number)} with this payment, so ${rateText} ` +
      (tdsFreeBefore > 0
        ? `is deducted on this payment and the ${inr(tdsFreeBefore)} paid earlier in the FY without TDS (${inr(taxablePaise)}).`
        : `is deducted on this payment (${inr(taxablePaise)}).`);
  } else if (aggregateExceeded) {
    taxablePaise = grossPaise;
    basisCode = 'above-threshold';
    basis = `${section}: ${rateText} of ${inr(grossPaise)}; the FY total was already above ${inr(aggregate as number)}.`;
  } else {
    taxablePaise = grossPaise;
    basisCode = 'single-payment-above-threshold';
    basis = `${section}: ${rateText} of ${inr(grossPaise)}; this payment is above ${inr(single as number)}.`;
  }

  // Nearest rupee of taxable × rate: paise × bp / 1,000,000 = rupees.
  const dueTdsPaise = mulDivRoundHalfUp(taxablePaise, rateBp, 1_000_000) * 100;
  const capPaise = Math.floor(grossPaise / 100) * 100;
  const tdsPaise = Math.min(dueTdsPaise, capPaise);
  const shortfallPaise = dueTdsPaise - tdsPaise;
  if (shortfallPaise > 0) {
    basis += ` TDS due ${inr(dueTdsPaise)} is more than this payment can carry: ${inr(tdsPaise)} withheld, ${inr(shortfallPaise)} short [CA review].`;
  }

  return {
    ruleId: rule.id,
    section,
    act: rule.act,
    legacySection: rule.legacySection,
    paymentCode: rule.paymentCode,
    rateBp,
    noPanRate,
    taxablePaise,
    tdsPaise,
    shortfallPaise,
    netPaise: grossPaise - tdsPaise,
    basisCode,
    basis,
    requiresCaReview: true,
  };
}

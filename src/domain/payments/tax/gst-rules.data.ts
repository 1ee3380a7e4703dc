/**
 * GST rates by SAC, as data with effective dates (DESIGN.md §9). Dates are calendar days in India, inclusive. The
 * rows start on 1 Apr 2024, the first financial year this data covers. Defaults to be confirmed by a CA.
 */
export interface GstRateRule {
  id: string;
  /** Services Accounting Code. */
  sac: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  /** Total rate: CGST + SGST, or IGST. */
  rateBp: number;
  description: string;
  source: string;
  unconfirmed: readonly (keyof GstRateRule)[];
  requiresCaReview: true;
}

export const gstRateRules: readonly GstRateRule[] = [
  {
    id: 'gst-998361-2024-04-01',
    sac: '998361',
    effectiveFrom: '2024-04-01',
    effectiveTo: null,
    rateBp: 1800,
    description: 'Advertising services (influencer and social-media promotion): 18% (CGST 9% + SGST 9%, or IGST 18%).',
    source:
      'integrations.md §4.1: hourslip.com/gst-rates/998361; support.taxaj.com; taxupadesh 2026 (sources dated 2026 still say 18%; whether the Sept 2025 rate rationalisation changed 9983 is [unconfirmed])',
    unconfirmed: ['effectiveTo'],
    requiresCaReview: true,
  },
];

/** The SAC used for a creator's promotion services unless the operator sets another (998319 is seen for affiliate commission). */
export const defaultSac = '998361';

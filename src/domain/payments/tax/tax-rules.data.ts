/**
 * TDS on payments to creators, as data with effective dates (DESIGN.md §9; integrations.md §4 Must do 1). Amounts in
 * paise, rates in basis points (1000 = 10%). Dates are calendar days in India, both ends inclusive; `effectiveTo`
 * null = in force until a new row says otherwise. Every row is a default that a CA must confirm before it is used
 * with real money (`requiresCaReview`); the fields named in `unconfirmed` are not shown by any source we read and
 * are our best reading ([unconfirmed] in docs/tax-india.md).
 *
 * The rows start on 1 Apr 2024, the first financial year this data covers; they say nothing about earlier dates.
 * Changing a rate or threshold = closing a row (effectiveTo) and adding one, never editing a row in force.
 */

/** Which section the operator has chosen to deduct under, named by the Income-tax Act 1961 section. */
export const tdsFamilies = ['194J', '194C', '194-O', '194R'] as const;
export type TdsFamily = (typeof tdsFamilies)[number];

/** The shipped default: 194J (professional services), the section most sources cite for influencer fees. */
export const defaultTdsFamily: TdsFamily = '194J';

/** Kinds of payee that change a rate or a threshold (194C: 1% individual/HUF, 2% others; 194-O's exemption). */
export const payeeEntities = ['individual', 'huf', 'company', 'firm', 'other'] as const;
export type PayeeEntity = (typeof payeeEntities)[number];

export type TaxAct = 'IT Act 1961' | 'IT Act 2025';

export interface TdsRule {
  id: string;
  family: TdsFamily;
  /** 'YYYY-MM-DD' in India, inclusive. */
  effectiveFrom: string;
  /** 'YYYY-MM-DD' in India, inclusive; null = open. */
  effectiveTo: string | null;
  act: TaxAct;
  legacySection: string;
  /** Reference in the Income-tax Act 2025 (s.393(1) table row); null for rows under the 1961 Act. */
  newRef: string | null;
  /** Payment code of the 2025 Act's TDS table (1001–1092); null when none applies or none is confirmed. */
  paymentCode: string | null;
  /** Payees this row is for: 'any', or a list (194C has one row per rate band). */
  appliesTo: 'any' | readonly PayeeEntity[];
  rateBp: number;
  /** No TDS while a single payment is at most this (194C: ₹30,000); null = no single-payment threshold. */
  thresholdSinglePaise: number | null;
  /** No TDS while the payee's total in the FY is at most this; null = no aggregate threshold. */
  thresholdAggregateFyPaise: number | null;
  /** Who the thresholds protect: everyone, or (194-O) only an individual/HUF who has given a PAN. */
  thresholdAppliesTo: 'any' | 'individual-or-huf-with-pan';
  /** Rate when the payee has given no PAN (s.206AA: the higher of this and `rateBp`). */
  noPanRateBp: number;
  description: string;
  source: string;
  /** Fields no source we read confirms (shown as [unconfirmed] in docs/tax-india.md). */
  unconfirmed: readonly (keyof TdsRule)[];
  requiresCaReview: true;
}

/** ₹ → paise, for readable rows. */
const rupees = (amount: number) => amount * 100;

const src194J = 'integrations.md §4.2: casahuja.com 2025; taxtmi forum 119915; taxguru (Finance Act 2025 table)';
const src194C = 'integrations.md §4.2: casahuja.com';
const src194O = 'integrations.md §4.2: taxmanagementindia (Finance (No.2) Bill 2024); blog.tdsman.com';
const src194R = 'integrations.md §4.2: caclubindia 47381; everythingexperiential; CBDT Circular 12/2022 (16 Jun 2022)';
const src206AA = 's.206AA no-PAN rate: integrations.md §4.2 (blog.tdsman.com; 20% general is [unconfirmed])';
const srcAct2025 =
  'integrations.md §4.2: Income-tax Act 2025 from 1 Apr 2026, TDS in s.393, payment codes 1001–1092, rates unchanged (finin2min.com; terra-insight.com; frammna.com)';

const individualOrHuf = ['individual', 'huf'] as const;
const notIndividualOrHuf = ['company', 'firm', 'other'] as const;

export const tdsRules: readonly TdsRule[] = [
  // 194J: fees for professional services. 10% (2% is for technical services, not modelled: influencer fees are cited
  // as professional). Aggregate threshold per FY: ₹30,000, ₹50,000 from 1 Apr 2025 (Finance Act 2025).
  {
    id: 'tds-194j-2024-04-01',
    family: '194J',
    effectiveFrom: '2024-04-01',
    effectiveTo: '2025-03-31',
    act: 'IT Act 1961',
    legacySection: '194J',
    newRef: null,
    paymentCode: null,
    appliesTo: 'any',
    rateBp: 1000,
    thresholdSinglePaise: null,
    thresholdAggregateFyPaise: rupees(30_000),
    thresholdAppliesTo: 'any',
    noPanRateBp: 2000,
    description: 'Fees for professional services (influencer fee as a professional service): 10% above ₹30,000 in the FY.',
    source: `${src194J}; ${src206AA}`,
    unconfirmed: ['noPanRateBp'],
    requiresCaReview: true,
  },
  {
    id: 'tds-194j-2025-04-01',
    family: '194J',
    effectiveFrom: '2025-04-01',
    effectiveTo: '2026-03-31',
    act: 'IT Act 1961',
    legacySection: '194J',
    newRef: null,
    paymentCode: null,
    appliesTo: 'any',
    rateBp: 1000,
    thresholdSinglePaise: null,
    thresholdAggregateFyPaise: rupees(50_000),
    thresholdAppliesTo: 'any',
    noPanRateBp: 2000,
    description: 'Fees for professional services: 10% above ₹50,000 in the FY (threshold raised by Finance Act 2025).',
    source: `${src194J}; ${src206AA}`,
    unconfirmed: ['noPanRateBp'],
    requiresCaReview: true,
  },
  {
    id: 'tds-s393-professional-2026-04-01',
    family: '194J',
    effectiveFrom: '2026-04-01',
    effectiveTo: null,
    act: 'IT Act 2025',
    legacySection: '194J',
    newRef: 's.393(1) Table (row for fees for professional services) [unconfirmed]',
    paymentCode: null,
    appliesTo: 'any',
    rateBp: 1000,
    thresholdSinglePaise: null,
    thresholdAggregateFyPaise: rupees(50_000),
    thresholdAppliesTo: 'any',
    noPanRateBp: 2000,
    description: 'Fees for professional services under the Income-tax Act 2025: same rate as 194J.',
    source: `${srcAct2025}; ${src194J}`,
    unconfirmed: ['newRef', 'paymentCode', 'thresholdAggregateFyPaise', 'noPanRateBp'],
    requiresCaReview: true,
  },

  // 194C: contract work incl. advertising. 1% individual/HUF, 2% others. No TDS when a single payment is at most
  // ₹30,000 and the FY total at most ₹1,00,000.
  {
    id: 'tds-194c-individual-2024-04-01',
    family: '194C',
    effectiveFrom: '2024-04-01',
    effectiveTo: '2026-03-31',
    act: 'IT Act 1961',
    legacySection: '194C',
    newRef: null,
    paymentCode: null,
    appliesTo: individualOrHuf,
    rateBp: 100,
    thresholdSinglePaise: rupees(30_000),
    thresholdAggregateFyPaise: rupees(1_00_000),
    thresholdAppliesTo: 'any',
    noPanRateBp: 2000,
    description: 'Contract work incl. advertising, payee an individual or HUF: 1%.',
    source: `${src194C}; ${src206AA}`,
    unconfirmed: ['noPanRateBp'],
    requiresCaReview: true,
  },
  {
    id: 'tds-194c-others-2024-04-01',
    family: '194C',
    effectiveFrom: '2024-04-01',
    effectiveTo: '2026-03-31',
    act: 'IT Act 1961',
    legacySection: '194C',
    newRef: null,
    paymentCode: null,
    appliesTo: notIndividualOrHuf,
    rateBp: 200,
    thresholdSinglePaise: rupees(30_000),
    thresholdAggregateFyPaise: rupees(1_00_000),
    thresholdAppliesTo: 'any',
    noPanRateBp: 2000,
    description: 'Contract work incl. advertising, payee other than an individual or HUF: 2%.',
    source: `${src194C}; ${src206AA}`,
    unconfirmed: ['noPanRateBp'],
    requiresCaReview: true,
  },
  {
    id: 'tds-s393-contract-individual-2026-04-01',
    family: '194C',
    effectiveFrom: '2026-04-01',
    effectiveTo: null,
    act: 'IT Act 2025',
    legacySection: '194C',
    newRef: 's.393(1) Table Sl.6(i)',
    paymentCode: '1017',
    appliesTo: individualOrHuf,
    rateBp: 100,
    thresholdSinglePaise: rupees(30_000),
    thresholdAggregateFyPaise: rupees(1_00_000),
    thresholdAppliesTo: 'any',
    noPanRateBp: 2000,
    description: 'Contract work under the Income-tax Act 2025, payee an individual or HUF: 1%, code 1017.',
    source: `${srcAct2025} (194C → s.393(1) Table Sl.6(i), code 1017)`,
    unconfirmed: ['thresholdSinglePaise', 'thresholdAggregateFyPaise', 'noPanRateBp'],
    requiresCaReview: true,
  },
  {
    id: 'tds-s393-contract-others-2026-04-01',
    family: '194C',
    effectiveFrom: '2026-04-01',
    effectiveTo: null,
    act: 'IT Act 2025',
    legacySection: '194C',
    newRef: 's.393(1) Table Sl.6(i)',
    paymentCode: '1017',
    appliesTo: notIndividualOrHuf,
    rateBp: 200,
    thresholdSinglePaise: rupees(30_000),
    thresholdAggregateFyPaise: rupees(1_00_000),
    thresholdAppliesTo: 'any',
    noPanRateBp: 2000,
    description: 'Contract work under the Income-tax Act 2025, payee other than an individual or HUF: 2%.',
    source: `${srcAct2025} (194C → s.393(1) Table Sl.6(i), code 1017; whether one code covers both rate bands is not said)`,
    unconfirmed: ['newRef', 'paymentCode', 'thresholdSinglePaise', 'thresholdAggregateFyPaise', 'noPanRateBp'],
    requiresCaReview: true,
  },

  // 194-O: an e-commerce operator facilitating the service deducts on the gross amount. 1% until 30 Sep 2024, 0.1%
  // from 1 Oct 2024; 5% without PAN/Aadhaar. An individual/HUF with PAN whose FY gross is at most ₹5 lakh is exempt.
  {
    id: 'tds-194o-2024-04-01',
    family: '194-O',
    effectiveFrom: '2024-04-01',
    effectiveTo: '2024-09-30',
    act: 'IT Act 1961',
    legacySection: '194-O',
    newRef: null,
    paymentCode: null,
    appliesTo: 'any',
    rateBp: 100,
    thresholdSinglePaise: null,
    thresholdAggregateFyPaise: rupees(5_00_000),
    thresholdAppliesTo: 'individual-or-huf-with-pan',
    noPanRateBp: 500,
    description: 'E-commerce operator facilitating the service: 1% of the gross amount.',
    source: src194O,
    unconfirmed: [],
    requiresCaReview: true,
  },
  {
    id: 'tds-194o-2024-10-01',
    family: '194-O',
    effectiveFrom: '2024-10-01',
    effectiveTo: '2026-03-31',
    act: 'IT Act 1961',
    legacySection: '194-O',
    newRef: null,
    paymentCode: null,
    appliesTo: 'any',
    rateBp: 10,
    thresholdSinglePaise: null,
    thresholdAggregateFyPaise: rupees(5_00_000),
    thresholdAppliesTo: 'individual-or-huf-with-pan',
    noPanRateBp: 500,
    description: 'E-commerce operator facilitating the service: 0.1% of the gross amount (from 1 Oct 2024).',
    source: src194O,
    unconfirmed: [],
    requiresCaReview: true,
  },
  {
    id: 'tds-s393-e-commerce-2026-04-01',
    family: '194-O',
    effectiveFrom: '2026-04-01',
    effectiveTo: null,
    act: 'IT Act 2025',
    legacySection: '194-O',
    newRef: 's.393(1) Table (row for e-commerce operators) [unconfirmed]',
    paymentCode: null,
    appliesTo: 'any',
    rateBp: 10,
    thresholdSinglePaise: null,
    thresholdAggregateFyPaise: rupees(5_00_000),
    thresholdAppliesTo: 'individual-or-huf-with-pan',
    noPanRateBp: 500,
    description: 'E-commerce operator facilitating the service under the Income-tax Act 2025: same rate as 194-O.',
    source: `${srcAct2025}; ${src194O}`,
    unconfirmed: ['newRef', 'paymentCode', 'thresholdAggregateFyPaise', 'noPanRateBp'],
    requiresCaReview: true,
  },

  // 194R: free products or benefits kept by the influencer, on their fair market value excl. GST; more than ₹20,000
  // in the FY per payee; products returned are excluded (CBDT Circular 12/2022).
  {
    id: 'tds-194r-2024-04-01',
    family: '194R',
    effectiveFrom: '2024-04-01',
    effectiveTo: '2026-03-31',
    act: 'IT Act 1961',
    legacySection: '194R',
    newRef: null,
    paymentCode: null,
    appliesTo: 'any',
    rateBp: 1000,
    thresholdSinglePaise: null,
    thresholdAggregateFyPaise: rupees(20_000),
    thresholdAppliesTo: 'any',
    noPanRateBp: 2000,
    description: 'Benefit or perquisite (products kept by the creator, at fair market value excl. GST): 10% above ₹20,000 in the FY.',
    source: `${src194R}; ${src206AA}`,
    unconfirmed: ['noPanRateBp'],
    requiresCaReview: true,
  },
  {
    id: 'tds-s393-benefit-2026-04-01',
    family: '194R',
    effectiveFrom: '2026-04-01',
    effectiveTo: null,
    act: 'IT Act 2025',
    legacySection: '194R',
    newRef: 's.393(1) Table (row for business benefits or perquisites) [unconfirmed]',
    paymentCode: null,
    appliesTo: 'any',
    rateBp: 1000,
    thresholdSinglePaise: null,
    thresholdAggregateFyPaise: rupees(20_000),
    thresholdAppliesTo: 'any',
    noPanRateBp: 2000,
    description: 'Benefit or perquisite under the Income-tax Act 2025: same rate as 194R.',
    source: `${srcAct2025}; ${src194R}`,
    unconfirmed: ['newRef', 'paymentCode', 'thresholdAggregateFyPaise', 'noPanRateBp'],
    requiresCaReview: true,
  },
];

/** The first day the TDS rows cover. */
export const tdsRulesCoverFrom = '2024-04-01';

import type { Earnings, PayoutLine } from '../../api/generated/api';

/** A payout line as the API answers it (GET influencers/me/earnings/, GET brands/{id}/payout-lines/), for stories and tests. */
export const line = (overrides: Partial<PayoutLine> & Pick<PayoutLine, 'id'>): PayoutLine => ({
  campaign_id: 'c1',
  campaign_name: 'Monsoon Launch',
  influencer_id: 'i1',
  influencer_name: 'Asha Rao',
  placement_type: 'yt_dedicated_video',
  content_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  currency: 'INR',
  gross: '40000.00',
  basis: 'Fixed price per item of the accepted offer.',
  status: 'awaiting_approval',
  created_at: '2026-11-20T10:30:00Z',
  approved_at: null,
  payout: null,
  ...overrides,
});

export const awaitingLine = line({ id: 'l1' });

export const approvedLine = line({
  id: 'l2',
  campaign_name: 'Festive Glow: Diwali skincare edit with a very long campaign name',
  placement_type: 'ig_dedicated_reel',
  content_url: 'https://www.instagram.com/reel/C0aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789/',
  gross: '20000.00',
  status: 'approved',
  created_at: '2026-11-12T08:00:00Z',
  approved_at: '2026-11-14T09:15:00Z',
});

export const paidLine = line({
  id: 'l3',
  campaign_id: 'c2',
  campaign_name: 'Winter Warmers',
  placement_type: 'yt_new_shorts_branding',
  content_url: 'https://www.youtube.com/shorts/abc123XYZ',
  gross: '6000.00',
  status: 'paid',
  created_at: '2026-10-02T08:00:00Z',
  approved_at: '2026-10-03T11:00:00Z',
  payout: {
    id: 'p1', status: 'processed', net: '5400.00', tax_withheld: '600.00', destination: 'UPI as****@okhdfc',
    utr: 'HDFCR52026100512345678', failure_reason: null, processed_at: '2026-10-05T06:45:00Z',
  },
});

export const returnedLine = line({
  id: 'l4',
  campaign_id: 'c2',
  campaign_name: 'Winter Warmers',
  placement_type: 'ig_branded_post',
  content_url: 'https://www.instagram.com/p/Cxyz123/',
  gross: '8000.00',
  status: 'returned',
  created_at: '2026-10-01T08:00:00Z',
  approved_at: '2026-10-03T11:00:00Z',
  payout: {
    id: 'p2', status: 'reversed', net: '7200.00', tax_withheld: '800.00', destination: 'Bank ••••1234',
    utr: null, failure_reason: 'The beneficiary bank rejected the transfer (account closed).', processed_at: null,
  },
});

export const sampleEarnings: Earnings = {
  balances: [{ currency: 'INR', available: '20000.00', pending: '40000.00', processing: '0.00', paid: '5400.00' }],
  lines: [awaitingLine, approvedLine, paidLine, returnedLine],
  payout_details: { has_payout_method: true, method: 'upi', has_pan: true },
};

export const emptyEarnings: Earnings = {
  balances: [],
  lines: [],
  payout_details: { has_payout_method: true, method: 'upi', has_pan: true },
};

export const earningsWithoutPayoutMethod: Earnings = {
  ...sampleEarnings,
  payout_details: { has_payout_method: false, method: null, has_pan: true },
};

/** Payout details given, no PAN yet: payouts wait for it. */
export const earningsWithoutPan: Earnings = {
  ...sampleEarnings,
  payout_details: { has_payout_method: true, method: 'upi', has_pan: false },
};

/** Earnings in two currencies (an influencer paid by an Indian and a US brand). */
export const twoCurrencyEarnings: Earnings = {
  ...sampleEarnings,
  balances: [
    ...sampleEarnings.balances,
    { currency: 'USD', available: '0.00', pending: '450.00', processing: '0.00', paid: '0.00' },
  ],
  lines: [line({ id: 'l5', campaign_name: 'Global Gadget Review', currency: 'USD', gross: '450.00' }), ...sampleEarnings.lines],
};

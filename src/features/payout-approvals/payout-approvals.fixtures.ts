import type { PayoutLine } from '../../api/generated/api';

/** Sample lines of GET brands/{id}/payout-lines/ (awaiting approval), for stories and tests. */
const line = (overrides: Partial<PayoutLine> & Pick<PayoutLine, 'id'>): PayoutLine => ({
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

export const awaitingLines: PayoutLine[] = [
  line({ id: 'l1' }),
  line({
    id: 'l2',
    influencer_id: 'i2',
    influencer_name: 'Vikram Subramaniam-Raghunathan',
    campaign_name: 'Festive Glow: Diwali skincare edit',
    placement_type: 'ig_dedicated_reel',
    content_url: 'https://www.instagram.com/reel/C0aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789/',
    gross: '20000.00',
    created_at: '2026-11-18T14:05:00Z',
  }),
];

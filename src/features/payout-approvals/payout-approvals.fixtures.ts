import type { PayoutLine } from '../../api/generated/api';
import { line } from '../earnings/earnings.fixtures';

/** Sample lines of GET brands/{id}/payout-lines/ (awaiting approval), for stories and tests. */
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
  // A CPM line written at the campaign's cut-off: its basis says how the amount was reached.
  line({
    id: 'l3',
    influencer_id: 'i3',
    influencer_name: 'Ananya Rao',
    campaign_name: 'Summer Audio Drop',
    placement_type: 'ig_branded_reel',
    content_url: 'https://www.instagram.com/reel/C3cpmReel01/',
    gross: '9000.00',
    basis: "45,000 verified views, capped at 50,000 × ₹200 per 1,000 views, at the campaign's cut-off.",
    created_at: '2026-11-25T09:30:00Z',
  }),
];

import type { BrandPayments, CampaignEscrow, FundingCheckout, FundingOrder } from '../../api/generated/api';

/** Sample data of GET brands/{id}/payments/ and funding-orders/{id}/ for tests and stories. */
export const escrowCampaign = (overrides: Partial<CampaignEscrow> = {}): CampaignEscrow => ({
  campaign_id: 'c1',
  campaign_name: 'Monsoon Launch',
  campaign_status: 'active',
  currency: 'INR',
  budget: '200000.00',
  funded: '150000.00',
  committed: '90000.00',
  released: '20000.00',
  refunded: '0.00',
  available: '40000.00',
  fund_up_to: '50000.00',
  ...overrides,
});

export const funding = (overrides: Partial<FundingOrder> = {}): FundingOrder => ({
  id: 'f1',
  campaign_id: 'c1',
  campaign_name: 'Monsoon Launch',
  provider: 'razorpay',
  amount: '25000.00',
  currency: 'INR',
  status: 'paid',
  failure_kind: null,
  failure_message: null,
  created_at: '2026-03-02T10:15:00Z',
  paid_at: '2026-03-02T10:16:00Z',
  ...overrides,
});

export const samplePayments: BrandPayments = {
  balances: [{ currency: 'INR', held: '130000.00', available: '40000.00', committed: '90000.00' }],
  campaigns: [
    escrowCampaign(),
    escrowCampaign({
      campaign_id: 'c2', campaign_name: 'Festive Unboxing Series with Regional Creators', campaign_status: 'planned',
      budget: null, funded: '0.00', committed: '0.00', released: '0.00', available: '0.00', fund_up_to: null,
    }),
    escrowCampaign({
      campaign_id: 'c3', campaign_name: 'Winter Wrap', campaign_status: 'completed', budget: '50000.00', funded: '50000.00',
      committed: '0.00', released: '45000.00', refunded: '5000.00', available: '0.00', fund_up_to: null,
    }),
  ],
  fundings: [
    funding({ id: 'f3', status: 'failed', amount: '10000.00', failure_kind: 'declined', failure_message: 'Your payment was declined. Try another card or payment method.', paid_at: null, created_at: '2026-03-04T08:00:00Z' }),
    funding({ id: 'f2', status: 'authorized', amount: '5000.00', paid_at: null, created_at: '2026-03-03T09:30:00Z' }),
    funding(),
  ],
  permissions: { fund: true, approve: true },
  provider_mode: 'sandbox',
};

export const emptyPayments: BrandPayments = {
  balances: [],
  campaigns: [escrowCampaign({ funded: '0.00', committed: '0.00', released: '0.00', available: '0.00', fund_up_to: '200000.00' })],
  fundings: [],
  permissions: { fund: true, approve: true },
  provider_mode: 'sandbox',
};

export const viewerPayments: BrandPayments = { ...samplePayments, permissions: { fund: false, approve: false } };

export const sampleCheckout: FundingCheckout = {
  funding: funding({ id: 'f9', status: 'created', paid_at: null }),
  checkout: { method: 'GET', url: 'http://localhost/sandbox/razorpay/checkout', fields: { order_id: 'order_9', callback_url: 'http://localhost/api/v1/payments/razorpay/callback/?funding=f9' } },
};

import type { BrandPaymentMethod } from '../../api/generated/api';

/** Sample answers of GET brands/{id}/payment-methods/ for tests and stories. */
export const bankMethod = (overrides: Partial<BrandPaymentMethod> = {}): BrandPaymentMethod => ({
  id: 'pm-bank',
  type: 'bank',
  summary: 'HDFC Bank ••••5678',
  is_default: true,
  details: { account_holder_name: 'Acme Demo Co.', bank_name: 'HDFC Bank', ifsc_code: 'HDFC0001234', swift_code: 'HDFCINBB', account_number_last4: '5678' },
  created_at: '2026-03-02T10:15:00Z',
  ...overrides,
});

export const sampleMethods: BrandPaymentMethod[] = [
  bankMethod(),
  {
    id: 'pm-upi', type: 'upi', summary: 'UPI ac**********@okhdfcbank', is_default: false,
    details: { upi_id_masked: 'ac**********@okhdfcbank', upi_provider: 'Google Pay' }, created_at: '2026-03-04T09:00:00Z',
  },
  {
    id: 'pm-paypal', type: 'paypal', summary: 'PayPal finance-team-payments@acme-demo-company.example', is_default: false,
    details: { paypal_email: 'finance-team-payments@acme-demo-company.example' }, created_at: '2026-03-05T09:00:00Z',
  },
  {
    id: 'pm-stripe', type: 'stripe', summary: 'Stripe acct_1Nv0FGQ9RKHgCVdK', is_default: false,
    details: { stripe_account_id: 'acct_1Nv0FGQ9RKHgCVdK' }, created_at: '2026-03-06T09:00:00Z',
  },
];

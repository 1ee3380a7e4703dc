import { Type, type Static } from '@sinclair/typebox';
import { Nullable, ref, StringEnum } from '../shared.schema';

/**
 * Brand payments (docs/payments.md): balances, per-campaign escrow and funding. Amounts are decimal strings with two
 * decimals in the currency's major unit ('25000.00'), like every other amount of the API; the ledger keeps integer
 * minor units and these are exact conversions of them.
 */
const Money = (description: string) => Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description });
const Currency = StringEnum(['INR', 'USD', 'EUR'] as const);

export const PaymentBalance = Type.Object(
  {
    currency: Currency,
    held: Money('Everything the platform holds for the brand in this currency: not yet committed plus committed.'),
    available: Money('Funded money no placement has claimed yet: what new invites and acceptances may still use.'),
    committed: Money('Set aside for accepted placements until their work is verified.'),
  },
  { $id: 'PaymentBalance', additionalProperties: false },
);

export const CampaignEscrow = Type.Object(
  {
    campaign_id: Type.String({ format: 'uuid' }),
    campaign_name: Type.String(),
    campaign_status: Type.String(),
    currency: Currency,
    budget: Nullable(Money('The campaign budget, if set.')),
    funded: Money('Captured payments for this campaign.'),
    committed: Money('Currently set aside for accepted placements.'),
    released: Money('Paid over to creators for verified work (before tax withheld).'),
    refunded: Money('Returned to the brand.'),
    available: Money('Funded and not committed: refundable when the campaign ends.'),
    fund_up_to: Nullable(Money('How much more may be funded before the budget is reached; null without a budget.')),
  },
  { $id: 'CampaignEscrow', additionalProperties: false },
);

export const FundingStatusValues = ['created', 'authorized', 'paid', 'failed', 'cancelled'] as const;

export const FundingOrder = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    campaign_id: Type.String({ format: 'uuid' }),
    campaign_name: Type.String(),
    provider: StringEnum(['razorpay', 'stripe'] as const),
    amount: Money('The amount of this funding.'),
    currency: Currency,
    status: StringEnum(FundingStatusValues, {
      description: 'created (checkout open), authorized (the checkout reported success; waiting for the provider to confirm), paid (confirmed by the provider: money booked), failed, cancelled.',
    }),
    failure_kind: Nullable(StringEnum(['declined', 'invalid_card', 'processing_failed'] as const, { description: "SPEC §8's payment failures." })),
    failure_message: Nullable(Type.String({ description: 'What to tell the person, for a failed or cancelled payment.' })),
    created_at: Type.String({ format: 'date-time' }),
    paid_at: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'FundingOrder', additionalProperties: false },
);

export const BrandPayments = Type.Object(
  {
    balances: Type.Array(ref(PaymentBalance), { description: 'One per currency the brand has funded in.' }),
    campaigns: Type.Array(ref(CampaignEscrow), { description: 'Every campaign that can be or was funded, newest first.' }),
    fundings: Type.Array(ref(FundingOrder), { description: 'The latest 50 funding attempts, newest first.' }),
    permissions: Type.Object(
      { fund: Type.Boolean({ description: 'May fund campaigns (payments.approve).' }), approve: Type.Boolean({ description: 'May approve payouts (payments.approve).' }) },
      { additionalProperties: false },
    ),
    provider_mode: StringEnum(['sandbox', 'live'] as const, { description: 'sandbox: simulated checkout, no real money moves.' }),
  },
  { $id: 'BrandPayments', additionalProperties: false },
);

export const FundingOrderCreate = Type.Object(
  {
    campaign_id: Type.String({ format: 'uuid' }),
    amount: Type.String({ description: 'Positive, at most 2 decimals, in the campaign currency (SPEC §5 "Amounts").', minLength: 1, maxLength: 20 }),
  },
  { $id: 'FundingOrderCreate', additionalProperties: false },
);

export const FundingCheckout = Type.Object(
  {
    funding: ref(FundingOrder),
    checkout: Type.Object(
      {
        method: StringEnum(['GET', 'POST'] as const),
        url: Type.String({ description: "The provider's hosted checkout (the sandbox's own page in sandbox mode)." }),
        fields: Type.Record(Type.String(), Type.String(), { description: 'Form fields to send with the navigation.' }),
      },
      { additionalProperties: false, description: 'Where the browser goes to pay: a full-page form navigation, so no provider script runs in the SPA.' },
    ),
  },
  { $id: 'FundingCheckout', additionalProperties: false },
);

export const FundingIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const WebhookAck = Type.Object(
  { status: StringEnum(['applied', 'duplicate', 'ignored'] as const) },
  { $id: 'PaymentWebhookAck', additionalProperties: false },
);

export type BrandPaymentsBody = Static<typeof BrandPayments>;
export type FundingOrderBody = Static<typeof FundingOrder>;
export type FundingCheckoutBody = Static<typeof FundingCheckout>;

export const paymentsComponents = [PaymentBalance, CampaignEscrow, FundingOrder, BrandPayments, FundingOrderCreate, FundingCheckout, WebhookAck];

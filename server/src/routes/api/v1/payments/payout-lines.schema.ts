import { Type, type Static } from '@sinclair/typebox';
import { Nullable, ref, StringEnum } from '../shared.schema';

const Money = (description: string) => Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description });
const Currency = StringEnum(['INR', 'USD', 'EUR'] as const);
export const payoutLineStatuses = ['awaiting_approval', 'approved', 'paying', 'paid', 'returned'] as const;

export const PayoutAttempt = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    status: StringEnum(['queued', 'processing', 'processed', 'reversed', 'failed'] as const),
    net: Money('Paid to the creator, after tax withheld.'),
    tax_withheld: Money('TDS withheld from this payout.'),
    destination: Type.String({ description: "Where it goes, masked ('UPI as****@okhdfc', 'Bank ••••1234')." }),
    utr: Nullable(Type.String({ description: "The bank's reference, once processed." })),
    failure_reason: Nullable(Type.String()),
    processed_at: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'PayoutAttempt', additionalProperties: false },
);

export const PayoutLine = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    campaign_id: Type.String({ format: 'uuid' }),
    campaign_name: Type.String(),
    influencer_id: Type.String({ format: 'uuid' }),
    influencer_name: Type.String(),
    placement_type: Type.String(),
    content_url: Type.String(),
    currency: Currency,
    gross: Money('What the work earned.'),
    basis: Type.String({ description: 'How the amount was reached (fixed price per item, or views x rate within the cap).' }),
    status: StringEnum(payoutLineStatuses, {
      description: 'awaiting_approval (the brand approves it), approved (released to the creator), paying, paid, returned (a payout failed or was reversed: back in the balance).',
    }),
    created_at: Type.String({ format: 'date-time' }),
    approved_at: Nullable(Type.String({ format: 'date-time' })),
    payout: Nullable(ref(PayoutAttempt)),
  },
  { $id: 'PayoutLine', additionalProperties: false },
);

export const PayoutLineList = Type.Object({ results: Type.Array(ref(PayoutLine)) }, { $id: 'PayoutLineList', additionalProperties: false });

export const PayoutLineQuery = Type.Object({
  status: Type.Optional(StringEnum(payoutLineStatuses, { description: 'Only lines in this state (default: awaiting_approval).' })),
});

export const EarningsBalance = Type.Object(
  {
    currency: Currency,
    available: Money('Released to you and not yet sent.'),
    pending: Money('Verified work waiting for the brand to approve it.'),
    processing: Money('Inside payouts on their way to your account.'),
    paid: Money('Paid out (reversed payouts excluded).'),
  },
  { $id: 'EarningsBalance', additionalProperties: false },
);

export const Earnings = Type.Object(
  {
    balances: Type.Array(ref(EarningsBalance)),
    lines: Type.Array(ref(PayoutLine), { description: 'Your latest 100 payout lines, newest first.' }),
    payout_details: Type.Object(
      {
        has_payout_method: Type.Boolean(),
        method: Nullable(StringEnum(['upi', 'bank_transfer'] as const)),
        has_pan: Type.Boolean({ description: 'A PAN is on file: payouts wait until one is.' }),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'Earnings', additionalProperties: false },
);

export const TaxDetails = Type.Object(
  {
    has_pan: Type.Boolean({ description: 'A PAN is on file (needed before the first payout).' }),
    pan_masked: Nullable(Type.String({ description: "The PAN, masked: 'ABCPE••••F'." })),
    gstin: Nullable(Type.String({ description: 'The GSTIN when registered for GST.' })),
    gst_state: Nullable(Type.Object({ code: Type.String(), name: Type.String() }, { additionalProperties: false, description: 'The state the GSTIN names (its first two digits).' })),
    updated_at: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'TaxDetails', additionalProperties: false },
);

export const TaxDetailsUpdate = Type.Object(
  {
    pan: Type.String({ maxLength: 20, description: 'AAAAA9999A (trimmed and upper-cased).' }),
    gstin: Type.Optional(Nullable(Type.String({ maxLength: 20, description: '15 characters with its check character; empty or null when not registered.' }))),
  },
  { $id: 'TaxDetailsUpdate', additionalProperties: false },
);

export const PayoutLineParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export type PayoutLineBody = Static<typeof PayoutLine>;
export type EarningsBody = Static<typeof Earnings>;

export const payoutLinesComponents = [PayoutAttempt, PayoutLine, PayoutLineList, EarningsBalance, Earnings, TaxDetails, TaxDetailsUpdate];

import { assertEmailVerified } from './account-security';
import {
  bankDetailsSchema,
  maskAccountNumber,
  maskUpiId,
  upiDetailsSchema,
  type BankDetails,
  type UpiDetails,
} from '../../../src/domain/payouts/payout-rules';
import type { UserRow } from '../db/schema/users.schema';
import type { SecretBox } from '../crypto/secret-box';
import { permissionDenied } from '../plugins/api-error';
import { validateOrThrow } from '../plugins/yup-validation';
import type { PayoutsRepository } from '../repositories/payouts.repository';

export type SealedDetails = { method: 'upi'; upi: UpiDetails } | { method: 'bank_transfer'; bank: BankDetails };

export interface PaymentInfo {
  has_payment_info: boolean;
  payment_method: 'upi' | 'bank_transfer' | null;
  upi: { upi_id_masked: string } | null;
  bank: {
    account_number_masked: string;
    account_number_last4: string;
    account_holder_name: string;
    bank_name: string;
    ifsc_code: string;
    account_type: 'savings' | 'current';
  } | null;
  updated_at: string | null;
}

const none: PaymentInfo = { has_payment_info: false, payment_method: null, upi: null, bank: null, updated_at: null };

/** Influencers' payout details, sealed at rest and shown masked (docs/payouts.md). */
export function createPayoutsService(deps: { payouts: PayoutsRepository; secretBox: SecretBox; onSaved?: () => void }) {
  const { payouts, secretBox } = deps;

  function influencerOnly(user: UserRow): void {
    if (user.persona !== 'influencer') throw permissionDenied('Payout details are for influencer accounts.');
  }

  function view(details: SealedDetails, updatedAt: Date): PaymentInfo {
    if (details.method === 'upi') {
      return { ...none, has_payment_info: true, payment_method: 'upi', upi: { upi_id_masked: maskUpiId(details.upi.upi_id) }, updated_at: updatedAt.toISOString() };
    }
    const { bank } = details;
    return {
      ...none,
      has_payment_info: true,
      payment_method: 'bank_transfer',
      bank: {
        account_number_masked: maskAccountNumber(bank.account_number),
        account_number_last4: bank.account_number.slice(-4),
        account_holder_name: bank.account_holder_name,
        bank_name: bank.bank_name,
        ifsc_code: bank.ifsc_code,
        account_type: bank.account_type,
      },
      updated_at: updatedAt.toISOString(),
    };
  }

  async function save(user: UserRow, details: SealedDetails): Promise<PaymentInfo> {
    const hint = details.method === 'upi' ? maskUpiId(details.upi.upi_id) : maskAccountNumber(details.bank.account_number);
    const row = await payouts.save({
      userId: user.id,
      method: details.method,
      detailsSealed: secretBox.seal(JSON.stringify(details), user.id),
      maskedHint: hint,
    });
    // Earnings waiting for payout details (or returned by a failed payout) can go out now.
    deps.onSaved?.();
    return view(details, row.updatedAt);
  }

  async function get(user: UserRow): Promise<PaymentInfo> {
    influencerOnly(user);
    const row = await payouts.find(user.id);
    if (!row) return none;
    return view(JSON.parse(secretBox.open(row.detailsSealed, user.id)) as SealedDetails, row.updatedAt);
  }

  async function updateUpi(user: UserRow, body: unknown): Promise<PaymentInfo> {
    influencerOnly(user);
    assertEmailVerified(user, 'payout');
    const upi = validateOrThrow(upiDetailsSchema, body);
    return save(user, { method: 'upi', upi });
  }

  async function updateBank(user: UserRow, body: unknown): Promise<PaymentInfo> {
    influencerOnly(user);
    assertEmailVerified(user, 'payout');
    const bank = validateOrThrow(bankDetailsSchema, body);
    return save(user, { method: 'bank_transfer', bank });
  }

  /** Idempotent: removing details that are not there is not an error. */
  async function remove(user: UserRow): Promise<void> {
    influencerOnly(user);
    await payouts.remove(user.id);
  }

  /** Whether the user can be paid (part of the influencer profile's completion rule). */
  async function hasPayoutDetails(userId: string): Promise<boolean> {
    return (await payouts.find(userId)) !== null;
  }

  /** The details in clear for sending a payout (never an API answer), with where they go masked for the records. */
  async function detailsForPayout(userId: string): Promise<{ details: SealedDetails; destination: string; updatedAt: Date } | null> {
    const row = await payouts.find(userId);
    if (!row) return null;
    const details = JSON.parse(secretBox.open(row.detailsSealed, userId)) as SealedDetails;
    return { details, destination: `${details.method === 'upi' ? 'UPI' : 'Bank'} ${row.maskedHint}`, updatedAt: row.updatedAt };
  }

  /** `detailsForPayout` for several creators at once (a payout run's chunk): by user id, only those who have details. */
  async function detailsForPayouts(userIds: string[]): Promise<Map<string, { details: SealedDetails; destination: string; updatedAt: Date }>> {
    const rows = await payouts.findMany([...new Set(userIds)]);
    return new Map(rows.map((row) => {
      const details = JSON.parse(secretBox.open(row.detailsSealed, row.userId)) as SealedDetails;
      return [row.userId, { details, destination: `${details.method === 'upi' ? 'UPI' : 'Bank'} ${row.maskedHint}`, updatedAt: row.updatedAt }];
    }));
  }

  return { get, updateUpi, updateBank, remove, hasPayoutDetails, detailsForPayout, detailsForPayouts };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;

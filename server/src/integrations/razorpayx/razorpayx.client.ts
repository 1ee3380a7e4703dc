import { createHash } from 'node:crypto';
import { createRazorpayHttp } from '../razorpay/razorpay-http';
import type { RazorpayXContact, RazorpayXFundAccount, RazorpayXPayout, RazorpayXPayoutMode, RazorpayXPayoutPurpose } from './razorpayx.types';

export { RazorpayXError } from '../razorpay/razorpay-errors';

/**
 * RazorpayX Payouts (creator payouts) over global fetch. There is no official Node SDK for payouts (razorpay-node
 * has no contacts/payouts; issue #396), so this is a thin client on the same HTTP/errors as ../razorpay
 * (integrations.md §3.2, §3.5). Every error is a RazorpayXError. No retries here: a retry by the caller MUST resend
 * the same X-Payout-Idempotency key and an identical body.
 */
export const RAZORPAYX_DEFAULT_BASE_URL = 'https://api.razorpay.com';

export interface RazorpayXClientOptions {
  keyId: string;
  keySecret: string;
  /** Our RazorpayX account number (customer identifier); it differs between test and live mode. */
  accountNumber: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface CreateContactInput {
  name: string;
  email?: string;
  contact?: string;
  /** vendor, customer, employee, self. */
  type?: string;
  referenceId?: string;
  notes?: Record<string, string>;
}

export type CreateFundAccountInput =
  | { contactId: string; vpa: { address: string } }
  | { contactId: string; bankAccount: { name: string; ifsc: string; accountNumber: string } };

export interface CreatePayoutInput {
  fundAccountId: string;
  /** Integer paise, at least 100. */
  amountPaise: number;
  mode: RazorpayXPayoutMode;
  purpose?: RazorpayXPayoutPurpose;
  /** ≤ 40 characters; our ledger line id. */
  referenceId?: string;
  /** ≤ 30 characters of [A-Za-z0-9 ]. */
  narration?: string;
  queueIfLowBalance?: boolean;
  notes?: Record<string, string>;
  /**
   * X-Payout-Idempotency (4–36 chars [A-Za-z0-9 _-]): derive it from the ledger line id with
   * payoutIdempotencyKey(), persist it before the call, and resend it on every retry. Never random per attempt.
   */
  idempotencyKey: string;
}

export interface RazorpayXClient {
  createContact(input: CreateContactInput): Promise<RazorpayXContact>;
  /** Idempotent on the details: the same details return the existing fa_… (fund accounts are immutable). */
  createFundAccount(input: CreateFundAccountInput): Promise<RazorpayXFundAccount>;
  createPayout(input: CreatePayoutInput): Promise<RazorpayXPayout>;
  fetchPayout(payoutId: string): Promise<RazorpayXPayout>;
}

export const PAYOUT_IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9 _-]{4,36}$/;

/** A stable X-Payout-Idempotency key for one ledger line: the same line always gives the same 35-character key. */
export function payoutIdempotencyKey(ledgerLineId: string): string {
  if (!ledgerLineId) throw new TypeError('payoutIdempotencyKey: a ledger line id is required');
  return `pl-${createHash('sha256').update(ledgerLineId).digest('hex').slice(0, 32)}`;
}

export function createRazorpayXClient(options: RazorpayXClientOptions): RazorpayXClient {
  const http = createRazorpayHttp({ ...options, baseUrl: options.baseUrl ?? RAZORPAYX_DEFAULT_BASE_URL, provider: 'razorpayx' });
  return {
    createContact: (input) =>
      http<RazorpayXContact>('POST', '/v1/contacts', {
        body: { name: input.name, email: input.email, contact: input.contact, type: input.type, reference_id: input.referenceId, notes: input.notes },
      }),
    createFundAccount: (input) =>
      http<RazorpayXFundAccount>('POST', '/v1/fund_accounts', {
        body:
          'vpa' in input
            ? { contact_id: input.contactId, account_type: 'vpa', vpa: { address: input.vpa.address } }
            : { contact_id: input.contactId, account_type: 'bank_account', bank_account: { name: input.bankAccount.name, ifsc: input.bankAccount.ifsc, account_number: input.bankAccount.accountNumber } },
      }),
    createPayout: (input) => {
      if (!PAYOUT_IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey ?? '')) {
        // A programming error, not a provider answer: the key is mandatory and must come from the ledger line.
        return Promise.reject(new TypeError('createPayout: idempotencyKey must be 4-36 characters of [A-Za-z0-9 _-] (use payoutIdempotencyKey(ledgerLineId))'));
      }
      return http<RazorpayXPayout>('POST', '/v1/payouts', {
        headers: { 'X-Payout-Idempotency': input.idempotencyKey },
        body: {
          account_number: options.accountNumber,
          fund_account_id: input.fundAccountId,
          amount: input.amountPaise,
          currency: 'INR',
          mode: input.mode,
          purpose: input.purpose ?? 'payout',
          queue_if_low_balance: input.queueIfLowBalance ?? true,
          reference_id: input.referenceId,
          narration: input.narration,
          notes: input.notes,
        },
      });
    },
    fetchPayout: (payoutId) => http<RazorpayXPayout>('GET', `/v1/payouts/${encodeURIComponent(payoutId)}`),
  };
}

import { json, recordOf, startFakeHttp, type FakeReply, type FakeRequest, type FakeRequestRecord } from '../social/fake-http';
import { FakeWebhookEmitter, type DeliverOptions, type WebhookAttempt } from '../razorpay/fake-webhook-emitter';
import { badRequest, checkBasicAuth, errorReply, jsonBody, notesError, razorpayId, razorpayWebhookEvent, unix } from '../razorpay/razorpay-fake-common';
import type { RazorpayXContact, RazorpayXFundAccount, RazorpayXPayout, RazorpayXPayoutMode, RazorpayXPayoutStatus, RazorpayXStatusDetails } from './razorpayx.types';

/**
 * A local RazorpayX (Payouts) answering like the documented API (integrations.md §3.2; docs/payment-providers.md):
 *   POST /v1/contacts         name required
 *   POST /v1/fund_accounts    vpa (3–100 chars, one @) or bank_account (name 3–120, ifsc 11, account_number 5–35);
 *                             idempotent on the details (201 new, 200 with the existing fa_…)
 *   POST /v1/payouts          X-Payout-Idempotency mandatory (400 field X-Payout-Idempotency); same key + same body
 *                             → the same payout; same key + another body → 400; amount ≥ 100; mode UPI/IMPS/NEFT/RTGS;
 *                             narration ≤ 30 [A-Za-z0-9 ]; reference_id ≤ 40; low balance → queued (or 400)
 *   GET  /v1/payouts/:id
 * States move by `advance(id, to, details)` or by `tick()` on the fake clock (processing → processed after
 * `autoProcessAfterMs`; queued → failed after 3 months). Every move sends the signed payout.* webhook.
 */
export interface RazorpayXFakeOptions {
  keyId?: string;
  keySecret?: string;
  /** Our RazorpayX account number as the fake knows it (the payout body must carry it). */
  accountNumber?: string;
  webhookSecret?: string;
  accountId?: string;
  webhookUrl?: string | null;
  now?: () => Date;
  /** Paise available to pay out (default ₹1 crore). */
  balance?: number;
  /** With `tick()`: processing payouts become processed this long after creation (default: never by the clock). */
  autoProcessAfterMs?: number | null;
  autoDeliverWebhooks?: boolean;
  duplicateWebhooks?: boolean;
  retryWebhooks?: boolean;
  fetch?: typeof fetch;
  /**
   * Sandbox only: a payout this fake does not hold (it was created before a restart) as the product recorded it; GET
   * /v1/payouts/:id then answers it instead of "does not exist" (like `recall` of the Razorpay fake).
   */
  recall?: (payoutId: string) => Promise<RecalledPayout | null>;
  host?: string;
  port?: number;
}

/** A payout as the product recorded it (its `payouts` row), for the sandbox to take up again after a restart. */
export interface RecalledPayout {
  id: string;
  fundAccountId: string | null;
  /** Paise (RazorpayX pays out INR only). */
  amount: number;
  status: 'queued' | 'processing' | 'processed' | 'reversed' | 'failed';
  utr: string | null;
  mode: RazorpayXPayoutMode;
  referenceId: string | null;
  failureReason: string | null;
  createdAt: Date;
}

export interface AdvanceDetails extends Partial<RazorpayXStatusDetails> {
  /** processed: the UTR (default a generated 12-digit one); null = processed without a UTR yet (payout.updated later). */
  utr?: string | null;
  duplicate?: boolean;
  deliver?: boolean;
}

export interface RazorpayXFakeState {
  keyId: string;
  keySecret: string;
  accountNumber: string;
  webhookSecret: string;
  accountId: string;
  balance: number;
  autoProcessAfterMs: number | null;
  now: () => Date;
  contacts: Map<string, RazorpayXContact>;
  fundAccounts: Map<string, RazorpayXFundAccount>;
  payouts: Map<string, RazorpayXPayout>;
  /** X-Payout-Idempotency key → the canonical body and the payout it created. */
  idempotency: Map<string, { body: string; payoutId: string }>;
  requests: FakeRequestRecord[];
  webhooks: FakeWebhookEmitter;
  autoDeliverWebhooks: boolean;
  duplicateWebhooks: boolean;
}

export interface RazorpayXFake {
  state: RazorpayXFakeState;
  handle(request: FakeRequest): FakeReply | Promise<FakeReply>;
  advance(payoutId: string, to: RazorpayXPayoutStatus, details?: AdvanceDetails): Promise<RazorpayXPayout>;
  /**
   * Takes up a payout the product recorded and this fake does not hold (sandbox after a restart): no webhook now; one
   * still on its way moves on with `tick()` like any other.
   */
  remember(payout: RecalledPayout): void;
  /** processed without a UTR → the UTR arrives: payout.updated. */
  updateUtr(payoutId: string, utr?: string): Promise<RazorpayXPayout>;
  /** Applies the moves due on the fake clock, then sends due webhooks. */
  tick(): Promise<RazorpayXPayout[]>;
  deliverWebhooks(options?: DeliverOptions): Promise<WebhookAttempt[]>;
  rotateWebhookSecret(secret: string): void;
}

export interface RunningRazorpayXFake extends RazorpayXFake {
  url: string;
  close(): Promise<void>;
}

const MODES: RazorpayXPayoutMode[] = ['UPI', 'IMPS', 'NEFT', 'RTGS'];
const PURPOSES = ['payout', 'refund', 'cashback', 'salary', 'utility bill', 'vendor bill'];
/** Fees incl. 18 % GST, in paise [fake values, not Razorpay's price list]. */
const FEES: Record<RazorpayXPayoutMode, { fees: number; tax: number }> = { UPI: { fees: 590, tax: 90 }, IMPS: { fees: 590, tax: 90 }, NEFT: { fees: 354, tax: 54 }, RTGS: { fees: 1770, tax: 270 } };
const QUEUED_EXPIRY_MS = 90 * 24 * 60 * 60 * 1000;

const ALLOWED: Record<RazorpayXPayoutStatus, RazorpayXPayoutStatus[]> = {
  pending: ['processing', 'rejected', 'cancelled'],
  queued: ['processing', 'failed', 'cancelled'],
  scheduled: ['processing', 'cancelled'],
  processing: ['processed', 'failed', 'reversed'],
  processed: ['reversed'],
  reversed: [],
  cancelled: [],
  rejected: [],
  failed: [],
};

const EVENT_OF: Partial<Record<RazorpayXPayoutStatus, string>> = {
  pending: 'payout.pending',
  queued: 'payout.queued',
  processing: 'payout.initiated',
  processed: 'payout.processed',
  reversed: 'payout.reversed',
  failed: 'payout.failed',
  rejected: 'payout.rejected',
};

const DEFAULT_DETAILS: Partial<Record<RazorpayXPayoutStatus, RazorpayXStatusDetails>> = {
  queued: { description: 'Payout is queued as there is insufficient balance in your account.', source: 'business', reason: 'low_balance' },
  processed: { description: 'Payout is processed and the money has been credited into the beneficiary account.', source: 'beneficiary_bank', reason: 'payout_processed' },
  reversed: { description: 'Payout failed as the beneficiary bank account is closed. Please retry with another account.', source: 'beneficiary_bank', reason: 'bank_account_closed' },
  failed: { description: 'Payout failed as the beneficiary bank is offline. Please retry after some time.', source: 'beneficiary_bank', reason: 'beneficiary_bank_offline' },
};

/** Key order does not matter; undefined and absent are the same (JSON). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const isString = (v: unknown): v is string => typeof v === 'string';

export function createRazorpayXFake(options: Omit<RazorpayXFakeOptions, 'host' | 'port'> = {}): RazorpayXFake {
  const now = options.now ?? (() => new Date());
  const state: RazorpayXFakeState = {
    keyId: options.keyId ?? 'rzp_test_fakexkey00001',
    keySecret: options.keySecret ?? 'fake_razorpayx_key_secret',
    accountNumber: options.accountNumber ?? '2323230000000001',
    webhookSecret: options.webhookSecret ?? 'fake_razorpayx_webhook_secret',
    accountId: options.accountId ?? 'acc_FakeAccount0001',
    balance: options.balance ?? 1_000_000_00,
    autoProcessAfterMs: options.autoProcessAfterMs ?? null,
    now,
    contacts: new Map(),
    fundAccounts: new Map(),
    payouts: new Map(),
    idempotency: new Map(),
    requests: [],
    webhooks: new FakeWebhookEmitter({ now, url: options.webhookUrl ?? null, retry: options.retryWebhooks ?? true, fetch: options.fetch }),
    autoDeliverWebhooks: options.autoDeliverWebhooks ?? true,
    duplicateWebhooks: options.duplicateWebhooks ?? false,
  };

  const emit = (payout: RazorpayXPayout, event: string, duplicate?: boolean) =>
    state.webhooks.enqueue([razorpayWebhookEvent({ accountId: state.accountId, event, payload: { payout: { entity: { ...payout, status_details: payout.status_details && { ...payout.status_details } } } }, createdAt: now(), secret: () => state.webhookSecret })], {
      duplicate: duplicate ?? state.duplicateWebhooks,
    });

  const deliverIfAuto = async (deliver?: boolean) => {
    if (deliver ?? state.autoDeliverWebhooks) await state.webhooks.deliverDue();
  };

  function createContact(input: Record<string, unknown>): FakeReply {
    const { name, email, contact, type, reference_id: referenceId, notes } = input;
    if (!isString(name) || name.trim() === '') return badRequest('The name field is required.', 'name');
    if (name.length < 3 || name.length > 50) return badRequest('The name must be between 3 and 50 characters.', 'name');
    if (referenceId !== undefined && (!isString(referenceId) || referenceId.length > 40)) return badRequest('The reference id may not be greater than 40 characters.', 'reference_id');
    const notesProblem = notesError(notes);
    if (notesProblem) return notesProblem;
    const created: RazorpayXContact = {
      id: razorpayId('cont'),
      entity: 'contact',
      name,
      contact: isString(contact) ? contact : null,
      email: isString(email) ? email : null,
      type: isString(type) ? type : null,
      reference_id: isString(referenceId) ? referenceId : null,
      batch_id: null,
      active: true,
      notes: notes && Object.keys(notes).length ? (notes as Record<string, string>) : [],
      created_at: unix(now()),
    };
    state.contacts.set(created.id, created);
    return json(201, created);
  }

  function createFundAccount(input: Record<string, unknown>): FakeReply {
    const contactId = input.contact_id;
    if (!isString(contactId)) return badRequest('The contact id field is required.', 'contact_id');
    if (!state.contacts.has(contactId)) return badRequest('The id provided does not exist', 'contact_id');
    const accountType = input.account_type;
    let details: Pick<RazorpayXFundAccount, 'vpa' | 'bank_account'>;
    if (accountType === 'vpa') {
      const address = (input.vpa as { address?: unknown } | undefined)?.address;
      if (!isString(address) || address.length < 3 || address.length > 100 || address.split('@').length !== 2 || address.startsWith('@') || address.endsWith('@')) return badRequest('Invalid VPA. Please enter a valid Virtual Payment Address', 'address');
      const [username, handle] = address.split('@');
      details = { vpa: { username, handle, address } };
    } else if (accountType === 'bank_account') {
      const bank = (input.bank_account ?? {}) as Record<string, unknown>;
      if (!isString(bank.name) || bank.name.length < 3 || bank.name.length > 120) return badRequest('The name must be between 3 and 120 characters.', 'name');
      if (!isString(bank.ifsc) || !/^[A-Z]{4}0[A-Z0-9]{6}$/.test(bank.ifsc)) return badRequest('The ifsc must be 11 characters.', 'ifsc');
      if (!isString(bank.account_number) || !/^[A-Za-z0-9]{5,35}$/.test(bank.account_number)) return badRequest('The account number must be between 5 and 35 characters.', 'account_number');
      details = { bank_account: { name: bank.name, ifsc: bank.ifsc, bank_name: null, account_number: bank.account_number, notes: [] } };
    } else {
      return badRequest('The selected account type is invalid.', 'account_type');
    }
    const same = [...state.fundAccounts.values()].find(
      (fa) => fa.contact_id === contactId && fa.account_type === accountType && canonical(fa.vpa ?? fa.bank_account) === canonical(details.vpa ?? details.bank_account),
    );
    if (same) return json(200, same);
    const created: RazorpayXFundAccount = { id: razorpayId('fa'), entity: 'fund_account', contact_id: contactId, account_type: accountType, ...details, batch_id: null, active: true, created_at: unix(now()) };
    state.fundAccounts.set(created.id, created);
    return json(201, created);
  }

  async function createPayout(request: FakeRequest, input: Record<string, unknown>): Promise<FakeReply> {
    const keyHeader = request.headers['x-payout-idempotency'];
    const key = Array.isArray(keyHeader) ? keyHeader[0] : keyHeader;
    if (!key) return badRequest('Idempotency key is required in header X-Payout-Idempotency', 'X-Payout-Idempotency');
    if (!/^[A-Za-z0-9 _-]{4,36}$/.test(key)) return badRequest('The X-Payout-Idempotency must be 4 to 36 characters of letters, digits, spaces, hyphens or underscores.', 'X-Payout-Idempotency');
    const body = canonical(input);
    const seen = state.idempotency.get(key);
    if (seen) {
      if (seen.body !== body) return badRequest('Different request body sent for the same idempotency key', 'X-Payout-Idempotency');
      return json(200, state.payouts.get(seen.payoutId));
    }
    const { account_number: accountNumber, fund_account_id: fundAccountId, amount, currency, mode, purpose, queue_if_low_balance: queue, reference_id: referenceId, narration, notes } = input;
    if (accountNumber !== state.accountNumber) return badRequest('The account number is invalid.', 'account_number');
    if (!isString(fundAccountId) || !state.fundAccounts.has(fundAccountId)) return badRequest('The id provided does not exist', 'fund_account_id');
    if (typeof amount !== 'number' || !Number.isInteger(amount)) return badRequest('The amount must be an integer.', 'amount');
    if (amount < 100) return badRequest('Minimum transaction amount should be 100 paise', 'amount');
    if (currency !== 'INR') return badRequest('The selected currency is invalid.', 'currency');
    if (!isString(mode) || !MODES.includes(mode as RazorpayXPayoutMode)) return badRequest('The selected mode is invalid.', 'mode');
    if (!isString(purpose) || !PURPOSES.includes(purpose)) return badRequest('The selected purpose is invalid.', 'purpose');
    if (queue !== undefined && typeof queue !== 'boolean') return badRequest('The queue if low balance field must be true or false.', 'queue_if_low_balance');
    if (referenceId !== undefined && referenceId !== null && (!isString(referenceId) || referenceId.length > 40)) return badRequest('The reference id may not be greater than 40 characters.', 'reference_id');
    if (narration !== undefined && narration !== null && (!isString(narration) || narration.length > 30 || !/^[A-Za-z0-9 ]*$/.test(narration)))
      return badRequest('The narration may only contain alphabets, numbers and spaces, and may not be greater than 30 characters.', 'narration');
    const notesProblem = notesError(notes);
    if (notesProblem) return notesProblem;
    const fundAccount = state.fundAccounts.get(fundAccountId) as RazorpayXFundAccount;
    if ((mode === 'UPI') !== (fundAccount.account_type === 'vpa')) return badRequest(`Payout mode ${mode} is not supported for the fund account type ${fundAccount.account_type}`, 'mode');
    const { fees, tax } = FEES[mode as RazorpayXPayoutMode];
    const funded = state.balance >= amount + fees;
    if (!funded && !queue) return errorReply(400, { description: 'Your account does not have enough balance to carry out the payout operation.', reason: 'insufficient_balance' });
    const payout: RazorpayXPayout = {
      id: razorpayId('pout'),
      entity: 'payout',
      fund_account_id: fundAccountId,
      amount,
      currency: 'INR',
      notes: notes && Object.keys(notes).length ? (notes as Record<string, string>) : [],
      fees: funded ? fees : 0,
      tax: funded ? tax : 0,
      status: funded ? 'processing' : 'queued',
      purpose,
      utr: null,
      mode: mode as RazorpayXPayoutMode,
      reference_id: isString(referenceId) ? referenceId : null,
      narration: isString(narration) ? narration : null,
      batch_id: null,
      status_details: funded ? null : { ...(DEFAULT_DETAILS.queued as RazorpayXStatusDetails) },
      fee_type: null,
      failure_reason: null,
      created_at: unix(now()),
    };
    if (funded) state.balance -= amount + fees;
    state.payouts.set(payout.id, payout);
    state.idempotency.set(key, { body, payoutId: payout.id });
    emit(payout, EVENT_OF[payout.status] as string);
    await deliverIfAuto();
    return json(200, payout);
  }

  async function advance(payoutId: string, to: RazorpayXPayoutStatus, details: AdvanceDetails = {}): Promise<RazorpayXPayout> {
    const payout = state.payouts.get(payoutId);
    if (!payout) throw new Error(`razorpayx fake: no payout ${payoutId}`);
    if (!ALLOWED[payout.status].includes(to)) throw new Error(`razorpayx fake: ${payout.status} → ${to} is not a payout transition`);
    if (payout.status === 'queued' && to === 'processing') {
      const { fees, tax } = FEES[payout.mode];
      state.balance -= payout.amount + fees;
      Object.assign(payout, { fees, tax });
    }
    if ((to === 'reversed' || to === 'failed') && payout.status !== 'queued') state.balance += payout.amount + payout.fees;
    payout.status = to;
    const defaults = DEFAULT_DETAILS[to];
    payout.status_details = defaults || details.reason ? { ...(defaults ?? { description: '', source: 'internal', reason: '' }), ...pick(details) } : null;
    if (to === 'processed') payout.utr = details.utr === undefined ? String(Math.floor(1e11 + Math.random() * 9e11)) : details.utr;
    if (to === 'failed') payout.failure_reason = payout.status_details?.description ?? null;
    const event = EVENT_OF[to];
    if (event) emit(payout, event, details.duplicate);
    await deliverIfAuto(details.deliver);
    return { ...payout };
  }

  const pick = (d: AdvanceDetails): Partial<RazorpayXStatusDetails> =>
    Object.fromEntries(Object.entries({ description: d.description, source: d.source, reason: d.reason }).filter(([, v]) => v !== undefined));

  async function updateUtr(payoutId: string, utr?: string): Promise<RazorpayXPayout> {
    const payout = state.payouts.get(payoutId);
    if (!payout || payout.status !== 'processed') throw new Error(`razorpayx fake: ${payoutId} is not processed`);
    payout.utr = utr ?? String(Math.floor(1e11 + Math.random() * 9e11));
    emit(payout, 'payout.updated');
    await deliverIfAuto();
    return { ...payout };
  }

  async function tick(): Promise<RazorpayXPayout[]> {
    const moved: RazorpayXPayout[] = [];
    const at = now().getTime();
    for (const payout of state.payouts.values()) {
      const age = at - payout.created_at * 1000;
      if (payout.status === 'queued' && age >= QUEUED_EXPIRY_MS) {
        moved.push(await advance(payout.id, 'failed', { description: 'Queued payout expired after 3 months.', source: 'business', reason: 'low_balance', deliver: false }));
      } else if (payout.status === 'queued' && state.balance >= payout.amount + FEES[payout.mode].fees) {
        moved.push(await advance(payout.id, 'processing', { deliver: false }));
      } else if (payout.status === 'processing' && state.autoProcessAfterMs !== null && age >= state.autoProcessAfterMs) {
        moved.push(await advance(payout.id, 'processed', { deliver: false }));
      }
    }
    await deliverIfAuto();
    return moved;
  }

  function remember(recalled: RecalledPayout): void {
    if (state.payouts.has(recalled.id)) return;
    const charged = recalled.status !== 'queued';
    const { fees, tax } = FEES[recalled.mode];
    const details = DEFAULT_DETAILS[recalled.status];
    state.payouts.set(recalled.id, {
      id: recalled.id,
      entity: 'payout',
      fund_account_id: recalled.fundAccountId ?? '',
      amount: recalled.amount,
      currency: 'INR',
      notes: [],
      fees: charged ? fees : 0,
      tax: charged ? tax : 0,
      status: recalled.status,
      purpose: 'payout',
      utr: recalled.utr,
      mode: recalled.mode,
      reference_id: recalled.referenceId,
      narration: null,
      batch_id: null,
      status_details: details ? { ...details, ...(recalled.failureReason ? { description: recalled.failureReason } : {}) } : null,
      fee_type: null,
      failure_reason: recalled.status === 'failed' ? recalled.failureReason : null,
      created_at: unix(recalled.createdAt),
    });
  }

  async function handle(request: FakeRequest): Promise<FakeReply> {
    state.requests.push(recordOf(request, now()));
    const path = request.url.pathname.replace(/\/+$/, '');
    const notFound = () => errorReply(404, { description: 'The requested URL was not found on the server.', reason: 'NA', source: 'NA', step: 'NA' });
    if (!path.startsWith('/v1/')) return notFound();
    const denied = checkBasicAuth(request, state.keyId, state.keySecret);
    if (denied) return denied;
    if (request.method === 'POST' && ['/v1/contacts', '/v1/fund_accounts', '/v1/payouts'].includes(path)) {
      const body = jsonBody(request);
      if (!body.ok) return body.reply;
      if (path === '/v1/contacts') return createContact(body.value);
      if (path === '/v1/fund_accounts') return createFundAccount(body.value);
      return createPayout(request, body.value);
    }
    const one = /^\/v1\/payouts\/([^/]+)$/.exec(path);
    if (one && request.method === 'GET') {
      const id = decodeURIComponent(one[1]);
      if (!state.payouts.has(id) && options.recall) {
        const recalled = await options.recall(id);
        if (recalled) remember(recalled);
      }
      const payout = state.payouts.get(id);
      return payout ? json(200, payout) : badRequest('The id provided does not exist');
    }
    return notFound();
  }

  return {
    state,
    handle,
    advance,
    remember,
    updateUtr,
    tick,
    deliverWebhooks: (deliverOptions) => state.webhooks.deliverDue(deliverOptions),
    rotateWebhookSecret: (secret) => {
      state.webhookSecret = secret;
    },
  };
}

export async function startRazorpayXFake(options: RazorpayXFakeOptions = {}): Promise<RunningRazorpayXFake> {
  const fake = createRazorpayXFake(options);
  const server = await startFakeHttp(fake.handle, options.host, options.port);
  return { ...fake, url: server.url, close: server.close };
}

import { randomUUID } from 'node:crypto';
import { assertSecondFactorForPayments } from './account-security';
import { hasTeamPermission, type TeamPermission } from '../../../src/domain/brands/team-permissions';
import { paymentMethodSchemaFor, type PaymentMethodDetails } from '../../../src/domain/payments/payment-method.rules';
import { maxPaymentMethodsPerBrand, paymentMethodMessages as m, type PaymentMethodType } from '../../../src/domain/payments/payment-method.texts';
import { maskUpiId } from '../../../src/domain/payouts/payout-rules';
import type { SecretBox } from '../crypto/secret-box';
import type { BrandPaymentMethodRow } from '../db/schema/brand-payment-methods.schema';
import type { UserRow } from '../db/schema/users.schema';
import { ApiError, notFound, permissionDenied, validationFailed } from '../plugins/api-error';
import { validateOrThrow } from '../plugins/yup-validation';
import type { BrandPaymentMethodsRepository } from '../repositories/brand-payment-methods.repository';
import type { BrandsRepository } from '../repositories/brands.repository';
import type { BrandPaymentMethodBody, BrandPaymentMethodListBody } from '../routes/api/v1/payments/payment-methods.schema';

export interface BrandPaymentMethodsDeps {
  brands: Pick<BrandsRepository, 'findMembership'>;
  methods: BrandPaymentMethodsRepository;
  secretBox: SecretBox;
}

/** What is stored in clear (`details`), what is sealed, and the masked summary lists show. */
function split(type: PaymentMethodType, input: PaymentMethodDetails): { details: Record<string, string>; secret: Record<string, string> | null; summary: string } {
  const clear = (values: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  switch (type) {
    case 'bank': {
      const bank = input as PaymentMethodDetails<'bank'>;
      const last4 = bank.account_number.slice(-4);
      return {
        details: clear({ account_holder_name: bank.account_holder_name, bank_name: bank.bank_name, ifsc_code: bank.ifsc_code, swift_code: bank.swift_code, account_number_last4: last4 }),
        secret: { account_number: bank.account_number },
        summary: `${bank.bank_name} ••••${last4}`,
      };
    }
    case 'upi': {
      const upi = input as PaymentMethodDetails<'upi'>;
      const masked = maskUpiId(upi.upi_id);
      return { details: clear({ upi_id_masked: masked, upi_provider: upi.upi_provider }), secret: { upi_id: upi.upi_id }, summary: `UPI ${masked}` };
    }
    case 'paypal': {
      const { paypal_email } = input as PaymentMethodDetails<'paypal'>;
      return { details: { paypal_email }, secret: null, summary: `PayPal ${paypal_email}` };
    }
    case 'stripe': {
      const { stripe_account_id } = input as PaymentMethodDetails<'stripe'>;
      return { details: { stripe_account_id }, secret: null, summary: `Stripe ${stripe_account_id}` };
    }
  }
}

/** The sealed part is bound to its row: copied onto another method (or brand), it does not open. */
const sealContext = (brandId: string, methodId: string) => `brand_payment_methods:${brandId}:${methodId}`;

/**
 * A brand's payment methods (SPEC §3; docs/payments-page.md "Payment methods"): listed by members with payments.view,
 * added, removed and made default by members with payments.approve. Account numbers and UPI ids are sealed at rest
 * (the payout key, AES-256-GCM) and never answered; lists show the masked summary.
 */
export function createBrandPaymentMethodsService(deps: BrandPaymentMethodsDeps) {
  const { methods } = deps;

  /** 404 for anyone outside the brand (its existence is not revealed), 403 with why for a member without the flag. */
  async function member(user: UserRow, brandId: string, permission: TeamPermission) {
    const found = await deps.brands.findMembership(brandId, user.id);
    if (!found) throw notFound();
    if (!hasTeamPermission(found, permission)) {
      throw permissionDenied(permission === 'payments.view' ? m.viewNotPermitted : m.changeNotPermitted);
    }
    if (permission === 'payments.approve') assertSecondFactorForPayments(user);
    return found;
  }

  const view = (row: BrandPaymentMethodRow): BrandPaymentMethodBody => ({
    id: row.id,
    type: row.type,
    summary: row.summary,
    is_default: row.isDefault,
    details: row.details,
    created_at: row.createdAt.toISOString(),
  });

  async function list(user: UserRow, brandId: string): Promise<BrandPaymentMethodListBody> {
    const found = await member(user, brandId, 'payments.view');
    return { results: (await methods.list(brandId)).map(view), can_manage: hasTeamPermission(found, 'payments.approve') };
  }

  async function add(user: UserRow, brandId: string, body: unknown): Promise<BrandPaymentMethodBody> {
    await member(user, brandId, 'payments.approve');
    const type = (body as { type?: unknown } | null)?.type;
    const valid = validateOrThrow(paymentMethodSchemaFor(type), body ?? {});
    const methodType = valid.type as PaymentMethodType;
    const parts = split(methodType, valid.details as PaymentMethodDetails);
    const id = randomUUID();
    const row = await methods.add({
      id, brandId, type: methodType, details: parts.details, summary: parts.summary, createdBy: user.id,
      sealedDetails: parts.secret ? deps.secretBox.seal(JSON.stringify(parts.secret), sealContext(brandId, id)) : null,
    }, maxPaymentMethodsPerBrand);
    if (!row) throw new ApiError(409, 'too_many_payment_methods', m.tooMany(maxPaymentMethodsPerBrand));
    return view(row);
  }

  /** PATCH: only `is_default: true` (details are never edited: remove the method and add it again). */
  async function update(user: UserRow, brandId: string, methodId: string, body: { is_default: boolean }): Promise<BrandPaymentMethodBody> {
    await member(user, brandId, 'payments.approve');
    if (!body.is_default) {
      if (!(await methods.find(brandId, methodId))) throw notFound();
      throw validationFailed({ is_default: [m.defaultCannotBeUnset] }, m.defaultCannotBeUnset);
    }
    const row = await methods.makeDefault(brandId, methodId);
    if (!row) throw notFound();
    return view(row);
  }

  async function remove(user: UserRow, brandId: string, methodId: string): Promise<void> {
    await member(user, brandId, 'payments.approve');
    if (!(await methods.remove(brandId, methodId))) throw notFound();
  }

  /**
   * The default method with its sealed part opened, for the refund of unused escrow when the original payment cannot
   * take it back (the refunds work). Never an API answer.
   */
  async function defaultForRefunds(brandId: string): Promise<{ type: PaymentMethodType; details: Record<string, string>; summary: string } | null> {
    const row = (await methods.list(brandId)).find((method) => method.isDefault);
    if (!row) return null;
    const secret = row.sealedDetails ? (JSON.parse(deps.secretBox.open(row.sealedDetails, sealContext(brandId, row.id))) as Record<string, string>) : {};
    return { type: row.type, details: { ...row.details, ...secret }, summary: row.summary };
  }

  return { list, add, update, remove, defaultForRefunds };
}

export type BrandPaymentMethodsService = ReturnType<typeof createBrandPaymentMethodsService>;

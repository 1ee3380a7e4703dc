import type { ConfigVariable } from '../../config.variables';
import { envValue, type Env } from '../../config-values';
import { parseStripeConfig, stripeConfigVariables, type StripeSettings } from './stripe.config';
import { defaultTdsFamily, tdsFamilies, type TdsFamily } from '../../../../src/domain/payments/tax/tax-rules.data';
import { defaultInvoiceSeriesPrefix, isInvoicePrefix } from '../../../../src/domain/payments/tax/invoice-number';

/**
 * Where brand payments go (docs/payments.md "Modes"): sandbox (the embedded default: a simulated Razorpay served by
 * the product under /sandbox/razorpay, with a checkout page that succeeds, declines or fails as the person chooses;
 * no credentials, no real money) or live (Razorpay's API and hosted checkout with the keys below). Tests run the real
 * client against a local fake Razorpay.
 */
export type PaymentProviderMode = 'sandbox' | 'live';

/** The sandbox's Razorpay keys: not secrets, the simulated provider accepts nothing else. */
export const sandboxRazorpay = {
  keyId: 'rzp_test_influencehubsbx',
  keySecret: 'sandbox-razorpay-key-secret',
  webhookSecret: 'sandbox-razorpay-webhook-secret',
} as const;
export const sandboxRazorpayPrefix = '/sandbox/razorpay';
export const sandboxRazorpayX = {
  keyId: 'rzp_test_influencehubsbxx',
  keySecret: 'sandbox-razorpayx-key-secret',
  accountNumber: '2323230000000042',
  webhookSecret: 'sandbox-razorpayx-webhook-secret',
} as const;
export const sandboxRazorpayXPrefix = '/sandbox/razorpayx';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  /** Every secret a webhook may be signed with: the current one first, the previous one during a rotation. */
  webhookSecrets: string[];
  apiBaseUrl: string;
  /** The hosted checkout the browser is sent to (redirect mode: a form navigation, no provider script in the SPA). */
  checkoutUrl: string;
  checkoutMethod: 'GET' | 'POST';
}

export interface RazorpayXSettings {
  keyId: string;
  keySecret: string;
  /** Our RazorpayX account number (customer identifier); it differs between test and live mode. */
  accountNumber: string;
  webhookSecrets: string[];
  apiBaseUrl: string;
}

export interface PaymentProvidersConfig {
  readonly mode: PaymentProviderMode;
  readonly timeoutMs: number;
  readonly razorpay: RazorpaySettings;
  readonly razorpayx: RazorpayXSettings;
  /** USD and EUR funding; null in live mode when no Stripe keys are set (Stripe is optional). */
  readonly stripe: StripeSettings | null;
  /** The TDS section family this deployment withholds under (the operator's choice with their CA; docs/tax-india.md). */
  readonly tdsFamily: TdsFamily;
  /** The prefix of the platform's invoice series (docs/tax-india.md "Tax invoices"). */
  readonly invoiceSeriesPrefix: string;
}

export const paymentProvidersConfigVariables: readonly ConfigVariable[] = [
  {
    name: 'PAYMENT_PROVIDER_MODE',
    defaultValue: 'sandbox',
    description: 'sandbox (simulated checkout served by the product, no real money) or live (Razorpay and, for USD and EUR, Stripe with the keys below).',
  },
  { name: 'RAZORPAY_KEY_ID', defaultValue: '(unset)', description: 'Razorpay API key id (rzp_live_... or rzp_test_...); required when PAYMENT_PROVIDER_MODE=live.' },
  { name: 'RAZORPAY_KEY_SECRET', defaultValue: '(unset)', description: 'Secret of RAZORPAY_KEY_ID (signs orders and checkout callbacks); required when PAYMENT_PROVIDER_MODE=live.' },
  {
    name: 'RAZORPAY_WEBHOOK_SECRET',
    defaultValue: '(unset)',
    description: 'Secret of the Razorpay webhook (not the key secret); comma-separated during a rotation, current first. Required when PAYMENT_PROVIDER_MODE=live.',
  },
  { name: 'RAZORPAY_API_BASE_URL', defaultValue: 'https://api.razorpay.com', description: 'Razorpay API host; in sandbox mode the default is PUBLIC_URL/sandbox/razorpay.' },
  {
    name: 'RAZORPAY_CHECKOUT_URL',
    defaultValue: 'https://api.razorpay.com/v1/checkout/embedded',
    description: "Razorpay's hosted checkout (a form POST); in sandbox mode the default is PUBLIC_URL/sandbox/razorpay/checkout (a GET).",
  },
  { name: 'RAZORPAYX_KEY_ID', defaultValue: '(unset)', description: 'RazorpayX API key id for creator payouts; required when PAYMENT_PROVIDER_MODE=live.' },
  { name: 'RAZORPAYX_KEY_SECRET', defaultValue: '(unset)', description: 'Secret of RAZORPAYX_KEY_ID; required when PAYMENT_PROVIDER_MODE=live.' },
  { name: 'RAZORPAYX_ACCOUNT_NUMBER', defaultValue: '(unset)', description: 'The RazorpayX account number payouts are sent from (test and live differ); required when PAYMENT_PROVIDER_MODE=live.' },
  {
    name: 'RAZORPAYX_WEBHOOK_SECRET',
    defaultValue: '(unset)',
    description: 'Secret of the RazorpayX payout webhook; comma-separated during a rotation, current first. Required when PAYMENT_PROVIDER_MODE=live.',
  },
  { name: 'RAZORPAYX_API_BASE_URL', defaultValue: 'https://api.razorpay.com', description: 'RazorpayX API host; in sandbox mode the default is PUBLIC_URL/sandbox/razorpayx.' },
  ...stripeConfigVariables,
  {
    name: 'TDS_RULE_FAMILY',
    defaultValue: defaultTdsFamily,
    description: `The TDS section payouts withhold under: ${tdsFamilies.join(', ')} (choose with your CA; docs/tax-india.md).`,
  },
  {
    name: 'INVOICE_SERIES_PREFIX',
    defaultValue: defaultInvoiceSeriesPrefix,
    description: "Prefix of the tax invoices' numbers (PREFIX/YYYY/SERIAL, e.g. IH/2627/000001): 1-4 letters, digits or hyphens; numbering restarts at 1 for a new prefix.",
  },
  { name: 'PAYMENT_PROVIDER_TIMEOUT_MS', defaultValue: '15000', description: 'Time one payment provider request may take.' },
];

function url(env: Env, name: string, fallback: string, problems: string[]): string {
  const raw = envValue(env, name);
  if (raw === undefined) return fallback;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    problems.push(`${name} must be an http(s) URL (got "${raw}").`);
    return fallback;
  }
  return raw.replace(/\/+$/, '');
}

export function parsePaymentProvidersConfig(env: Env, options: { publicUrl: string }, problems: string[]): PaymentProvidersConfig {
  const modeRaw = envValue(env, 'PAYMENT_PROVIDER_MODE') ?? 'sandbox';
  if (modeRaw !== 'sandbox' && modeRaw !== 'live') problems.push(`PAYMENT_PROVIDER_MODE must be sandbox or live (got "${modeRaw}").`);
  const mode: PaymentProviderMode = modeRaw === 'live' ? 'live' : 'sandbox';
  const timeoutRaw = envValue(env, 'PAYMENT_PROVIDER_TIMEOUT_MS');
  const timeoutMs = timeoutRaw === undefined ? 15_000 : Number(timeoutRaw);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100) problems.push(`PAYMENT_PROVIDER_TIMEOUT_MS must be a whole number of milliseconds >= 100 (got "${timeoutRaw}").`);

  const sandboxBase = `${options.publicUrl}${sandboxRazorpayPrefix}`;
  const given = (name: string) => envValue(env, name);
  const webhookSecrets = (given('RAZORPAY_WEBHOOK_SECRET') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const razorpay: RazorpaySettings =
    mode === 'live'
      ? {
          keyId: given('RAZORPAY_KEY_ID') ?? '',
          keySecret: given('RAZORPAY_KEY_SECRET') ?? '',
          webhookSecrets,
          apiBaseUrl: url(env, 'RAZORPAY_API_BASE_URL', 'https://api.razorpay.com', problems),
          checkoutUrl: url(env, 'RAZORPAY_CHECKOUT_URL', 'https://api.razorpay.com/v1/checkout/embedded', problems),
          checkoutMethod: 'POST',
        }
      : {
          keyId: given('RAZORPAY_KEY_ID') ?? sandboxRazorpay.keyId,
          keySecret: given('RAZORPAY_KEY_SECRET') ?? sandboxRazorpay.keySecret,
          webhookSecrets: webhookSecrets.length ? webhookSecrets : [sandboxRazorpay.webhookSecret],
          apiBaseUrl: url(env, 'RAZORPAY_API_BASE_URL', sandboxBase, problems),
          checkoutUrl: url(env, 'RAZORPAY_CHECKOUT_URL', `${sandboxBase}/checkout`, problems),
          // The simulated checkout page (and the tests' fake) is a GET with the order in the query; Razorpay's is a POST.
          checkoutMethod: 'GET',
        };
  const xWebhookSecrets = (given('RAZORPAYX_WEBHOOK_SECRET') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const razorpayx: RazorpayXSettings =
    mode === 'live'
      ? {
          keyId: given('RAZORPAYX_KEY_ID') ?? '',
          keySecret: given('RAZORPAYX_KEY_SECRET') ?? '',
          accountNumber: given('RAZORPAYX_ACCOUNT_NUMBER') ?? '',
          webhookSecrets: xWebhookSecrets,
          apiBaseUrl: url(env, 'RAZORPAYX_API_BASE_URL', 'https://api.razorpay.com', problems),
        }
      : {
          keyId: given('RAZORPAYX_KEY_ID') ?? sandboxRazorpayX.keyId,
          keySecret: given('RAZORPAYX_KEY_SECRET') ?? sandboxRazorpayX.keySecret,
          accountNumber: given('RAZORPAYX_ACCOUNT_NUMBER') ?? sandboxRazorpayX.accountNumber,
          webhookSecrets: xWebhookSecrets.length ? xWebhookSecrets : [sandboxRazorpayX.webhookSecret],
          apiBaseUrl: url(env, 'RAZORPAYX_API_BASE_URL', `${options.publicUrl}${sandboxRazorpayXPrefix}`, problems),
        };
  const familyRaw = given('TDS_RULE_FAMILY') ?? defaultTdsFamily;
  if (!(tdsFamilies as readonly string[]).includes(familyRaw)) problems.push(`TDS_RULE_FAMILY must be one of ${tdsFamilies.join(', ')} (got "${familyRaw}").`);
  const tdsFamily = ((tdsFamilies as readonly string[]).includes(familyRaw) ? familyRaw : defaultTdsFamily) as TdsFamily;
  if (mode === 'live') {
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'RAZORPAYX_KEY_ID', 'RAZORPAYX_KEY_SECRET', 'RAZORPAYX_ACCOUNT_NUMBER', 'RAZORPAYX_WEBHOOK_SECRET']) {
      if (!given(name)) problems.push(`${name} is required when PAYMENT_PROVIDER_MODE=live.`);
    }
  }
  const stripe = parseStripeConfig(env, { mode, publicUrl: options.publicUrl, url: (name, fallback) => url(env, name, fallback, problems) }, problems);
  const invoiceSeriesPrefix = given('INVOICE_SERIES_PREFIX') ?? defaultInvoiceSeriesPrefix;
  if (!isInvoicePrefix(invoiceSeriesPrefix)) problems.push(`INVOICE_SERIES_PREFIX must be 1 to 4 letters, digits or hyphens (got "${invoiceSeriesPrefix}").`);
  return { mode, timeoutMs, razorpay, razorpayx, stripe, tdsFamily, invoiceSeriesPrefix: isInvoicePrefix(invoiceSeriesPrefix) ? invoiceSeriesPrefix : defaultInvoiceSeriesPrefix };
}

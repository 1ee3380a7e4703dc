import type { ConfigVariable } from '../../config.variables';
import { envValue, type Env } from '../../config-values';

/**
 * Stripe (USD and EUR campaign funding, docs/payments.md "Funding"). Sandbox mode: the product's own simulated Stripe
 * under /sandbox/stripe with a checkout page, no credentials. Live mode: Stripe is optional (invite-only in India,
 * integrations.md §3.4): with none of the STRIPE_* keys set, USD and EUR campaigns are told funding in their currency
 * is not available; with some set, all three are required and checked for their prefixes.
 */
export interface StripeSettings {
  secretKey: string;
  /** pk_…: given to Stripe.js on the payment page (live mode); not a secret. */
  publishableKey: string;
  /** Every secret a webhook may be signed with: the current one first, the previous one during a rotation. */
  webhookSecrets: string[];
  apiBaseUrl: string;
}

/** The sandbox's Stripe keys: not secrets, the simulated provider accepts nothing else. */
export const sandboxStripe = {
  secretKey: 'sk_test_influencehubsandbox',
  publishableKey: 'pk_test_influencehubsandbox',
  webhookSecret: 'whsec_influencehubsandbox',
} as const;
export const sandboxStripePrefix = '/sandbox/stripe';

export const stripeConfigVariables: readonly ConfigVariable[] = [
  {
    name: 'STRIPE_SECRET_KEY',
    defaultValue: '(unset)',
    description: 'Stripe secret key (sk_live_... or sk_test_..., or a restricted rk_ key) for USD and EUR funding. Optional in live mode: unset, USD and EUR campaigns cannot be funded.',
  },
  { name: 'STRIPE_PUBLISHABLE_KEY', defaultValue: '(unset)', description: 'Stripe publishable key (pk_...) the payment page gives Stripe.js; required with STRIPE_SECRET_KEY in live mode.' },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    defaultValue: '(unset)',
    description: 'Signing secret (whsec_...) of the Stripe webhook endpoint; comma-separated during a rotation, current first. Required with STRIPE_SECRET_KEY in live mode.',
  },
  { name: 'STRIPE_API_BASE_URL', defaultValue: 'https://api.stripe.com', description: 'Stripe API host; in sandbox mode the default is PUBLIC_URL/sandbox/stripe.' },
];

const prefixes: Record<string, RegExp> = {
  STRIPE_SECRET_KEY: /^(sk|rk)_(live|test)_/,
  STRIPE_PUBLISHABLE_KEY: /^pk_(live|test)_/,
  STRIPE_WEBHOOK_SECRET: /^whsec_/,
};

export function parseStripeConfig(env: Env, options: { mode: 'sandbox' | 'live'; publicUrl: string; url: (name: string, fallback: string) => string }, problems: string[]): StripeSettings | null {
  const given = (name: string) => envValue(env, name);
  const webhookSecrets = (given('STRIPE_WEBHOOK_SECRET') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (options.mode === 'sandbox') {
    return {
      secretKey: given('STRIPE_SECRET_KEY') ?? sandboxStripe.secretKey,
      publishableKey: given('STRIPE_PUBLISHABLE_KEY') ?? sandboxStripe.publishableKey,
      webhookSecrets: webhookSecrets.length ? webhookSecrets : [sandboxStripe.webhookSecret],
      apiBaseUrl: options.url('STRIPE_API_BASE_URL', `${options.publicUrl}${sandboxStripePrefix}`),
    };
  }
  const names = Object.keys(prefixes);
  if (!names.some((name) => given(name))) return null;
  for (const name of names) {
    const value = given(name);
    if (!value) problems.push(`${name} is required when PAYMENT_PROVIDER_MODE=live and Stripe is configured (${names.filter((n) => given(n)).join(', ')} set).`);
    else if (name === 'STRIPE_WEBHOOK_SECRET' ? !webhookSecrets.every((s) => prefixes[name]!.test(s)) : !prefixes[name]!.test(value)) {
      problems.push(`${name} does not look like a Stripe ${name === 'STRIPE_PUBLISHABLE_KEY' ? 'publishable key (pk_...)' : name === 'STRIPE_SECRET_KEY' ? 'secret key (sk_... or rk_...)' : 'webhook signing secret (whsec_...)'}.`);
    }
  }
  return {
    secretKey: given('STRIPE_SECRET_KEY') ?? '',
    publishableKey: given('STRIPE_PUBLISHABLE_KEY') ?? '',
    webhookSecrets,
    apiBaseUrl: options.url('STRIPE_API_BASE_URL', 'https://api.stripe.com'),
  };
}

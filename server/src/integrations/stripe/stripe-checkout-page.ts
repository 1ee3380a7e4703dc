import { formatMoney } from '../../../../src/domain/format/display-format';
import { minorToDecimal } from '../../../../src/domain/payments/money-amount';
import { paymentFailureMessages } from '../../../../src/domain/payments/payment.texts';
import { escapeHtml } from '../razorpay/razorpay-fake-common';

/**
 * The live payment page for USD and EUR funding (docs/payments.md "Funding"): a small page the server serves, NOT
 * part of the SPA (whose CSP allows only its own scripts). It loads Stripe.js from js.stripe.com, mounts the Payment
 * Element with the PaymentIntent's client secret and confirms it; Stripe then sends the browser to our return route
 * (`/api/v1/payments/stripe/return/?funding=<id>`), which asks Stripe what happened. Its own script is a separate
 * file (script-src 'self' plus Stripe's origins: no inline script).
 */
export const stripeJsUrl = 'https://js.stripe.com/v3/';

/** Stripe.js's documented CSP needs (docs.stripe.com/security/guide#content-security-policy). */
export const stripeCheckoutCsp = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
  'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  "connect-src 'self' https://api.stripe.com https://*.stripe.com",
  "img-src 'self' data: https://*.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1b1b1f;background:#f6f7fb}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 .25rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1rem}#payment-element{margin:1rem 0}
button{font:inherit;width:100%;padding:.7rem 1rem;border-radius:8px;border:1px solid #1a56db;background:#1a56db;color:#fff;font-weight:600;cursor:pointer}
button[disabled]{opacity:.6;cursor:progress}button:focus-visible,a:focus-visible{outline:3px solid #93b4f5;outline-offset:2px}
#message{color:#b3261e;min-height:1.5rem;margin:.75rem 0 0}.cancel{display:block;text-align:center;margin-top:1rem;color:#1a56db}`;

export function stripeCheckoutPage(input: { publishableKey: string; clientSecret: string; returnUrl: string; amountMinor: number; currency: string; campaignName: string }): string {
  const amount = formatMoney(minorToDecimal(input.amountMinor), input.currency);
  const cancelUrl = `${input.returnUrl}&cancelled=1`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>Pay ${escapeHtml(amount)} · InfluenceHub</title><style>${style}</style>
<script src="${stripeJsUrl}"></script><script src="/api/v1/payments/stripe/checkout.js" defer></script></head>
<body><main id="checkout" data-publishable-key="${escapeHtml(input.publishableKey)}" data-client-secret="${escapeHtml(input.clientSecret)}"
data-return-url="${escapeHtml(input.returnUrl)}" data-messages="${escapeHtml(JSON.stringify(paymentFailureMessages))}">
<h1>Fund ${escapeHtml(input.campaignName)}</h1><p class="amount">${escapeHtml(amount)}</p>
<form id="payment-form"><div id="payment-element"></div><button id="pay" type="submit" disabled>Pay ${escapeHtml(amount)}</button>
<p id="message" role="alert"></p></form><a class="cancel" href="${escapeHtml(cancelUrl)}">Cancel and go back to InfluenceHub</a>
</main></body></html>`;
}

/**
 * The page's script: Payment Element, confirmPayment, and SPEC §8's texts for a card refused at once (Stripe
 * redirects to the return URL on success and for payments that need the bank's page).
 */
export const stripeCheckoutScript = `(function () {
  var root = document.getElementById('checkout');
  var messages = JSON.parse(root.dataset.messages);
  var invalid = ['expired_card', 'incorrect_cvc', 'invalid_cvc', 'incorrect_number', 'invalid_number', 'invalid_expiry_month', 'invalid_expiry_year', 'incorrect_zip'];
  var stripe = Stripe(root.dataset.publishableKey);
  var elements = stripe.elements({ clientSecret: root.dataset.clientSecret });
  elements.create('payment').mount('#payment-element');
  var button = document.getElementById('pay');
  var message = document.getElementById('message');
  button.disabled = false;
  document.getElementById('payment-form').addEventListener('submit', function (event) {
    event.preventDefault();
    button.disabled = true;
    message.textContent = '';
    stripe.confirmPayment({ elements: elements, confirmParams: { return_url: root.dataset.returnUrl } }).then(function (result) {
      var error = result.error || {};
      if (error.type === 'card_error') {
        var code = error.code || '';
        var decline = error.decline_code || '';
        message.textContent = invalid.indexOf(code) >= 0 || invalid.indexOf(decline) >= 0 ? messages.invalid_card
          : code === 'processing_error' || decline === 'processing_error' ? messages.processing_failed : messages.declined;
      } else {
        message.textContent = error.message || messages.processing_failed;
      }
      button.disabled = false;
    });
  });
})();
`;

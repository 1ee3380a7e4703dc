import type { FundingCheckout } from '../../api/generated/api';

/**
 * Leaves for the provider's hosted checkout by a full-page form navigation (Razorpay's redirect mode): a hidden
 * `<form method action>` with one hidden input per field, submitted. GET puts the fields in the query. No provider
 * script runs in the SPA. Returns the form (tests look at it; the page is gone in a browser).
 */
export function navigateToCheckout(checkout: FundingCheckout['checkout'], doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = checkout.method.toLowerCase();
  form.action = checkout.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return form;
}

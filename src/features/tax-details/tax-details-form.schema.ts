import * as yup from 'yup';
import { validateGstin } from '../../domain/payments/tax/gstin.rules';
import { validatePan } from '../../domain/payments/tax/pan.rules';
import type { ValidationResult } from '../../domain/payments/tax/validation-result';

export interface TaxDetailsFormValues {
  pan: string;
  gstin: string;
}

/** The shared rule's message as a yup test (the server runs the same rules, so both sides say the same thing). */
function rule(check: (value: string, form: TaxDetailsFormValues) => ValidationResult | null) {
  return function test(this: yup.TestContext, value: string | undefined) {
    const result = check(value ?? '', this.parent as TaxDetailsFormValues);
    return !result || result.ok || this.createError({ message: result.message });
  };
}

/**
 * PAN required; GSTIN optional, and when given it must carry the PAN typed beside it (checked as the server does:
 * against the PAN only once that PAN is valid). Loaded on the first validation (lazyYupResolver), so yup and the
 * rules stay out of /settings' first load (docs/performance.md).
 */
export const taxDetailsFormSchema: yup.ObjectSchema<TaxDetailsFormValues> = yup.object({
  pan: yup.string().defined().default('').test('pan', rule((pan) => validatePan(pan))),
  gstin: yup
    .string()
    .defined()
    .default('')
    .test(
      'gstin',
      rule((gstin, form) => {
        if (gstin.trim() === '') return null;
        const pan = validatePan(form.pan);
        return validateGstin(gstin, pan.ok ? { pan: pan.value } : {});
      }),
    ),
});

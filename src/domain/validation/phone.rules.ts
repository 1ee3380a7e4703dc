/** SPEC §5 phone: spaces (and the dashes and brackets people type) are stripped, then 8 to 15 digits (E.164). */
export const phonePattern = /^\+?[1-9]\d{7,14}$/;
export const stripPhone = (value: string) => value.replace(/[\s()-]/g, '');

/** SPEC §5: the onboarding phone is at most 20 characters as typed. */
export const onboardingPhoneMax = 20;

/**
 * THE phone rule of every phone field (brand primary contact and support phone, settings phone number), on the
 * SPA and the server: SPEC §5's international format with the onboarding phone's leading + and country code, at
 * most 20 characters as typed; spaces, dashes and brackets are ignored, then 8 to 15 digits (E.164) remain.
 * '98765 43210' is refused (no country code). Message: validationMessages.phoneWithCountryCode.
 */
export const isPhoneWithCountryCode = (value: string) => {
  const typed = value.trim();
  return typed.length <= onboardingPhoneMax && typed.startsWith('+') && phonePattern.test(stripPhone(typed));
};

/** An optional phone field: empty, or a phone with its country code. */
export const isOptionalPhone = (value: string | null | undefined) => !value?.trim() || isPhoneWithCountryCode(value);

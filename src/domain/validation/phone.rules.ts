import { phonePattern, stripPhone } from '../settings/user-settings.schema';

/** SPEC §5: the onboarding phone is at most 20 characters as typed. */
export const onboardingPhoneMax = 20;

/**
 * SPEC §5 onboarding phone: a leading + with a country code, at most 20 characters; spaces, dashes and brackets
 * are ignored, then 8 to 15 digits (E.164) remain. Message: validationMessages.phoneWithCountryCode.
 */
export const isPhoneWithCountryCode = (value: string) => {
  const typed = value.trim();
  return typed.length <= onboardingPhoneMax && typed.startsWith('+') && phonePattern.test(stripPhone(typed));
};

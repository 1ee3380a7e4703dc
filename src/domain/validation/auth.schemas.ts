import * as yup from 'yup';
import { limits } from '../constants';
import { validationMessages as m } from '../messages';

/** SPEC §5 e-mail: required, valid, trimmed and lower-cased. */
export const emailSchema = yup
  .string()
  .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  .required(m.emailRequired)
  .email(m.emailInvalid);

/** Sign-up, reset and change: each rule reports its own message. */
export const newPasswordSchema = yup
  .string()
  .required(m.passwordRequired)
  .min(limits.passwordMinLength, m.passwordMinLength)
  .matches(/[A-Z]/, m.passwordUppercase)
  .matches(/[a-z]/, m.passwordLowercase)
  .matches(/[0-9]/, m.passwordNumber)
  .matches(/[^A-Za-z0-9]/, m.passwordSpecial);

export const nameSchema = yup
  .string()
  .trim()
  .min(limits.nameMin, m.nameLength)
  .max(limits.nameMax, m.nameLength)
  .matches(/^[\p{L}\s'-]+$/u, { message: m.namePattern, excludeEmptyString: true });

/**
 * A confirmation field: an empty one says 'Please confirm your password', a different one the mismatch
 * message. (yup's oneOf would run before required and hide the required message.)
 */
const confirmationOf = (field: string, mismatch: string) =>
  yup
    .string()
    .required(m.confirmPasswordRequired)
    .test('matches', mismatch, function matches(value) {
      return value === (this.parent as Record<string, unknown>)[field];
    });

export const loginSchema = yup.object({
  email: emailSchema,
  password: yup.string().required(m.passwordRequired),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

export const signUpSchema = yup.object({
  name: nameSchema.required(m.requiredFields),
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: confirmationOf('password', m.passwordsDoNotMatch),
  acceptTerms: yup.boolean().oneOf([true], m.termsRequired).required(m.termsRequired),
});
export type SignUpValues = yup.InferType<typeof signUpSchema>;

export const forgotPasswordSchema = yup.object({ email: emailSchema });
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = yup.object({
  token: yup.string().required(m.resetTokenRequired),
  password: newPasswordSchema,
  confirmPassword: confirmationOf('password', m.passwordsDoNotMatch),
});
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;

export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(m.currentPasswordRequired),
  newPassword: newPasswordSchema.notOneOf([yup.ref('currentPassword')], m.newPasswordMustDiffer),
  confirmPassword: confirmationOf('newPassword', m.passwordsDontMatch),
});
export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;

/** Server-side helper: every failed rule of a new password, in order (empty when acceptable). */
export function passwordProblems(password: string): string[] {
  try {
    newPasswordSchema.validateSync(password, { abortEarly: false });
    return [];
  } catch (error) {
    return error instanceof yup.ValidationError ? error.errors : [m.passwordRequired];
  }
}

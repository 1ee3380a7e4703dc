import { limits } from '../constants';
import { validationMessages as m } from '../messages';

/**
 * The rules of auth.schemas.ts (SPEC §5) without yup, for the sign-in, sign-up and reset forms: those pages load
 * neither yup nor react-hook-form (docs/performance.md). Each validator reports, per field, the message the yup
 * schema reports first (the order its tests run in), and returns the values as the schema casts them (e-mail trimmed
 * and lower-cased, name trimmed). auth-form.rules.test.ts checks both against the schemas.
 */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;
export interface RulesResult<T> {
  values: T;
  errors: FieldErrors<T>;
}

/** yup's e-mail pattern (the HTML spec's valid e-mail address). */
// eslint-disable-next-line no-useless-escape
export const emailPattern = /^[a-zA-Z0-9.!#$%&'*+\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const namePattern = /^[\p{L}\s'-]+$/u;

/** The SPEC §5 password rules in the schema's order, each with the message it reports. */
const passwordRules: Array<[message: string, met: (value: string) => boolean]> = [
  [m.passwordRequired, (value) => value.length > 0],
  [m.passwordMinLength, (value) => value.length >= limits.passwordMinLength],
  [m.passwordUppercase, (value) => /[A-Z]/.test(value)],
  [m.passwordLowercase, (value) => /[a-z]/.test(value)],
  [m.passwordNumber, (value) => /[0-9]/.test(value)],
  [m.passwordSpecial, (value) => /[^A-Za-z0-9]/.test(value)],
];

/** Every failed rule of a new password, in order (empty when acceptable): auth.schemas' passwordProblems without yup. */
export const newPasswordProblems = (password: string): string[] =>
  passwordRules.filter(([, met]) => !met(password)).map(([message]) => message);

export const castEmail = (email: string) => email.trim().toLowerCase();

function emailProblem(email: string): string | undefined {
  if (!email) return m.emailRequired;
  return emailPattern.test(email) ? undefined : m.emailInvalid;
}

function nameProblem(name: string): string | undefined {
  if (name.length < limits.nameMin || name.length > limits.nameMax) return m.nameLength;
  if (name && !namePattern.test(name)) return m.namePattern;
  return name ? undefined : m.requiredFields;
}

const confirmationProblem = (confirmation: string, password: string, mismatch: string) =>
  !confirmation ? m.confirmPasswordRequired : confirmation === password ? undefined : mismatch;

/** Keeps only the fields that have a message. */
function collect<T>(values: T, problems: Record<keyof T & string, string | undefined>): RulesResult<T> {
  const errors: FieldErrors<T> = {};
  for (const [field, message] of Object.entries(problems) as Array<[keyof T & string, string | undefined]>) {
    if (message) errors[field] = message;
  }
  return { values, errors };
}

export interface LoginFormValues {
  email: string;
  password: string;
}
export function checkLogin(input: LoginFormValues): RulesResult<LoginFormValues> {
  const values = { ...input, email: castEmail(input.email) };
  return collect(values, { email: emailProblem(values.email), password: values.password ? undefined : m.passwordRequired });
}

export interface ForgotPasswordFormValues {
  email: string;
}
export function checkForgotPassword(input: ForgotPasswordFormValues): RulesResult<ForgotPasswordFormValues> {
  const values = { email: castEmail(input.email) };
  return collect(values, { email: emailProblem(values.email) });
}

export interface SignUpFormValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}
export function checkSignUp(input: SignUpFormValues): RulesResult<SignUpFormValues> {
  const values = { ...input, name: input.name.trim(), email: castEmail(input.email) };
  return collect(values, {
    name: nameProblem(values.name),
    email: emailProblem(values.email),
    password: newPasswordProblems(values.password)[0],
    confirmPassword: confirmationProblem(values.confirmPassword, values.password, m.passwordsDoNotMatch),
    acceptTerms: values.acceptTerms === true ? undefined : m.termsRequired,
  });
}

export interface ResetPasswordFormValues {
  token: string;
  password: string;
  confirmPassword: string;
}
export function checkResetPassword(input: ResetPasswordFormValues): RulesResult<ResetPasswordFormValues> {
  return collect(input, {
    token: input.token ? undefined : m.resetTokenRequired,
    password: newPasswordProblems(input.password)[0],
    confirmPassword: confirmationProblem(input.confirmPassword, input.password, m.passwordsDoNotMatch),
  });
}

import { errorMessages } from '../../../../src/domain/messages';
import type { MailMessage } from '../../integrations/mailer/mailer';
import { authBasePath } from './auth-paths';

/** The SPA page the verification link lands on (it shows the result and goes on to the dashboard). */
export const verifyLandingPath = '/verify-email';

const greetingFor = (name: string) => (name ? `Hello ${name},` : 'Hello,');

/**
 * better-auth builds its link on PUBLIC_URL; without an explicit PUBLIC_URL the person may be using
 * 127.0.0.1 or a LAN address, and the session cookie the link sets must land on that host. The callback
 * is our landing page on the same origin.
 */
export function verificationLink(spaOrigin: string, token: string): string {
  const callback = `${spaOrigin}${verifyLandingPath}`;
  return `${spaOrigin}${authBasePath}/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(callback)}`;
}

/** How long the 6-digit code of the verification e-mail works (the link works 24 hours). */
export const verificationCodeMinutes = 60;

/** The SPA page where the code is typed (the same page the link lands on). */
export function verificationCodePage(spaOrigin: string, email: string): string {
  return `${spaOrigin}${verifyLandingPath}?email=${encodeURIComponent(email)}`;
}

/** The link and, when one was made, a 6-digit code (SPEC §5) to type on /verify-email instead. */
export function verificationMail(input: { to: string; name: string; spaOrigin: string; token: string; code?: string | null }): MailMessage {
  const code = input.code
    ? [
        '',
        `Or enter this verification code: ${input.code}`,
        `at ${verificationCodePage(input.spaOrigin, input.to)} (it expires in ${verificationCodeMinutes} minutes).`,
      ]
    : [];
  return {
    to: input.to,
    subject: 'Confirm your e-mail address for InfluenceHub',
    text: [
      greetingFor(input.name),
      '',
      'To finish creating your InfluenceHub account, confirm your e-mail address by opening:',
      '',
      verificationLink(input.spaOrigin, input.token),
      ...code,
      '',
      'The link expires in 24 hours. If you did not sign up, ignore this e-mail: no account is created without it.',
    ].join('\n'),
  };
}

/** The e-mailed second factor at sign-in (two-factor "Send a code by e-mail"). */
export function twoFactorCodeMail(input: { to: string; name: string; code: string; minutes: number }): MailMessage {
  return {
    to: input.to,
    subject: `${input.code} is your InfluenceHub sign-in code`,
    text: [
      greetingFor(input.name),
      '',
      `Your InfluenceHub sign-in code is: ${input.code}`,
      '',
      `It expires in ${input.minutes} minutes and works once. If you did not just sign in, change your password: someone knows it.`,
    ].join('\n'),
  };
}

/**
 * Someone signed up with an address that already has an account. The sign-up page answered as for a new
 * address (so it reveals nothing); the owner learns it here, with the ways back in.
 */
export function existingAccountMail(input: { to: string; name: string; spaOrigin: string }): MailMessage {
  return {
    to: input.to,
    subject: 'Someone tried to sign up with your e-mail address',
    text: [
      greetingFor(input.name),
      '',
      `Someone just tried to create an InfluenceHub account with this address. ${errorMessages.emailExists}`,
      '',
      `If it was you, sign in: ${input.spaOrigin}/login`,
      `Forgot your password? Reset it: ${input.spaOrigin}/forgot-password`,
      '',
      'If it was not you, you can ignore this e-mail: nothing has changed in your account.',
    ].join('\n'),
  };
}

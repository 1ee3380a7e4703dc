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

export function verificationMail(input: { to: string; name: string; spaOrigin: string; token: string }): MailMessage {
  return {
    to: input.to,
    subject: 'Confirm your e-mail address for InfluenceHub',
    text: [
      greetingFor(input.name),
      '',
      'To finish creating your InfluenceHub account, confirm your e-mail address by opening:',
      '',
      verificationLink(input.spaOrigin, input.token),
      '',
      'The link expires in 24 hours. If you did not sign up, ignore this e-mail: no account is created without it.',
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

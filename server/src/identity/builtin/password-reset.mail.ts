import type { MailMessage } from '../../integrations/mailer/mailer';

/**
 * Where the SPA runs for this request: the origin of the callback URL the SPA sent (`redirectTo` or
 * `callbackURL`, which better-auth has already refused unless trusted) when it is one we trust, else the
 * origin the request came in on when trusted (PUBLIC_URL unset: 127.0.0.1, a LAN address), else PUBLIC_URL.
 * `betterAuthUrl` is better-auth's own link, which carries that callback as its callbackURL parameter.
 */
export function spaOriginFor(betterAuthUrl: string, publicUrl: string, isTrusted: (origin: string) => boolean, requestOrigin?: string | null): string {
  const callback = URL.canParse(betterAuthUrl) ? new URL(betterAuthUrl).searchParams.get('callbackURL') : null;
  const fromCallback = callback && URL.canParse(callback) ? new URL(callback).origin : null;
  const origin = fromCallback ?? requestOrigin ?? null;
  // PUBLIC_URL may carry a path prefix; keep it whenever the SPA is the PUBLIC_URL one.
  if (!origin || !isTrusted(origin) || origin === new URL(publicUrl).origin) return publicUrl;
  return origin;
}

/** The SPA's reset form (/forgot-password) reads `token` from the query and posts it to /api/auth/reset-password. */
export function passwordResetLink(spaOrigin: string, token: string): string {
  return `${spaOrigin}/forgot-password?token=${encodeURIComponent(token)}`;
}

export function passwordResetMail(input: { to: string; name: string; spaOrigin: string; token: string }): MailMessage {
  const link = passwordResetLink(input.spaOrigin, input.token);
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  return {
    to: input.to,
    subject: 'Reset your InfluenceHub password',
    text: [
      greeting,
      '',
      'Someone asked to reset the password of your InfluenceHub account. To choose a new password, open:',
      '',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays unchanged.',
    ].join('\n'),
  };
}

import type { MailMessage } from '../../integrations/mailer/mailer';

/** The SPA's reset form (/forgot-password) reads `token` from the query and posts it to /api/auth/reset-password. */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/forgot-password?token=${encodeURIComponent(token)}`;
}

export function passwordResetMail(input: { to: string; name: string; publicUrl: string; token: string }): MailMessage {
  const link = passwordResetLink(input.publicUrl, input.token);
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

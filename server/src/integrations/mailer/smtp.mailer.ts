import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mailer.types';

/** Delivers through the SMTP server of SMTP_URL (credentials live in the URL, so it is never logged). */
export function createSmtpMailer(options: { smtpUrl: string; from: string; logger: FastifyBaseLogger }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...message });
      // The recipient is personal data: the message id ties the line to the SMTP server's own log.
      options.logger.info({ subject: message.subject, messageId: info.messageId }, 'mail sent');
    },
    async close() {
      transport.close();
    },
  };
}

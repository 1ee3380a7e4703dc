import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { DkimSettings, MailMessage, Mailer } from './mailer.types';

/**
 * nodemailer's default DKIM header list (RFC 4871 §5.5) plus List-Unsubscribe-Post: RFC 8058 §4 wants both
 * unsubscribe headers inside the signature, and the default list has only List-Unsubscribe.
 */
export const dkimHeaderFieldNames = [
  'From', 'Sender', 'Reply-To', 'Subject', 'Date', 'Message-ID', 'To', 'Cc', 'MIME-Version', 'Content-Type',
  'Content-Transfer-Encoding', 'Content-ID', 'Content-Description', 'Resent-Date', 'Resent-From', 'Resent-Sender',
  'Resent-To', 'Resent-Cc', 'Resent-Message-ID', 'In-Reply-To', 'References', 'List-Id', 'List-Help',
  'List-Unsubscribe', 'List-Unsubscribe-Post', 'List-Subscribe', 'List-Post', 'List-Owner', 'List-Archive',
].join(':');

/**
 * Delivers through the SMTP server of SMTP_URL (credentials live in the URL, so it is never logged), DKIM-signed
 * when a key is configured. A refused message throws nodemailer's error (its `responseCode` tells a hard bounce).
 */
export function createSmtpMailer(options: { smtpUrl: string; from: string; logger: FastifyBaseLogger; dkim?: DkimSettings | null }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl, {
    ...(options.dkim ? { dkim: { ...options.dkim, headerFieldNames: dkimHeaderFieldNames } } : {}),
  });
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      const { headers, ...rest } = message;
      // `prepared`: the value goes out as written, on one line (a folded List-Unsubscribe broke DKIM, nodemailer #1654).
      const prepared = Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name, { prepared: true, value }]));
      const info = await transport.sendMail({ from: options.from, ...rest, headers: prepared });
      // The recipient is personal data: the message id ties the line to the SMTP server's own log.
      options.logger.info({ subject: message.subject, messageId: info.messageId }, 'mail sent');
    },
    async close() {
      transport.close();
    },
  };
}

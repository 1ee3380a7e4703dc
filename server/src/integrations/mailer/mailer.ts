import type { FastifyBaseLogger } from 'fastify';
import { createOutboxMailer, type OutboxMailer } from './outbox.mailer';
import { createSmtpMailer } from './smtp.mailer';
import type { DkimSettings, Mailer } from './mailer.types';

export type { DkimSettings, MailMessage, Mailer, StoredMail } from './mailer.types';
export { isHardBounce } from './mailer.types';
export type { OutboxMailer } from './outbox.mailer';

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  isProduction: boolean;
  logger: FastifyBaseLogger;
  /** DKIM signing of SMTP mail when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are set. */
  dkim?: DkimSettings | null;
}

/** SMTP when SMTP_URL is set, otherwise the development outbox the operator reads at /api/v1/dev/outbox/. */
export function createMailer(options: MailerOptions): Mailer | OutboxMailer {
  if (options.smtpUrl) return createSmtpMailer({ smtpUrl: options.smtpUrl, from: options.from, logger: options.logger, dkim: options.dkim });
  if (options.isProduction) {
    options.logger.warn('SMTP_URL is not set: e-mails (password reset) are kept in the outbox under DATA_DIR/outbox, not delivered.');
  }
  return createOutboxMailer({ dir: options.outboxDir, logger: options.logger });
}

export function isOutboxMailer(mailer: Mailer): mailer is OutboxMailer {
  return mailer.kind === 'outbox';
}

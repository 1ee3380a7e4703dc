export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Extra header lines, sent exactly as given (never folded: a folded List-Unsubscribe broke DKIM with nodemailer,
   * docs/outreach-email.md "DKIM"). Outreach e-mails carry List-Unsubscribe and List-Unsubscribe-Post.
   */
  headers?: Record<string, string>;
}

/** A message kept by the development outbox, as the operator endpoint returns it. */
export interface StoredMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
  created_at: string;
}

export interface Mailer {
  /** 'outbox' keeps messages under DATA_DIR/outbox for the operator instead of delivering them. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** DKIM signing of every message sent through SMTP (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY). */
export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * A hard bounce: the SMTP server refused the recipient or the message with a permanent (5xx) answer at send time
 * (RCPT TO or DATA). A 5xx to AUTH or MAIL FROM is our configuration's fault, not the address's, so it is not one.
 */
export function isHardBounce(error: unknown): error is Error & { responseCode: number; response?: string } {
  if (!(error instanceof Error)) return false;
  const { responseCode, command } = error as Error & { responseCode?: unknown; command?: unknown };
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode > 599) return false;
  return typeof command !== 'string' || /^(RCPT|DATA)/i.test(command);
}

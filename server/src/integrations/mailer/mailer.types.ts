export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A message kept by the development outbox, as the operator endpoint returns it. */
export interface StoredMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

export interface Mailer {
  /** 'outbox' keeps messages under DATA_DIR/outbox for the operator instead of delivering them. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

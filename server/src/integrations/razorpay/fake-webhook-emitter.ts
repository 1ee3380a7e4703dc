/**
 * The webhook sender of the payment fakes (Razorpay, RazorpayX, Stripe): events are queued, then POSTed to the
 * configured URL by `deliverDue()`. Deterministic: nothing runs on a timer. A non-2xx answer or a network error
 * schedules the next attempt on the fake's clock with exponential backoff (1 min, 2 min, 4 min, …); once
 * `giveUpAfterMs` (Razorpay: 24 h) has passed since the first attempt the event is abandoned and, when
 * `disableOnGiveUp`, the webhook is disabled (Razorpay disables it, integrations.md §3.1). Tests move the clock and
 * call `deliverDue()` again. Every attempt is recorded in `attempts`.
 */
export interface WebhookEvent {
  /** The provider's event id (x-razorpay-event-id, Stripe's evt_…). */
  eventId: string;
  /** The event name, e.g. payment.captured. */
  event: string;
  /** The exact bytes sent. */
  body: string;
  /** The headers of one attempt (Stripe signs each attempt with its own timestamp). */
  headers(at: Date): Record<string, string>;
}

export interface WebhookAttempt {
  eventId: string;
  event: string;
  /** 1 for the first delivery of this queued copy. */
  attempt: number;
  /** The receiver's HTTP status; null when it could not be reached. */
  status: number | null;
  error: string | null;
  at: Date;
  body: string;
  headers: Record<string, string>;
}

interface Pending {
  seq: number;
  event: WebhookEvent;
  attempts: number;
  firstAttemptAt: Date | null;
  nextAttemptAt: Date;
  state: 'pending' | 'delivered' | 'abandoned';
}

export interface WebhookEmitterOptions {
  now: () => Date;
  url?: string | null;
  /** Retry non-2xx answers (default true). */
  retry?: boolean;
  /** Razorpay: 24 h. */
  giveUpAfterMs?: number;
  disableOnGiveUp?: boolean;
  fetch?: typeof fetch;
}

export interface DeliverOptions {
  /** Deliver the due events newest first (out of order). */
  reverse?: boolean;
}

export class FakeWebhookEmitter {
  url: string | null;
  retry: boolean;
  disabled = false;
  readonly attempts: WebhookAttempt[] = [];
  private readonly queue: Pending[] = [];
  private seq = 0;
  private readonly now: () => Date;
  private readonly giveUpAfterMs: number;
  private readonly disableOnGiveUp: boolean;
  private readonly doFetch: typeof fetch;
  /** Every event ever queued, by id (for redelivering a late copy). */
  readonly sent = new Map<string, WebhookEvent>();

  constructor(options: WebhookEmitterOptions) {
    this.now = options.now;
    this.url = options.url ?? null;
    this.retry = options.retry ?? true;
    this.giveUpAfterMs = options.giveUpAfterMs ?? 24 * 60 * 60 * 1000;
    this.disableOnGiveUp = options.disableOnGiveUp ?? true;
    this.doFetch = options.fetch ?? fetch;
  }

  /** Queues events in the given order; `duplicate` queues each one twice (the same event id, like a redelivery). */
  enqueue(events: WebhookEvent[], options: { duplicate?: boolean; reverse?: boolean } = {}): void {
    const ordered = options.reverse ? [...events].reverse() : events;
    for (const event of ordered) {
      this.sent.set(event.eventId, event);
      for (let copy = 0; copy < (options.duplicate ? 2 : 1); copy += 1) {
        this.queue.push({ seq: (this.seq += 1), event, attempts: 0, firstAttemptAt: null, nextAttemptAt: this.now(), state: 'pending' });
      }
    }
  }

  /** Queues an already sent event again (a late copy, e.g. payout.processed after payout.reversed). */
  redeliver(eventId: string): void {
    const event = this.sent.get(eventId);
    if (!event) throw new Error(`fake webhooks: no event ${eventId}`);
    this.enqueue([event]);
  }

  /** Events waiting for a (next) attempt. */
  get pending(): { eventId: string; event: string; attempts: number; nextAttemptAt: Date }[] {
    return this.queue.filter((p) => p.state === 'pending').map((p) => ({ eventId: p.event.eventId, event: p.event.event, attempts: p.attempts, nextAttemptAt: p.nextAttemptAt }));
  }

  get abandoned(): string[] {
    return this.queue.filter((p) => p.state === 'abandoned').map((p) => p.event.eventId);
  }

  /** Sends every event due on the fake's clock, one after the other; returns this round's attempts. */
  async deliverDue(options: DeliverOptions = {}): Promise<WebhookAttempt[]> {
    const round: WebhookAttempt[] = [];
    if (!this.url || this.disabled) return round;
    const now = this.now();
    const due = this.queue.filter((p) => p.state === 'pending' && p.nextAttemptAt.getTime() <= now.getTime()).sort((a, b) => a.seq - b.seq);
    if (options.reverse) due.reverse();
    for (const pending of due) {
      if (this.disabled) break;
      round.push(await this.attempt(pending));
    }
    return round;
  }

  private async attempt(pending: Pending): Promise<WebhookAttempt> {
    const at = this.now();
    pending.attempts += 1;
    pending.firstAttemptAt ??= at;
    const headers = { 'content-type': 'application/json', ...pending.event.headers(at) };
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await this.doFetch(this.url as string, { method: 'POST', headers, body: pending.event.body, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      status = response.status;
      await response.arrayBuffer();
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    const record: WebhookAttempt = { eventId: pending.event.eventId, event: pending.event.event, attempt: pending.attempts, status, error, at, body: pending.event.body, headers };
    this.attempts.push(record);
    if (status !== null && status >= 200 && status < 300) {
      pending.state = 'delivered';
    } else if (!this.retry) {
      pending.state = 'abandoned';
    } else {
      const next = new Date(at.getTime() + 60_000 * 2 ** (pending.attempts - 1));
      if (next.getTime() - (pending.firstAttemptAt as Date).getTime() > this.giveUpAfterMs) {
        pending.state = 'abandoned';
        if (this.disableOnGiveUp) this.disabled = true;
      } else {
        pending.nextAttemptAt = next;
      }
    }
    return record;
  }
}

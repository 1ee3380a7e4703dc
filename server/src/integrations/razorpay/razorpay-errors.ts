/**
 * Razorpay's error envelope (integrations.md §3.1, razorpay.com/docs/api/orders/create):
 *   {"error":{"code":"BAD_REQUEST_ERROR","description":"…","source":"business","step":"payment_initiation",
 *             "reason":"input_validation_failed","metadata":{},"field":"amount"}}
 * RazorpayX (payouts) answers with the same envelope. Every error the Razorpay/RazorpayX clients throw is a
 * RazorpayError (or its RazorpayXError subclass); anything else is a bug in our code.
 */
export interface RazorpayErrorBody {
  code: string;
  description: string;
  source: string | null;
  step: string | null;
  reason: string | null;
  field: string | null;
  metadata: Record<string, unknown>;
}

export type RazorpayErrorProvider = 'razorpay' | 'razorpayx';

export class RazorpayError extends Error {
  /** HTTP status of the answer; null when none arrived (network error, timeout). */
  readonly status: number | null;
  /** BAD_REQUEST_ERROR, GATEWAY_ERROR, SERVER_ERROR; NETWORK_ERROR when no answer arrived; UNREADABLE_RESPONSE. */
  readonly code: string;
  readonly description: string;
  readonly field: string | null;
  readonly source: string | null;
  readonly step: string | null;
  readonly reason: string | null;
  readonly metadata: Record<string, unknown>;
  readonly provider: RazorpayErrorProvider = 'razorpay';

  constructor(status: number | null, body: Partial<RazorpayErrorBody> & { code: string; description: string }, options?: { cause?: unknown }) {
    super(`${body.code}: ${body.description}${body.field ? ` (field ${body.field})` : ''}`, options);
    this.name = new.target.name;
    this.status = status;
    this.code = body.code;
    this.description = body.description;
    this.field = body.field ?? null;
    this.source = body.source ?? null;
    this.step = body.step ?? null;
    this.reason = body.reason ?? null;
    this.metadata = body.metadata ?? {};
  }

  /** Whether the same call may succeed later without anyone acting: no answer, 429 or a 5xx. */
  get retryable(): boolean {
    return this.status === null || this.status === 429 || this.status >= 500;
  }
}

/** RazorpayX payouts: the same envelope, another product (and other credentials / account number). */
export class RazorpayXError extends RazorpayError {
  override readonly provider: RazorpayErrorProvider = 'razorpayx';
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Reads `{error:{…}}`; null when the body is not Razorpay's envelope. */
export function parseRazorpayErrorBody(body: unknown): RazorpayErrorBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const e = error as Record<string, unknown>;
  const code = str(e.code);
  if (!code) return null;
  // Razorpay writes "NA" where a part does not apply (e.g. the 401 envelope).
  const part = (value: unknown) => {
    const s = str(value);
    return s === 'NA' ? null : s;
  };
  return {
    code,
    description: str(e.description) ?? code,
    source: part(e.source),
    step: part(e.step),
    reason: part(e.reason),
    field: part(e.field),
    metadata: typeof e.metadata === 'object' && e.metadata !== null ? (e.metadata as Record<string, unknown>) : {},
  };
}

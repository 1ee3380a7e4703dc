/**
 * Free-text scrubbing for log lines: values that identify a person or grant access are replaced wherever they
 * appear in a message, an error or a logged string (docs/observability.md "Log redaction"). Field-name
 * redaction (log-redaction.ts) covers structured data; this covers what ends up inside strings: a database
 * error quoting the offending value, a library message naming an e-mail address, a URL with a token.
 */
const patterns: ReadonlyArray<readonly [RegExp, string]> = [
  // JSON Web Tokens (access tokens, signed links).
  [/\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g, '[jwt]'],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [redacted]'],
  // key=value secrets in URLs, cookies and connection strings.
  [/\b(token|access_token|refresh_token|id_token|password|passwd|secret|signature|sig|api_key|apikey|code|session_token|session_data)=([^&;\s"',]+)/gi, '$1=[redacted]'],
  // E-mail addresses and UPI ids (name@bank has no dot after the @).
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*/g, '[email]'],
  // Phone numbers with a country code (+91 98765 43210, +1 (555) 010-0199).
  [/\+\d[\d\s().-]{6,}\d/g, '[phone]'],
  // Bank account and phone numbers without one: 9+ digits standing alone (not inside a UUID, a version or a path).
  [/(?<![\w.:/-])\d{9,}(?![\w.-])/g, '[number]'],
  // Indian IFSC codes: 4 letters, a zero, 6 letters or digits.
  [/\b[A-Za-z]{4}0[A-Za-z0-9]{6}\b/g, '[ifsc]'],
];

export function scrubText(text: string): string {
  let result = text;
  for (const [pattern, replacement] of patterns) result = result.replace(pattern, replacement);
  return result;
}

const maxDepth = 5;

/**
 * Scrubs every string of a plain logged object (arrays and plain objects, a few levels deep). Other objects
 * (requests, replies, errors) are left to their serializers, which do their own redaction.
 */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth >= maxDepth) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[key] = scrubValue(item, depth + 1);
  return result;
}

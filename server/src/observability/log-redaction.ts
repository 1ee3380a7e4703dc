import { scrubText } from './log-scrub';

export const redactedValue = '[redacted]';

/** Field names whose value is a secret or personal data wherever they appear in a logged object. */
const sensitiveFields = [
  'authorization', 'cookie', 'password', 'newPassword', 'currentPassword', 'new_password', 'current_password',
  'token', 'accessToken', 'access_token', 'refreshToken', 'refresh_token', 'idToken', 'id_token', 'secret', 'clientSecret',
  'appSecret', 'app_secret', 'client_secret', 'codeVerifier', 'code_verifier',
  'account_number', 'accountNumber', 'account_holder_name', 'accountHolderName', 'upi_id', 'upiId',
  'ifsc_code', 'ifscCode', 'detailsSealed', 'accessTokenSealed', 'refreshTokenSealed', 'codeVerifierSealed', 'tokenSealed',
  'access_token_sealed', 'refresh_token_sealed', 'code_verifier_sealed', 'email', 'phone', 'phone_number', 'phoneNumber', 'to',
];

/** Header names holding credentials, wherever a headers object is logged. */
const sensitiveHeaders = ['authorization', 'cookie', 'set-cookie', 'x-service-token', 'proxy-authorization'];

/**
 * pino `redact` paths: headers carrying credentials, every request body (a body may hold payout details,
 * passwords or personal data, and is never needed to read a log), and the sensitive fields at the top level
 * and one or two levels down.
 */
export const redactPaths: string[] = [
  'req.body',
  'body',
  '*.body',
  ...sensitiveHeaders.flatMap((name) => [`headers["${name}"]`, `*.headers["${name}"]`]),
  ...sensitiveFields.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]),
];

/** Query parameters whose values are kept in logged URLs; every other value is replaced (deny by default). */
const keptQueryParameters = new Set([
  'page', 'page_size', 'ordering', 'status', 'tab', 'platform', 'niche', 'category', 'type', 'kind',
  'limit', 'offset', 'sort', 'persona', 'role', 'format', 'width', 'w', 'disposition',
]);

/** Path segments after these carry a one-time token (better-auth's reset and verification links). */
const tokenPathPattern = /(\/(?:reset-password|verify-email|magic-link|callback)\/)[^/?#]+/gi;

/** A request URL fit for a log: token path segments and query values outside the allow-list replaced. */
export function safeUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const safePath = scrubText(path.replace(tokenPathPattern, `$1${redactedValue}`));
  if (queryStart === -1) return safePath;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      if (equals === -1) return scrubText(name);
      return keptQueryParameters.has(name) ? scrubText(pair) : `${scrubText(name)}=${redactedValue}`;
    })
    .join('&');
  return `${safePath}?${query}`;
}

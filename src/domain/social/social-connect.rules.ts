import { platforms } from '../constants';

/**
 * Connecting a YouTube channel or an Instagram professional account through the platform's OAuth
 * (docs/social-integrations.md "Connecting accounts"). Shared by the server (routes, callback redirects) and the SPA
 * (the outcome it reads back from the URL).
 */
export type SocialPlatform = (typeof platforms)[number];

export const isSocialPlatform = (value: unknown): value is SocialPlatform => (platforms as readonly unknown[]).includes(value);

/** not_connected: typed by hand; connected: we hold working tokens; needs_reconnect: the grant died, numbers are as last read. */
export const connectionStatuses = ['not_connected', 'connected', 'needs_reconnect'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

/** verified: read from the platform's API (with the time read); self_reported: typed by the influencer. */
export const metricsProvenances = ['verified', 'self_reported'] as const;
export type MetricsProvenance = (typeof metricsProvenances)[number];

/** A total over several accounts: all verified, all self-reported, or some of each. */
export type CombinedProvenance = MetricsProvenance | 'mixed';

export function combineProvenance(values: readonly MetricsProvenance[]): CombinedProvenance | null {
  if (values.length === 0) return null;
  return values.every((value) => value === values[0]) ? values[0] : 'mixed';
}

/** How long a started connection may take: the `state` (and PKCE verifier) expire after 10 minutes. */
export const oauthStateLifetimeMs = 10 * 60 * 1000;

/** What the callback tells the page the person came back to (`?social=youtube&outcome=...&reason=...`). */
export const connectOutcomes = ['connected', 'cancelled', 'failed'] as const;
export type ConnectOutcome = (typeof connectOutcomes)[number];

/** Why a connection failed; each has a sentence in social-connect.texts.ts naming the platform. */
export const connectFailureReasons = [
  'code_rejected',
  'no_channel',
  'taken',
  'missing_permission',
  'provider_unavailable',
  'provider_error',
] as const;
export type ConnectFailureReason = (typeof connectFailureReasons)[number];

/** The refusals of the callback itself (400): the `state` came back unknown, used, expired or in another browser. */
export const callbackRefusals = ['state_invalid', 'state_used', 'state_expired', 'browser_mismatch'] as const;
export type CallbackRefusal = (typeof callbackRefusals)[number];

/** Where a person returns when the connect call names no page. */
export const defaultReturnPath = '/profile';
export const returnPathMaxLength = 512;

/** Query parameters the outcome travels in; a return path's own values for them are replaced. */
export const outcomeParams = { platform: 'social', outcome: 'outcome', reason: 'reason' } as const;

const probeOrigin = 'http://return-path.invalid';

/**
 * A same-origin page of the SPA to come back to: a path starting with a single `/`, no backslash, whitespace or
 * control character, no scheme or host, not the API or the sandbox. Anything else could send the person to another
 * site after the platform's consent page (an open redirect).
 */
export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > returnPathMaxLength) return false;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(value)) return false;
  if (!URL.canParse(value, probeOrigin)) return false;
  const url = new URL(value, probeOrigin);
  if (url.origin !== probeOrigin) return false;
  return !/^\/(api|sandbox)(\/|$)/i.test(url.pathname);
}

/** The return path with the outcome added (earlier outcome parameters replaced), ready for a Location header. */
export function withConnectOutcome(
  returnPath: string,
  result: { platform: SocialPlatform; outcome: ConnectOutcome; reason?: ConnectFailureReason | null },
): string {
  const url = new URL(isSafeReturnPath(returnPath) ? returnPath : defaultReturnPath, probeOrigin);
  for (const name of Object.values(outcomeParams)) url.searchParams.delete(name);
  url.searchParams.set(outcomeParams.platform, result.platform);
  url.searchParams.set(outcomeParams.outcome, result.outcome);
  if (result.outcome === 'failed') url.searchParams.set(outcomeParams.reason, result.reason ?? 'provider_error');
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface ConnectOutcomeResult {
  platform: SocialPlatform;
  outcome: ConnectOutcome;
  reason: ConnectFailureReason | null;
}

/** The outcome a page was opened with, or null (missing or made-up values are ignored). */
export function readConnectOutcome(search: URLSearchParams): ConnectOutcomeResult | null {
  const platform = search.get(outcomeParams.platform);
  const outcome = search.get(outcomeParams.outcome);
  if (!isSocialPlatform(platform) || !(connectOutcomes as readonly string[]).includes(outcome ?? '')) return null;
  const rawReason = search.get(outcomeParams.reason);
  const reason = outcome === 'failed'
    ? ((connectFailureReasons as readonly string[]).includes(rawReason ?? '') ? (rawReason as ConnectFailureReason) : 'provider_error')
    : null;
  return { platform, outcome: outcome as ConnectOutcome, reason };
}

/** The search string without the outcome parameters (the page removes them once shown). */
export function withoutConnectOutcome(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const name of Object.values(outcomeParams)) rest.delete(name);
  return rest;
}

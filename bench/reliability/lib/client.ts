import { brandProfileToApi } from '../../../src/domain/brands/brand-profile.mapper';
import { sampleBrandProfile } from '../../../src/domain/brands/brand-profile.fixtures';
import { sampleCampaign } from '../../../src/domain/campaigns/campaign.fixtures';
import { withClient } from './postgres';

export const password = 'Reliab1lity!pass';

/** A fetch that never hangs longer than `timeoutMs`: a lost answer becomes an error the caller retries. */
export async function call(url: string, init: RequestInit & { timeoutMs?: number } = {}) {
  const { timeoutMs = 15_000, ...rest } = init;
  return fetch(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
}

const sessionCookies = (response: Response) =>
  response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');

/** Signs up (or in) through the built-in provider and returns an access token (AUTH_RATE_LIMIT=off). */
export async function tokenFor(baseUrl: string, databaseUrl: string, email: string, persona: 'brand' | 'influencer'): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  await call(`${baseUrl}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, password, name: 'Reliability User', persona }) });
  // Production sign-in needs a verified address: what the verification link would do.
  await withClient(databaseUrl, (client) => client.query('update auth_users set email_verified = true where email = $1', [email]));
  const signIn = await call(`${baseUrl}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  if (!signIn.ok) throw new Error(`sign-in of ${email}: ${signIn.status} ${await signIn.text()}`);
  const token = await call(`${baseUrl}/api/auth/token`, { headers: { cookie: sessionCookies(signIn) } });
  if (!token.ok) throw new Error(`token of ${email}: ${token.status} ${await token.text()}`);
  return ((await token.json()) as { token: string }).token;
}

export const authorized = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
  ...extra,
});

/** A brand user with a completed brand profile: what campaign creation needs. */
export async function brandUser(baseUrl: string, databaseUrl: string, email: string): Promise<{ token: string; brandId: string }> {
  const token = await tokenFor(baseUrl, databaseUrl, email, 'brand');
  const response = await call(`${baseUrl}/api/v1/brands/profile-setup/`, {
    method: 'POST',
    headers: authorized(token),
    body: JSON.stringify({ ...brandProfileToApi(sampleBrandProfile), name: `Brand of ${email}` }),
  });
  if (response.status !== 201) throw new Error(`brand setup of ${email}: ${response.status} ${await response.text()}`);
  return { token, brandId: ((await response.json()) as { id: string }).id };
}

/** The body of keyed creation number `index`: its name makes each write findable in the database. */
export const campaignBody = (brandId: string, name: string) => JSON.stringify({ ...sampleCampaign(), brand_id: brandId, name });

/** The error's cause code (ECONNRESET, ECONNREFUSED, UND_ERR_SOCKET...) or its name (TimeoutError). */
export function failureKind(error: unknown): string {
  const cause = (error as { cause?: { code?: string; name?: string } }).cause;
  return cause?.code ?? cause?.name ?? (error as Error).name ?? 'error';
}

/** p-th percentile (0-100) of `values`, in their unit. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Prints one figure line the lead can paste: `R2 acknowledged=2000 duplicates=0 ...`. */
export function report(scenario: string, figures: Record<string, string | number | boolean>): void {
  process.stdout.write(`${scenario} ${Object.entries(figures).map(([key, value]) => `${key}=${value}`).join(' ')}\n`);
}

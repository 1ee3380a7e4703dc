import type { ConfigVariable } from '../../config.variables';
import { envValue, wholeNumberValue, type Env } from '../../config-values';
import { instagramDefaultEndpoints, type InstagramEndpoints } from '../instagram/instagram.types';
import { youtubeDefaultEndpoints, type YoutubeEndpoints } from '../youtube/youtube.types';
import { sandboxEndpoints } from '../sandbox/sandbox-endpoints';

/**
 * Where linked YouTube channels and Instagram accounts are read from (docs/social-integrations.md, "Modes"):
 * sandbox (the embedded default, no credentials, nothing leaves the machine) or live (the real Google and Meta APIs,
 * which need the app credentials below). Tests run the real clients against the local fakes.
 */
export type SocialProviderMode = 'sandbox' | 'live';

export interface YoutubeCredentials {
  clientId: string;
  clientSecret: string;
}
export interface InstagramCredentials {
  appId: string;
  appSecret: string;
}

export type SocialProvidersConfig =
  | { readonly mode: 'sandbox'; readonly timeoutMs: number; readonly youtube: YoutubeEndpoints; readonly instagram: InstagramEndpoints }
  | {
      readonly mode: 'live';
      readonly timeoutMs: number;
      readonly youtube: YoutubeEndpoints & YoutubeCredentials;
      readonly instagram: InstagramEndpoints & InstagramCredentials;
    };

const CREDENTIALS = ['YOUTUBE_CLIENT_ID', 'YOUTUBE_CLIENT_SECRET', 'INSTAGRAM_APP_ID', 'INSTAGRAM_APP_SECRET'] as const;

export const socialProvidersConfigVariables: readonly ConfigVariable[] = [
  {
    name: 'SOCIAL_PROVIDER_MODE',
    defaultValue: 'sandbox',
    description: 'sandbox (no credentials, nothing leaves the machine) or live (the real YouTube and Instagram APIs; needs the four credentials below).',
  },
  { name: 'YOUTUBE_CLIENT_ID', defaultValue: '(unset)', description: 'Google Cloud OAuth 2.0 web client id for linking YouTube channels; required when SOCIAL_PROVIDER_MODE=live.' },
  { name: 'YOUTUBE_CLIENT_SECRET', defaultValue: '(unset)', description: 'Secret of YOUTUBE_CLIENT_ID; required when SOCIAL_PROVIDER_MODE=live.' },
  { name: 'INSTAGRAM_APP_ID', defaultValue: '(unset)', description: 'Instagram app id (Instagram API with Instagram Login) for linking professional accounts; required when SOCIAL_PROVIDER_MODE=live.' },
  { name: 'INSTAGRAM_APP_SECRET', defaultValue: '(unset)', description: 'Instagram app secret of INSTAGRAM_APP_ID; required when SOCIAL_PROVIDER_MODE=live.' },
  { name: 'YOUTUBE_AUTH_BASE_URL', defaultValue: youtubeDefaultEndpoints.authBaseUrl, description: 'Google authorization server (consent page at /o/oauth2/v2/auth); in sandbox mode the default is PUBLIC_URL/sandbox/youtube.' },
  { name: 'YOUTUBE_TOKEN_BASE_URL', defaultValue: youtubeDefaultEndpoints.tokenBaseUrl, description: 'Google token endpoint host (POST /token); in sandbox mode the default is PUBLIC_URL/sandbox/youtube.' },
  { name: 'YOUTUBE_DATA_API_BASE_URL', defaultValue: youtubeDefaultEndpoints.dataApiBaseUrl, description: 'YouTube Data API v3 base URL; in sandbox mode the default is PUBLIC_URL/sandbox/youtube/youtube/v3.' },
  { name: 'YOUTUBE_ANALYTICS_BASE_URL', defaultValue: youtubeDefaultEndpoints.analyticsBaseUrl, description: 'YouTube Analytics API v2 base URL; in sandbox mode the default is PUBLIC_URL/sandbox/youtube/v2.' },
  { name: 'INSTAGRAM_AUTHORIZE_BASE_URL', defaultValue: instagramDefaultEndpoints.authorizeBaseUrl, description: 'Instagram consent page host (/oauth/authorize); in sandbox mode the default is PUBLIC_URL/sandbox/instagram.' },
  { name: 'INSTAGRAM_OAUTH_BASE_URL', defaultValue: instagramDefaultEndpoints.oauthBaseUrl, description: 'Instagram code exchange host (POST /oauth/access_token); in sandbox mode the default is PUBLIC_URL/sandbox/instagram.' },
  { name: 'INSTAGRAM_GRAPH_BASE_URL', defaultValue: instagramDefaultEndpoints.graphBaseUrl, description: 'Instagram Graph host: long-lived tokens, profile, media, insights; in sandbox mode the default is PUBLIC_URL/sandbox/instagram.' },
  { name: 'INSTAGRAM_API_VERSION', defaultValue: instagramDefaultEndpoints.apiVersion, description: 'Graph API version in Instagram paths, like v25.0.' },
  { name: 'SOCIAL_PROVIDER_TIMEOUT_MS', defaultValue: '10000', description: 'Time one YouTube or Instagram API request may take before it counts as a transient failure.' },
];

/** An http(s) base URL without a trailing slash; https only for live mode in production (tokens travel on it). */
function baseUrl(env: Env, name: string, fallback: string, requireHttps: boolean, problems: string[]): string {
  const raw = envValue(env, name);
  if (raw === undefined) return fallback;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  const allowed = requireHttps ? ['https:'] : ['https:', 'http:'];
  if (!url || !allowed.includes(url.protocol)) {
    problems.push(`${name} must be an ${requireHttps ? 'https' : 'http(s)'} URL (got "${raw}").`);
    return fallback;
  }
  return raw.replace(/\/+$/, '');
}

/**
 * In sandbox mode the endpoints default to the simulated platforms the product serves itself
 * (PUBLIC_URL/sandbox/youtube, PUBLIC_URL/sandbox/instagram); the variables still move them (the tests point them at
 * local fake servers). In live mode they default to Google's and Meta's hosts.
 */
export function parseSocialProvidersConfig(env: Env, options: { isProduction: boolean; publicUrl: string }, problems: string[]): SocialProvidersConfig {
  const modeRaw = envValue(env, 'SOCIAL_PROVIDER_MODE') ?? 'sandbox';
  if (modeRaw !== 'sandbox' && modeRaw !== 'live') problems.push(`SOCIAL_PROVIDER_MODE must be sandbox or live (got "${modeRaw}").`);
  const mode: SocialProviderMode = modeRaw === 'live' ? 'live' : 'sandbox';
  const https = mode === 'live' && options.isProduction;
  const url = (name: string, fallback: string) => baseUrl(env, name, fallback, https, problems);
  const defaults = mode === 'sandbox' ? sandboxEndpoints(options.publicUrl) : { youtube: youtubeDefaultEndpoints, instagram: instagramDefaultEndpoints };
  const youtube: YoutubeEndpoints = {
    authBaseUrl: url('YOUTUBE_AUTH_BASE_URL', defaults.youtube.authBaseUrl),
    tokenBaseUrl: url('YOUTUBE_TOKEN_BASE_URL', defaults.youtube.tokenBaseUrl),
    dataApiBaseUrl: url('YOUTUBE_DATA_API_BASE_URL', defaults.youtube.dataApiBaseUrl),
    analyticsBaseUrl: url('YOUTUBE_ANALYTICS_BASE_URL', defaults.youtube.analyticsBaseUrl),
  };
  const apiVersion = envValue(env, 'INSTAGRAM_API_VERSION') ?? defaults.instagram.apiVersion;
  if (!/^v\d+\.\d+$/.test(apiVersion)) problems.push(`INSTAGRAM_API_VERSION must look like v25.0 (got "${apiVersion}").`);
  const instagram: InstagramEndpoints = {
    authorizeBaseUrl: url('INSTAGRAM_AUTHORIZE_BASE_URL', defaults.instagram.authorizeBaseUrl),
    oauthBaseUrl: url('INSTAGRAM_OAUTH_BASE_URL', defaults.instagram.oauthBaseUrl),
    graphBaseUrl: url('INSTAGRAM_GRAPH_BASE_URL', defaults.instagram.graphBaseUrl),
    apiVersion: /^v\d+\.\d+$/.test(apiVersion) ? apiVersion : instagramDefaultEndpoints.apiVersion,
  };
  const timeoutMs = wholeNumberValue(env, 'SOCIAL_PROVIDER_TIMEOUT_MS', 10_000, 100, 120_000, problems);

  const credentials = Object.fromEntries(CREDENTIALS.map((name) => [name, envValue(env, name) ?? null])) as Record<(typeof CREDENTIALS)[number], string | null>;
  if (mode === 'sandbox') {
    const set = CREDENTIALS.filter((name) => credentials[name] !== null);
    if (set.length) {
      problems.push(`${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set but SOCIAL_PROVIDER_MODE is sandbox: set SOCIAL_PROVIDER_MODE=live to link real YouTube and Instagram accounts, or unset ${set.length > 1 ? 'them' : 'it'}.`);
    }
    return { mode, timeoutMs, youtube, instagram };
  }
  const missing = CREDENTIALS.filter((name) => credentials[name] === null);
  if (missing.length) {
    problems.push(`SOCIAL_PROVIDER_MODE=live needs ${missing.join(', ')} (a Google Cloud OAuth web client for YouTube and an Instagram app with Instagram Login; see docs/social-integrations.md).`);
  }
  return {
    mode,
    timeoutMs,
    youtube: { ...youtube, clientId: credentials.YOUTUBE_CLIENT_ID ?? '', clientSecret: credentials.YOUTUBE_CLIENT_SECRET ?? '' },
    instagram: { ...instagram, appId: credentials.INSTAGRAM_APP_ID ?? '', appSecret: credentials.INSTAGRAM_APP_SECRET ?? '' },
  };
}

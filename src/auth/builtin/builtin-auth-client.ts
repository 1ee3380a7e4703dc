import { betterAuthErrorToProviderErrors, type BetterAuthErrorLike } from '../../domain/errors/better-auth-errors';
import { errorMessages } from '../../domain/messages';
import { accountMessages } from '../../domain/settings/settings.texts';
import type { SessionUser } from '../../features/session/session.slice';
import type { AccountSecurityClient, AuthClient, SecondFactorMethod } from '../auth-client.types';
import { AuthError, networkAuthError } from '../auth-error';
import { sessionUserFromBuiltin } from '../session-user';
import type { BetterAuthClient } from './better-auth-client';
import { isTransientAuthFailure, sessionRetryDelayMs } from './session-check';
import type { TokenCache } from './token-cache';

export interface BuiltinAuthClientDeps {
  client: BetterAuthClient;
  tokens: TokenCache;
  /**
   * Told when a sign-in, sign-up or SSO completion made a session current, and after sign-out. The app passes
   * `reduxSessionEvents(dispatch)` (state.session); the signed-out pages' own entry has no store and leaves the page.
   */
  session: BuiltinSessionEvents;
  googleEnabled: boolean;
  passwordResetEnabled: boolean;
  /** The SPA's origin, for the absolute URLs better-auth redirects to. */
  origin?: string;
}

export interface BuiltinSessionEvents {
  signedIn(user: SessionUser | null): void;
  signedOut(): void;
}

type Result<T> = { data: T | null; error: BetterAuthErrorLike | null };

/** Runs one better-auth call: provider errors become AuthError, unreachable server the network error. */
async function call<T>(run: () => Promise<Result<T>>): Promise<T | null> {
  let result: Result<T>;
  try {
    result = await run();
  } catch (cause) {
    throw networkAuthError(cause);
  }
  if (result.error) throw new AuthError(betterAuthErrorToProviderErrors(result.error));
  return result.data;
}

export const ssoCallbackPath = '/sso-callback?intent=signin';
/** The SPA page the sign-up confirmation link lands on. */
export const verifyEmailPath = '/verify-email';

/** The built-in provider (better-auth at /api/auth) behind the SPA's AuthClient interface. */
export function createBuiltinAuthClient(deps: BuiltinAuthClientDeps): AuthClient {
  const { client, tokens, session } = deps;
  const origin = deps.origin ?? window.location.origin;
  const activate = (user: Parameters<typeof sessionUserFromBuiltin>[0]) => {
    tokens.clear();
    session.signedIn(sessionUserFromBuiltin(user));
  };

  /** Turning two-factor on or off replaces the session (better-auth): the next API call fetches a token for the new one. */
  const sessionReplaced = () => {
    tokens.clear();
    client.notifySessionChanged();
  };
  const accountSecurity: AccountSecurityClient = {
    async twoFactorEnabled() {
      const data = await call(() => client.getSession({ query: { disableCookieCache: true } }));
      return data?.user.twoFactorEnabled === true;
    },
    async startAuthenticatorSetup(password) {
      const data = await call(() => client.twoFactor.enable({ password, method: 'totp' }));
      const totpUri = data?.totpURI ?? '';
      const secret = URL.canParse(totpUri) ? (new URL(totpUri).searchParams.get('secret') ?? '') : '';
      if (!secret) throw new AuthError([]);
      return { totpUri, secret, backupCodes: data?.backupCodes ?? [] };
    },
    async confirmAuthenticator(code) {
      await call(() => client.twoFactor.verifyTotp({ code }));
      sessionReplaced();
    },
    async enableEmailCodes(password) {
      await call(() => client.twoFactor.enable({ password, method: 'otp' }));
      sessionReplaced();
    },
    async disableTwoFactor(password) {
      await call(() => client.twoFactor.disable({ password }));
      sessionReplaced();
    },
    async regenerateBackupCodes(password) {
      const data = await call(() => client.twoFactor.generateBackupCodes({ password }));
      return data?.backupCodes ?? [];
    },
  };

  return {
    provider: 'builtin',
    googleEnabled: deps.googleEnabled,
    passwordResetEnabled: deps.passwordResetEnabled,
    async signInWithPassword(email, password) {
      const data = await call(() => client.signIn.email({ email, password }));
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
        const methods = (data.twoFactorMethods ?? []).filter((method): method is SecondFactorMethod => method === 'totp' || method === 'otp');
        return { twoFactor: { methods } };
      }
      if (!data || !('user' in data) || !data.user) throw new AuthError([]);
      activate(data.user);
      return undefined;
    },
    async verifySecondFactor({ kind, code, trustDevice }) {
      const verify = kind === 'totp' ? client.twoFactor.verifyTotp : kind === 'otp' ? client.twoFactor.verifyOtp : client.twoFactor.verifyBackupCode;
      const data = await call(() => verify({ code, trustDevice }));
      if (!data?.user) throw new AuthError([]);
      activate(data.user);
    },
    async sendSecondFactorEmail() {
      await call(() => client.twoFactor.sendOtp({}));
    },
    async verifyEmailCode(email, code) {
      const data = await call(() => client.emailOtp.verifyEmail({ email, otp: code }));
      if (!data?.user) throw new AuthError([]);
      activate(data.user);
    },
    accountSecurity,
    async signUpWithPassword({ name, email, password, persona }) {
      // Where the e-mailed confirmation link lands (the server builds the link on this origin too).
      const callbackURL = `${origin}${verifyEmailPath}`;
      const data = await call(() => client.signUp.email({ name, email, password, persona, callbackURL }));
      if (!data?.user) throw new AuthError([{ code: 'sign_up_failed', message: errorMessages.signUpFailed }]);
      if (!data.token) return 'verificationRequired';
      activate(data.user);
      return 'signedIn';
    },
    async startGoogleSignIn() {
      if (!deps.googleEnabled) {
        throw new AuthError([{ code: 'google_not_configured', message: errorMessages.googleNotConfigured }]);
      }
      const callbackURL = `${origin}${ssoCallbackPath}`;
      // better-auth answers with the Google URL and its redirect plugin moves the browser there.
      await call(() =>
        client.signIn.social({ provider: 'google', callbackURL, newUserCallbackURL: callbackURL, errorCallbackURL: callbackURL }),
      );
    },
    async completeSsoCallback() {
      // The server set the session cookie on its way back from Google; read that session now.
      const data = await call(() => client.getSession({ query: { disableCookieCache: true } }));
      if (!data?.user) throw new AuthError([]);
      activate(data.user);
      client.notifySessionChanged();
    },
    async requestPasswordReset(email) {
      await call(() => client.requestPasswordReset({ email, redirectTo: `${origin}/forgot-password` }));
    },
    async resetPassword(token, newPassword) {
      await call(() => client.resetPassword({ token, newPassword }));
    },
    async changePassword(currentPassword, newPassword) {
      try {
        await call(() => client.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));
      } catch (error) {
        if (error instanceof AuthError && error.errors[0]?.code === 'INVALID_PASSWORD') {
          throw new AuthError([{ code: 'INVALID_PASSWORD', message: accountMessages.wrongCurrentPassword }]);
        }
        throw error;
      }
      // The session was renewed; the next API call fetches a token for it.
      tokens.clear();
    },
    async signOut() {
      try {
        await call(() => client.signOut());
      } finally {
        tokens.clear();
        session.signedOut();
      }
    },
  };
}

export interface TokenFetchOptions {
  /** Retry-After of the last failed answer, when the server sent one. */
  retryAfter?: () => number | null;
  /** Retries of a rate-limited, failing or unanswered token request before giving up (default 3). */
  retries?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * GET /api/auth/token: the bearer token for /api/v1, or null without a session (401). A 429, 5xx or no answer
 * is retried with backoff (respecting Retry-After), then rejects: it never reads as "signed out".
 */
export async function fetchBuiltinToken(client: BetterAuthClient, options: TokenFetchOptions = {}): Promise<string | null> {
  const retries = options.retries ?? 3;
  const sleep = options.sleep ?? wait;
  for (let attempt = 0; ; attempt += 1) {
    let result: Awaited<ReturnType<BetterAuthClient['token']>> | null = null;
    try {
      result = await client.token();
    } catch {
      result = null;
    }
    // No session is not a failure here: the API call simply goes out without authorization.
    if (result?.error?.status === 401) return null;
    if (result && !result.error) return result.data?.token ?? null;
    const transient = result === null || isTransientAuthFailure(result.error);
    if (!transient || attempt >= retries) {
      throw result?.error ? new AuthError(betterAuthErrorToProviderErrors(result.error)) : networkAuthError(undefined);
    }
    await sleep(sessionRetryDelayMs(attempt, options.retryAfter?.() ?? null, { initialDelayMs: 500, factor: 2, maxDelayMs: 8000 }));
  }
}

import { APIError, createAuthMiddleware } from 'better-auth/api';
import { errorMessages, validationMessages } from '../../../../src/domain/messages';
import { passwordProblems } from '../../../../src/domain/validation/auth.schemas';
import { accountSecurityMessages, isVerificationCode, normalizeBackupCode } from '../../../../src/domain/security/account-security.texts';
import { isPersona } from '../persona';

type Body = Record<string, unknown>;

export const personaMessages = {
  missing: 'Choose how you are signing up: persona must be "brand" or "influencer".',
  invalid: 'Persona must be "brand" or "influencer".',
  immutable: 'Persona is chosen at sign-up and cannot be changed.',
} as const;

/** SPEC §5: e-mails are trimmed and lower-cased; anything else is left for better-auth to reject. */
export const normalizeEmail = (value: unknown): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** SPEC §5 password rules on the server too, one message per failed rule (the SPA shows the same ones). */
function assertStrongPassword(password: unknown, field: string): void {
  const problems = passwordProblems(typeof password === 'string' ? password : '');
  if (problems.length === 0) return;
  throw new APIError('BAD_REQUEST', {
    code: 'PASSWORD_TOO_WEAK',
    message: errorMessages.weakPassword,
    errors: { [field]: problems },
  });
}

/** SPEC §5 password change: the new password must differ from the current one. */
function assertNewPasswordDiffers(currentPassword: unknown, newPassword: unknown): void {
  if (currentPassword !== newPassword) return;
  const message = validationMessages.newPasswordMustDiffer;
  throw new APIError('BAD_REQUEST', { code: 'NEW_PASSWORD_MUST_DIFFER', message, errors: { newPassword: [message] } });
}

function assertPersona(persona: unknown): void {
  if (isPersona(persona)) return;
  const missing = persona === undefined || persona === null || persona === '';
  const message = missing ? personaMessages.missing : personaMessages.invalid;
  throw new APIError('BAD_REQUEST', { code: missing ? 'PERSONA_REQUIRED' : 'INVALID_PERSONA', message, errors: { persona: [message] } });
}

/** SPEC §5: every verification code is exactly 6 digits; anything else is refused before better-auth counts an attempt. */
function assertVerificationCode(code: unknown, field: string): void {
  if (isVerificationCode(code)) return;
  const message = accountSecurityMessages.codeFormat;
  throw new APIError('BAD_REQUEST', { code: 'INVALID_CODE_FORMAT', message, errors: { [field]: [message] } });
}

export type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type InternalAdapter = AuthMiddlewareContext['context']['internalAdapter'];

/**
 * SPEC §8: an account created through Google has no password; say so with the code the SPA maps to
 * 'Please use SSO login' (the code Clerk uses) instead of a misleading "wrong password". This tells a
 * caller that the address has a Google account, which is what the product asks for and what Clerk does.
 */
async function assertPasswordAccount(adapter: InternalAdapter, email: string): Promise<void> {
  const found = await adapter.findUserByEmail(email, { includeAccounts: true });
  if (!found || found.accounts.length === 0 || found.accounts.some((account) => account.providerId === 'credential')) return;
  throw new APIError('UNAUTHORIZED', { code: 'strategy_for_user_invalid', message: errorMessages.useSsoLogin });
}

/**
 * Runs before better-auth's own endpoint logic: the product's rules better-auth cannot express
 * (persona required at e-mail sign-up, SPEC §5 password rules, e-mail normalisation, persona immutable).
 */
export async function applyAuthGuards(ctx: AuthMiddlewareContext) {
  const body = (ctx.body ?? {}) as Body;
  switch (ctx.path) {
    case '/sign-up/email': {
      assertPersona(body.persona);
      assertStrongPassword(body.password, 'password');
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      if (!name) {
        throw new APIError('BAD_REQUEST', { code: 'NAME_REQUIRED', message: 'Name is required.', errors: { name: ['Name is required.'] } });
      }
      return { context: { body: { ...body, name, email: normalizeEmail(body.email) } } };
    }
    case '/sign-in/email': {
      const email = normalizeEmail(body.email);
      if (typeof email === 'string') await assertPasswordAccount(ctx.context.internalAdapter, email);
      return { context: { body: { ...body, email } } };
    }
    case '/request-password-reset':
      return { context: { body: { ...body, email: normalizeEmail(body.email) } } };
    case '/reset-password':
      assertStrongPassword(body.newPassword, 'newPassword');
      return;
    case '/change-password':
      assertStrongPassword(body.newPassword, 'newPassword');
      assertNewPasswordDiffers(body.currentPassword, body.newPassword);
      return;
    case '/email-otp/verify-email':
      assertVerificationCode(typeof body.otp === 'string' ? body.otp.trim() : body.otp, 'otp');
      return { context: { body: { ...body, otp: (body.otp as string).trim(), email: normalizeEmail(body.email) } } };
    case '/two-factor/verify-totp':
    case '/two-factor/verify-otp':
      assertVerificationCode(typeof body.code === 'string' ? body.code.trim() : body.code, 'code');
      return { context: { body: { ...body, code: (body.code as string).trim() } } };
    case '/two-factor/verify-backup-code':
      if (typeof body.code !== 'string' || !body.code.trim()) {
        const message = accountSecurityMessages.backupCodeFormat;
        throw new APIError('BAD_REQUEST', { code: 'INVALID_CODE_FORMAT', message, errors: { code: [message] } });
      }
      return { context: { body: { ...body, code: normalizeBackupCode(body.code) } } };
    case '/update-user':
      if ('persona' in body) {
        throw new APIError('BAD_REQUEST', { code: 'FIELD_NOT_ALLOWED', message: personaMessages.immutable });
      }
      return;
    default:
      return;
  }
}

export const authGuardsHook = createAuthMiddleware(applyAuthGuards);

import { accountSecurityMessages as m } from '../../../src/domain/security/account-security.texts';
import type { UserRow } from '../db/schema/users.schema';
import { ApiError } from '../plugins/api-error';

/**
 * What the bearer token of this request says about the account's security (issue 16 "Account security"), kept
 * beside the request's user row: the row is the API's own record and has no such columns, the token is current.
 */
export interface AccountSecurity {
  /** The identity provider vouches for the e-mail address. */
  readonly emailVerified: boolean;
  /** The account signs in with a second factor. */
  readonly twoFactorEnabled: boolean;
  /** Invites and payout details need a verified address (off only with AUTH_EMAIL_VERIFICATION=off, built-in). */
  readonly verificationEnforced: boolean;
  /** REQUIRE_2FA_FOR_PAYMENT_APPROVERS: payments.approve actions need the second factor. */
  readonly twoFactorRequiredForPayments: boolean;
}

const byUser = new WeakMap<UserRow, AccountSecurity>();

/** Called by the auth check for every signed-in request. */
export function rememberAccountSecurity(user: UserRow, security: AccountSecurity): void {
  byUser.set(user, security);
}

/** Null for a user row that did not come from a request's token (jobs, the demo seed): those are not refused here. */
export function accountSecurityOf(user: UserRow): AccountSecurity | null {
  return byUser.get(user) ?? null;
}

export const emailNotVerifiedCode = 'email_not_verified';
export const twoFactorRequiredCode = 'two_factor_required';

/**
 * 403 unless the address is verified: before a brand invites anyone, before an influencer adds payout details, and
 * before an account takes its address off the suppression list (else anyone signing up with an address could undo
 * its owner's unsubscribe).
 */
export function assertEmailVerified(user: UserRow, action: 'invite' | 'payout' | 'resubscribe'): void {
  const security = accountSecurityOf(user);
  if (!security || !security.verificationEnforced || security.emailVerified) return;
  const messages = { invite: m.emailNotVerifiedForInvites, payout: m.emailNotVerifiedForPayouts, resubscribe: m.emailNotVerifiedForResubscribe };
  throw new ApiError(403, emailNotVerifiedCode, messages[action]);
}

/** 403 for a payments.approve action of an account without a second factor, when the operator requires one. */
export function assertSecondFactorForPayments(user: UserRow): void {
  const security = accountSecurityOf(user);
  if (!security || !security.twoFactorRequiredForPayments || security.twoFactorEnabled) return;
  throw new ApiError(403, twoFactorRequiredCode, m.twoFactorRequiredForPayments);
}

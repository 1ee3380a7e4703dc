import type { Static } from '@sinclair/typebox';
import { verifyPassword } from 'better-auth/crypto';
import * as yup from 'yup';
import { accountDeletionSchema } from '../../../src/domain/settings/user-settings.schema';
import { accountMessages } from '../../../src/domain/settings/settings.texts';
import { validationFailed } from '../plugins/api-error';
import type { AccountDeletionRepository } from '../repositories/account-deletion.repository';
import type { UserRow } from '../repositories/users.repository';
import type { DeleteAccountBody } from '../routes/api/v1/accounts/account-deletion.schema';

/** What account deletion needs from the assets area (services.assets); absent until uploads are wired. */
export interface OwnedAssetsRemover {
  deleteAllForOwner(ownerUserId: string): Promise<void>;
}

export interface AccountDeletionDeps {
  accountDeletion: AccountDeletionRepository;
  /** 'builtin': better-auth's tables are in this database and its password hash can be checked here. */
  identityMode: 'builtin' | 'clerk';
  /** Issuer of built-in tokens (PUBLIC_URL). */
  builtinIssuer: string;
  /** Resolved at call time, so the assets service may be wired after this one. */
  assets: () => OwnedAssetsRemover | undefined;
}

/** A field error like the others, so the dialog shows it under the password field. */
const wrongPassword = () => validationFailed({ password: [accountMessages.wrongPassword] }, accountMessages.wrongPassword);

/** SPEC §5 account deletion: checks, then removes the user's files, data and identity. */
export function createAccountDeletionService(deps: AccountDeletionDeps) {
  const isBuiltinUser = (user: UserRow) => deps.identityMode === 'builtin' && user.issuer === deps.builtinIssuer;

  async function passwordHashOf(user: UserRow): Promise<string | null> {
    return isBuiltinUser(user) ? deps.accountDeletion.findPasswordHash(user.subject) : null;
  }

  async function requirements(user: UserRow) {
    return { confirmation_text: accountMessages.confirmationPhrase, requires_password: (await passwordHashOf(user)) !== null };
  }

  async function deleteAccount(user: UserRow, body: Static<typeof DeleteAccountBody>): Promise<void> {
    const hash = await passwordHashOf(user);
    const values = {
      confirmation: body.confirmation,
      hasPassword: hash !== null,
      password: body.password ?? '',
      email: body.email ?? '',
      reason: body.reason ?? '',
    };
    try {
      accountDeletionSchema.validateSync(values, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof yup.ValidationError)) throw error;
      const errors: Record<string, string[]> = {};
      for (const inner of error.inner) (errors[inner.path ?? 'non_field_errors'] ??= []).push(inner.message);
      throw validationFailed(errors);
    }
    if (hash !== null) {
      // better-auth's own verifier (scrypt, constant time): the same check its sign-in runs.
      if (!(await verifyPassword({ hash, password: values.password }))) throw wrongPassword();
    } else if (values.email.trim().toLowerCase() !== (user.email ?? '').toLowerCase()) {
      throw validationFailed({ email: [accountMessages.emailMismatch] });
    }

    // Files first (they live outside the transaction); idempotent, so a failed deletion can simply be retried.
    await deps.assets()?.deleteAllForOwner(user.id);
    await deps.accountDeletion.deleteAccount({
      userId: user.id,
      issuer: user.issuer,
      subject: user.subject,
      deleteBuiltinIdentity: isBuiltinUser(user),
      persona: user.persona,
      reason: values.reason.trim() || null,
    });
  }

  return { requirements, deleteAccount };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;

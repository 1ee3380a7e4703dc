import { formatDay } from '../../../src/domain/format/display-format';
import {
  emailSuppressionTexts as texts, operatorSuppressionReason, selfRemovableReason, suppressionEmailRule,
} from '../../../src/domain/outreach/email-suppression.texts';
import type { SuppressionReason } from '../../../src/domain/outreach/outreach-email.texts';
import type { EmailSuppressionRow } from '../db/schema/outreach-email.schema';
import type { UserRow } from '../db/schema/users.schema';
import { conflict, notFound, validationFailed } from '../plugins/api-error';
import { assertEmailVerified } from './account-security';
import type { EmailSuppressionsRepository, SuppressionActor } from '../repositories/email-suppressions.repository';

const suppressionView = (row: EmailSuppressionRow) => ({
  email: row.email, reason: row.reason, since: row.createdAt.toISOString(), message_id: row.messageId,
});

/** An operator: the staff user, or the service token (no user). */
const operator = (user: UserRow | null): SuppressionActor => ({ actor: 'operator', actorId: user?.id ?? null });

/**
 * The way back from the suppression list (docs/outreach-email.md "Suppression list"): a person sees why their own
 * address gets no outreach e-mail and takes it off when they had unsubscribed; operators list, add (a complaint) and
 * remove addresses. Every hand change is recorded with who and when.
 */
export function createEmailSuppressionsService(deps: { repository: EmailSuppressionsRepository }) {
  const { repository } = deps;

  /** The caller's own address and, when it is suppressed, why and since when. */
  async function mine(user: UserRow) {
    const row = user.email ? await repository.find(user.email) : null;
    return {
      email: user.email ?? null,
      suppressed: row !== null,
      reason: row?.reason ?? null,
      since: row?.createdAt.toISOString() ?? null,
      can_remove: row?.reason === selfRemovableReason,
    };
  }

  /**
   * Takes the caller's own address off the list: only an unsubscribe (409 for a bounce or complaint, 404 when absent),
   * and only from an account whose address is verified (403).
   */
  async function removeMine(user: UserRow) {
    if (!user.email) throw notFound(texts.errors.mineNoEmail);
    assertEmailVerified(user, 'resubscribe');
    const result = await repository.remove(user.email, { actor: 'self', actorId: user.id }, (row) => row.reason === selfRemovableReason);
    if (!result) throw notFound(texts.errors.mineNotSuppressed);
    if ('refused' in result) throw conflict(texts.errors.mineNotRemovable(result.refused.reason), 'not_removable');
    return mine(user);
  }

  async function list(filter: { search?: string; reason?: SuppressionReason }, offset: number, limit: number, ascending: boolean) {
    const { count, rows } = await repository.list({ ...filter, search: filter.search?.trim() || undefined }, offset, limit, ascending);
    return { count, results: rows.map(suppressionView) };
  }

  /** Adds an address as a complaint (a feedback-loop report); 409 when it is on the list already (its reason stays). */
  async function add(user: UserRow | null, body: { email: string }) {
    const { email, error } = suppressionEmailRule(body.email);
    if (error) throw validationFailed({ email: [error] });
    const row = await repository.add(email, operatorSuppressionReason, operator(user));
    if (row) return suppressionView(row);
    const existing = await repository.find(email);
    throw conflict(texts.errors.alreadySuppressed(existing?.reason ?? operatorSuppressionReason, formatDay(existing?.createdAt ?? new Date())), 'already_suppressed');
  }

  /** Takes any address off the list (a bounce whose mailbox works again, a complaint withdrawn); 404 when absent. */
  async function remove(user: UserRow | null, email: string) {
    const result = await repository.remove(email.trim(), operator(user));
    if (!result || !('removed' in result)) throw notFound(texts.errors.notSuppressed);
  }

  return { mine, removeMine, list, add, remove };
}

export type EmailSuppressionsService = ReturnType<typeof createEmailSuppressionsService>;

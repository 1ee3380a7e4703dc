import type { Database } from '../../db/database';
import { webhookEvents } from '../../db/schema/webhook-events.schema';
import { badRequest } from '../../plugins/api-error';
import { createUsersRepository } from '../../repositories/users.repository';
import { parseClerkUser, parseDeletedUserId } from './clerk-user.payload';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

export interface ClerkEvent {
  type: string;
  data: unknown;
}

/**
 * Applies verified Clerk events to the API's users (issuer = CLERK_ISSUER, subject = Clerk user id). The
 * Svix message id is recorded in webhook_events in the same transaction as the effect: a redelivery finds
 * it and changes nothing, and a failed effect leaves no record, so Svix's retry applies it later.
 */
export function createClerkWebhookService(options: { db: Database; issuer: string }) {
  const { db, issuer } = options;

  async function apply(messageId: string, event: ClerkEvent): Promise<WebhookOutcome> {
    return db.transaction(async (tx) => {
      const recorded = await tx
        .insert(webhookEvents)
        .values({ id: messageId, provider: 'clerk', eventType: event.type })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      if (recorded.length === 0) return 'duplicate';
      const users = createUsersRepository(tx as unknown as Database);

      switch (event.type) {
        case 'user.created':
        case 'user.updated': {
          const user = parseClerkUser(event.data);
          if (!user) throw badRequest(`The ${event.type} event has no user id.`, 'invalid_payload');
          await users.upsertFromIdentity({ issuer, ...user });
          return 'processed';
        }
        case 'user.deleted': {
          const subject = parseDeletedUserId(event.data);
          if (!subject) throw badRequest('The user.deleted event has no user id.', 'invalid_payload');
          await users.deleteByIdentity(issuer, subject);
          return 'processed';
        }
        default:
          return 'ignored';
      }
    });
  }

  return { apply };
}

export type ClerkWebhookService = ReturnType<typeof createClerkWebhookService>;

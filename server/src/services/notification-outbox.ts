import { deliverNotificationOnce } from '../repositories/notifications.repository';
import type { OutboxEventInput } from '../repositories/outbox.repository';
import { toNewNotification, validateNotification, type NotifyInput } from './notifications.service';
import type { OutboxDeliverer } from './outbox.service';

/** Outbox events of this kind become rows of `notifications` (docs/outbox.md). */
export const notificationKind = 'notification';

/** A domain event's notification: its `eventKey` (e.g. `invite.accepted:<inviteId>`) is required, it dedupes delivery. */
export type NotificationEventInput = NotifyInput & { eventKey: string };

export interface NotificationEventPayload {
  userId: string;
  notification: NotificationEventInput;
}

/** One outbox event per recipient, so one recipient's failure (a deleted account) never holds back the others. */
export const notificationEventKey = (userId: string, eventKey: string) => `${notificationKind}:${eventKey}:${userId}`;

function assertValid(input: NotifyInput): void {
  const errors = validateNotification(input);
  if (Object.keys(errors).length > 0) throw new Error(`Invalid notification "${input.event}": ${JSON.stringify(errors)}`);
}

/** Outbox events of this kind e-mail the same notification (notification-email.ts); the key has its own prefix. */
export const notificationEmailEventKind = 'notification-email';

/**
 * The outbox events telling `userIds` about a domain change, for the repository to write in the change's
 * transaction. Invalid texts are a programming error: they throw here, before anything is written. With
 * `email`, each recipient is also e-mailed the same title and message (when their settings allow it).
 */
export function notificationEvents(
  userIds: Iterable<string>, input: NotificationEventInput, options: { email?: boolean } = {},
): OutboxEventInput<NotificationEventPayload>[] {
  assertValid(input);
  return [...new Set(userIds)].flatMap((userId) => [
    { eventKey: notificationEventKey(userId, input.eventKey), kind: notificationKind, payload: { userId, notification: input } },
    ...(options.email
      ? [{ eventKey: `${notificationEmailEventKind}:${input.eventKey}:${userId}`, kind: notificationEmailEventKind, payload: { userId, notification: input } }]
      : []),
  ]);
}

/**
 * Inserts the notification on the delivering transaction, once per (user, event key): a redelivered event finds
 * it there. A recipient whose account is gone has nothing to receive; the event counts as delivered.
 */
export const deliverNotification: OutboxDeliverer = async (tx, payload) => {
  const { userId, notification } = payload as NotificationEventPayload;
  assertValid(notification);
  await deliverNotificationOnce(tx, toNewNotification(userId, notification));
};

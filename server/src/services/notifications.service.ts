import type { Static } from '@sinclair/typebox';
import {
  isSafeActionUrl,
  notificationLimits,
  notificationTypes,
  type NotificationType,
} from '../../../src/domain/notifications/notification-types';
import type { NotificationRow } from '../db/schema/notifications.schema';
import { notFound, validationFailed, type FieldErrors } from '../plugins/api-error';
import { pageOffset } from '../plugins/pagination';
import type { NewNotification, NotificationsRepository } from '../repositories/notifications.repository';
import type { UsersRepository } from '../repositories/users.repository';
import type { Notification, NotificationListQueryValue } from '../routes/api/v1/notifications/notifications.schema';

export type NotificationResponse = Static<typeof Notification>;

/** What a domain event asks for; `eventKey` makes it idempotent per user (same key, one notification). */
export interface NotifyInput {
  event: string;
  eventKey?: string | null;
  type: NotificationType;
  title: string;
  message: string;
  actionUrl?: string | null;
  actionLabel?: string | null;
}

export const toNotificationResponse = (row: NotificationRow): NotificationResponse => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  action_url: row.actionUrl,
  action_label: row.actionLabel,
  read: row.readAt !== null,
  created_at: row.createdAt.toISOString(),
});

/** The row a valid input becomes (an action label only with an action URL). */
export const toNewNotification = (userId: string, input: NotifyInput): NewNotification => ({
  userId,
  event: input.event,
  eventKey: input.eventKey ?? null,
  type: input.type,
  title: input.title,
  message: input.message,
  actionUrl: input.actionUrl ?? null,
  actionLabel: input.actionUrl != null ? (input.actionLabel ?? null) : null,
});

/** Field errors (snake_case, as the API reports them) of a notification about to be written. */
export function validateNotification(input: NotifyInput): FieldErrors {
  const errors: FieldErrors = {};
  const check = (field: string, ok: boolean, message: string) => {
    if (!ok) (errors[field] ??= []).push(message);
  };
  const within = (value: string, max: number) => value.trim().length > 0 && value.length <= max;
  check('event', within(input.event, notificationLimits.eventMax), `Between 1 and ${notificationLimits.eventMax} characters.`);
  check('type', (notificationTypes as readonly string[]).includes(input.type), `One of: ${notificationTypes.join(', ')}.`);
  check('title', within(input.title, notificationLimits.titleMax), `Between 1 and ${notificationLimits.titleMax} characters.`);
  check('message', within(input.message, notificationLimits.messageMax), `Between 1 and ${notificationLimits.messageMax} characters.`);
  if (input.actionUrl != null) {
    check('action_url', isSafeActionUrl(input.actionUrl), 'Enter a path starting with / or an http(s) URL.');
  }
  if (input.actionLabel != null) {
    check('action_label', within(input.actionLabel, notificationLimits.actionLabelMax), `Between 1 and ${notificationLimits.actionLabelMax} characters.`);
    check('action_label', input.actionUrl != null, 'An action label needs an action URL.');
  }
  if (input.eventKey != null) {
    check('event_key', within(input.eventKey, notificationLimits.eventKeyMax), `Between 1 and ${notificationLimits.eventKeyMax} characters.`);
  }
  return errors;
}

export function createNotificationsService(deps: {
  notifications: NotificationsRepository;
  users: Pick<UsersRepository, 'findById' | 'findByEmail'>;
}) {
  const { notifications, users } = deps;

  async function list(userId: string, query: NotificationListQueryValue) {
    const { rows, count, unreadCount } = await notifications.listForUser({
      userId,
      unreadOnly: query.unread === true,
      limit: query.page_size,
      offset: pageOffset(query),
    });
    return { count, unreadCount, results: rows.map(toNotificationResponse) };
  }

  const unreadCount = (userId: string) => notifications.unreadCount(userId);

  /** Idempotent; another user's id is 404 like a missing one, so ids never leak. */
  async function markRead(userId: string, id: string): Promise<NotificationResponse> {
    const row = await notifications.markRead(userId, id);
    if (!row) throw notFound();
    return toNotificationResponse(row);
  }

  const markAllRead = (userId: string) => notifications.markAllRead(userId);
  const clearAll = (userId: string) => notifications.deleteAll(userId);

  async function remove(userId: string, id: string): Promise<void> {
    if (!(await notifications.deleteOne(userId, id))) throw notFound();
  }

  /**
   * Creates a notification now (operators' `notifications/send/`). Domain events do not call this: they write
   * outbox events in their own transaction (notification-outbox.ts, docs/outbox.md). With an eventKey a repeated
   * call changes nothing and the existing notification is returned.
   * Throws a 400 ApiError when the input is invalid (e.g. a javascript: action URL).
   */
  async function notify(userId: string, input: NotifyInput): Promise<{ created: boolean; notification: NotificationResponse }> {
    const errors = validateNotification(input);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const row = await notifications.insertOnce(toNewNotification(userId, input));
    if (row) return { created: true, notification: toNotificationResponse(row) };
    const existing = await notifications.findByEventKey(userId, input.eventKey as string);
    if (!existing) throw new Error('The notification neither inserted nor found by its event key.');
    return { created: false, notification: toNotificationResponse(existing) };
  }

  /** Operators: one notification to a user named by id or e-mail (exactly one of them); 404 for nobody. */
  async function sendTo(recipient: { userId?: string; email?: string }, input: NotifyInput) {
    if ((recipient.userId === undefined) === (recipient.email === undefined)) {
      throw validationFailed({ non_field_errors: ['Give either user_id or email.'] });
    }
    const user = recipient.userId ? await users.findById(recipient.userId) : await users.findByEmail(recipient.email as string);
    if (!user) throw notFound('No user with that id or e-mail.');
    return notify(user.id, input);
  }

  return { list, unreadCount, markRead, markAllRead, clearAll, remove, notify, sendTo };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import { toPage } from '../../../../plugins/pagination';
import type { NotificationsService } from '../../../../services/notifications.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import {
  Notification,
  NotificationIdParams,
  NotificationListQuery,
  PaginatedNotificationList,
  ReadAllResult,
  SendNotificationBody,
  UnreadCount,
  type NotificationListQueryValue,
} from './notifications.schema';

const tags = ['Notifications'];
const noContent = { type: 'null', description: 'Done; no body.' } as const;
type IdParams = { Params: Static<typeof NotificationIdParams> };

/** The caller's own notifications (SPEC §2 "Notifications panel"); nobody sees or changes another user's. */
export async function notificationsRoutes(
  app: FastifyInstance,
  options: { notifications: NotificationsService; publicUrl: string },
): Promise<void> {
  const { notifications } = options;
  const collection = { prefixTrailingSlash: 'slash' as const };

  app.get<{ Querystring: NotificationListQueryValue }>('/', {
    ...collection,
    schema: {
      operationId: 'listNotifications',
      summary: 'My notifications, newest first, with my unread count',
      tags,
      security: bearerSecurity,
      querystring: NotificationListQuery,
      response: { 200: ref(PaginatedNotificationList, 'One page of notifications.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { count, unreadCount, results } = await notifications.list(currentUser(request).id, request.query);
      return { ...toPage(request, options.publicUrl, request.query, count, results), unread_count: unreadCount };
    },
  });

  app.delete('/', {
    ...collection,
    schema: {
      operationId: 'clearNotifications',
      summary: 'Clear all: delete all my notifications',
      tags,
      security: bearerSecurity,
      response: { 204: noContent, ...errorResponses(401) },
    },
    handler: async (request, reply) => {
      await notifications.clearAll(currentUser(request).id);
      return reply.code(204).send();
    },
  });

  app.get('/unread-count/', {
    schema: {
      operationId: 'getNotificationUnreadCount',
      summary: 'How many of my notifications are unread (the badge)',
      tags,
      security: bearerSecurity,
      response: { 200: ref(UnreadCount, 'The unread count.'), ...errorResponses(401) },
    },
    handler: async (request) => ({ unread_count: await notifications.unreadCount(currentUser(request).id) }),
  });

  app.post('/read-all/', {
    schema: {
      operationId: 'markAllNotificationsRead',
      summary: 'Mark all my notifications read',
      tags,
      security: bearerSecurity,
      response: { 200: ref(ReadAllResult, 'How many changed.'), ...errorResponses(401) },
    },
    handler: async (request) => ({ updated: await notifications.markAllRead(currentUser(request).id) }),
  });

  app.post<IdParams>('/:id/read/', {
    schema: {
      operationId: 'markNotificationRead',
      summary: 'Mark one of my notifications read (idempotent)',
      tags,
      security: bearerSecurity,
      params: NotificationIdParams,
      response: { 200: ref(Notification, 'The notification, now read.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => notifications.markRead(currentUser(request).id, request.params.id),
  });

  app.delete<IdParams>('/:id/', {
    schema: {
      operationId: 'deleteNotification',
      summary: 'Delete one of my notifications',
      tags,
      security: bearerSecurity,
      params: NotificationIdParams,
      response: { 204: noContent, ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      await notifications.remove(currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  });

  app.post<{ Body: Static<typeof SendNotificationBody> }>('/send/', {
    config: { access: 'staff' },
    schema: {
      operationId: 'sendNotification',
      summary: 'Operators: send one notification to a user (by user_id or email); idempotent with event_key',
      tags,
      security: [{ bearerAuth: [] }, { serviceToken: [] }],
      body: ref(SendNotificationBody),
      response: {
        200: ref(Notification, 'Already sent with this event_key; the existing notification.'),
        201: ref(Notification, 'Created.'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const { user_id, email, event_key, action_url, action_label, ...content } = request.body;
      const { created, notification } = await notifications.sendTo(
        { userId: user_id, email },
        { event: 'operator.message', eventKey: event_key, actionUrl: action_url, actionLabel: action_label, ...content },
      );
      return reply.code(created ? 201 : 200).send(notification);
    },
  });
}

import { Type } from '@sinclair/typebox';
import { notificationLimits, notificationTypes } from '../../../../../../src/domain/notifications/notification-types';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { Nullable, ref, StringEnum } from '../shared.schema';

export const Notification = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    type: StringEnum(notificationTypes),
    title: Type.String(),
    message: Type.String(),
    action_url: Nullable(Type.String({ description: 'A product path (/campaigns/...) or an http(s) URL.' })),
    action_label: Nullable(Type.String({ description: "Link text; clients show 'View' when null." })),
    read: Type.Boolean(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Notification', additionalProperties: false },
);

const notificationPage = paginated(ref(Notification));
export const PaginatedNotificationList = Type.Object(
  {
    ...notificationPage.properties,
    unread_count: Type.Integer({ minimum: 0, description: "The caller's unread notifications, whatever the filter." }),
  },
  { $id: 'PaginatedNotificationList' },
);

// Always newest first (what the indexes serve), so no ordering parameter.
const { page, page_size } = pageQuery(['created_at'], '-created_at').properties;
export const NotificationListQuery = Type.Object({
  page,
  page_size,
  unread: Type.Optional(Type.Boolean({ description: 'true: only unread notifications.' })),
});

export interface NotificationListQueryValue {
  page: number;
  page_size: number;
  unread?: boolean;
}

export const UnreadCount = Type.Object(
  { unread_count: Type.Integer({ minimum: 0 }) },
  { $id: 'NotificationUnreadCount', additionalProperties: false },
);

export const ReadAllResult = Type.Object(
  { updated: Type.Integer({ minimum: 0, description: 'How many notifications became read.' }) },
  { $id: 'NotificationReadAllResult', additionalProperties: false },
);

export const NotificationIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** Operator body: one notification for one user, addressed by id or e-mail. */
export const SendNotificationBody = Type.Object(
  {
    user_id: Type.Optional(Type.String({ format: 'uuid' })),
    email: Type.Optional(Type.String({ minLength: 3, maxLength: 254 })),
    type: StringEnum(notificationTypes),
    title: Type.String({ minLength: 1, maxLength: notificationLimits.titleMax }),
    message: Type.String({ minLength: 1, maxLength: notificationLimits.messageMax }),
    action_url: Type.Optional(Nullable(Type.String({ maxLength: notificationLimits.actionUrlMax }))),
    action_label: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: notificationLimits.actionLabelMax }))),
    event_key: Type.Optional(
      Type.String({ minLength: 1, maxLength: notificationLimits.eventKeyMax, description: 'Same key, same user: one notification.' }),
    ),
  },
  { $id: 'SendNotification', additionalProperties: false },
);

export const notificationsComponents = [Notification, PaginatedNotificationList, UnreadCount, ReadAllResult, SendNotificationBody];

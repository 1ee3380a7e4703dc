import { settingsFromApi } from '../../../src/domain/settings/user-settings.mapper';
import { notificationEmailTexts } from '../../../src/domain/notifications/notification-email.texts';
import type { Mailer } from '../integrations/mailer/mailer';
import { notificationRecipient } from '../repositories/notification-recipients.repository';
import { notificationEmailEventKind, type NotificationEventPayload } from './notification-outbox';
import type { OutboxDeliverer } from './outbox.service';

/** Outbox events of this kind e-mail a notification to its recipient (docs/outbox.md). */
export const notificationEmailKind = notificationEmailEventKind;

/**
 * E-mails the notification's title and message to the recipient when their settings allow it (e-mail
 * notifications and campaign updates, both on by default). Calls out of the database, so at least once: the
 * outbox retries a failed send, and a crash between the send and the commit repeats it.
 */
export function createNotificationEmailDeliverer(deps: { mailer: Mailer; publicUrl: string }): OutboxDeliverer {
  const absolute = (url: string) => (url.startsWith('/') ? `${deps.publicUrl.replace(/\/$/, '')}${url}` : url);
  return async (tx, payload) => {
    const { userId, notification } = payload as NotificationEventPayload;
    const recipient = await notificationRecipient(tx, userId);
    // A deleted account or one without an address has nobody to write to; the event counts as delivered.
    if (!recipient?.email) return;
    const settings = settingsFromApi(recipient.settings ?? undefined);
    if (!settings.notifications.email || !settings.notifications.campaignUpdates) return;
    await deps.mailer.send({
      to: recipient.email,
      subject: notificationEmailTexts.subject(notification.title),
      text: notificationEmailTexts.body({
        message: notification.message,
        actionLabel: notification.actionLabel ?? null,
        actionUrl: notification.actionUrl ? absolute(notification.actionUrl) : null,
        settingsUrl: absolute('/settings'),
      }),
    });
  };
}

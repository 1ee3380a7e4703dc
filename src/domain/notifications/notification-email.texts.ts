/**
 * The e-mail that carries a notification (docs/notifications.md "E-mail"): the notification's own title and
 * message, word for word, so the bell and the inbox say the same thing (amounts and dates from src/domain/format).
 */
export const notificationEmailTexts = {
  subject: (title: string) => `InfluenceHub: ${title}`,
  body: (input: { message: string; actionLabel: string | null; actionUrl: string | null; settingsUrl: string }) =>
    [
      input.message,
      input.actionUrl ? `${input.actionLabel ?? 'Open'}: ${input.actionUrl}` : null,
      `You get this e-mail because e-mail notifications are on. Turn them off in your settings: ${input.settingsUrl}`,
    ].filter(Boolean).join('\n\n'),
} as const;

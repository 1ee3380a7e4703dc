/**
 * The few texts shown outside /messages (top-bar button, "Message" buttons, /campaigns), kept apart from
 * messages.texts.ts so the shell and other pages do not carry the page's texts.
 */
export const messagesEntryTexts = {
  buttonName: (badge: string | null) => (badge ? `Messages (${badge} unread)` : 'Messages'),
  message: 'Message',
  messageCreator: (name: string) => `Message ${name}`,
  messageBrand: (name: string) => `Message ${name}`,
  campaignUnread: (count: number) => `${count} unread message${count === 1 ? '' : 's'}`,
} as const;

/** The SPA asks for the unread count and the open thread's new messages this often (docs/messages.md "Polling"). */
export const messagePollIntervalMs = 15_000;

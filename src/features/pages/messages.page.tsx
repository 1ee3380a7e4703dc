/** /messages and /messages/:threadId: the conversations page lives with its feature. */
export { default } from '../messages/pages/messages.page';

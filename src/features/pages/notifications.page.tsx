/** /notifications: the full notifications page lives with its feature. */
export { default } from '../notifications/pages/notifications.page';

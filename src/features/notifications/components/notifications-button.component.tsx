/** PLACEHOLDER, to be replaced: the top bar's notifications button with unread badge and panel (helper A). */
export function NotificationsButton() {
  return null;
}

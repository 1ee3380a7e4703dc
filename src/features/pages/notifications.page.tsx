import { PageTitle } from '../../components/page-title/page-title.component';

/** /notifications: all notifications. Title only until its issue builds it. */
export default function NotificationsPage() {
  return <PageTitle />;
}

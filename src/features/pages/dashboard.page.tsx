import { PageTitle } from '../../components/page-title/page-title.component';

/** /dashboard for a user who is neither brand nor influencer (e.g. whoami failed). Title only until its issue builds it. */
export default function DashboardPage() {
  return <PageTitle />;
}

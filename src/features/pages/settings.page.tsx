import { PageTitle } from '../../components/page-title/page-title.component';

/** /settings: influencer settings (brands are redirected to /dashboard). Title only until its issue builds it. */
export default function SettingsPage() {
  return <PageTitle />;
}

import { PageTitle } from '../../components/page-title/page-title.component';

/** /profile: the user's own profile ('My Profile'). Title only until its issue builds it. */
export default function ProfilePage() {
  return <PageTitle />;
}

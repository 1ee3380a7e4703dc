import { PageTitle } from '../../components/page-title/page-title.component';

/** /profile-setup: influencer profile setup, headed 'Complete Your Profile' (SPEC §2). Title only until its issue builds it. */
export default function ProfileSetupPage() {
  return <PageTitle />;
}

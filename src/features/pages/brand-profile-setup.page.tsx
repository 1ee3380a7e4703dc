import { PageTitle } from '../../components/page-title/page-title.component';

/** /brand-profile-setup: brand profile setup, headed 'Brand Profile Setup' (SPEC §2). Title only until its issue builds it. */
export default function BrandProfileSetupPage() {
  return <PageTitle />;
}

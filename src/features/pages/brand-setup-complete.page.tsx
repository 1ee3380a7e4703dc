import { PageTitle } from '../../components/page-title/page-title.component';

/** /brand-setup-complete: brand setup completion. Title only until its issue builds it. */
export default function BrandSetupCompletePage() {
  return <PageTitle />;
}

import { PageTitle } from '../../components/page-title/page-title.component';

/** /influencer-setup-complete: influencer setup completion. Title only until its issue builds it. */
export default function InfluencerSetupCompletePage() {
  return <PageTitle />;
}

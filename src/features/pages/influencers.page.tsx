import { PageTitle } from '../../components/page-title/page-title.component';

/** /influencers: influencer discovery for brands. Title only until its issue builds it. */
export default function InfluencersPage() {
  return <PageTitle />;
}

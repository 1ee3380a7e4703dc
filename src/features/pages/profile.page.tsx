import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useWhoamiQuery } from '../../api/enhanced-api';
import { PageTitle } from '../../components/page-title/page-title.component';

// Each role's section is its own chunk: a brand never downloads the influencer editor, and the other way round.
const BrandMyProfileSection = lazy(() => import(/* webpackChunkName: "profile-brand" */ '../brand-profile/brand-my-profile.section'));
const InfluencerMyProfileSection = lazy(
  () => import(/* webpackChunkName: "profile-influencer" */ '../influencer-profile/influencer-my-profile.section'),
);

/** /profile ('My Profile'): the brand's company profile or the influencer's profile, viewed and edited in place. */
export default function ProfilePage() {
  const whoami = useWhoamiQuery();
  const loading = <Typography color="text.secondary">Loading your profile…</Typography>;
  return (
    <>
      <PageTitle />
      <Suspense fallback={loading}>
        {whoami.data?.is_brand ? <BrandMyProfileSection /> : null}
        {whoami.data?.is_influencer ? <InfluencerMyProfileSection /> : null}
        {whoami.isLoading ? loading : null}
      </Suspense>
    </>
  );
}

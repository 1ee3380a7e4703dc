import { DirectorySection } from '../directory/directory.section';

/** /influencers: the brands' influencer directory (docs/directory.md). */
export default function InfluencersPage() {
  return <DirectorySection />;
}

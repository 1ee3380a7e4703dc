import { useParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title/page-title.component';
import { CampaignDetailsSection } from '../brand-campaigns/campaign-details.section';
import { contentReviewTab } from '../content-review/content-review.tab';
import { campaignRosterTab } from '../campaign-roster/campaign-roster.tab';
import { invitedInfluencersTab } from '../brand-influencers/invited-influencers.tab';
import { campaignPerformanceTab } from '../analytics/campaign-performance.tab.lazy';
import { outreachEmailTab } from '../outreach-email/outreach-email.tab.lazy';

/** /brands/:brandId/campaigns/:campaignId: brand campaign details. */
export default function BrandCampaignPage() {
  const { brandId = '', campaignId = '' } = useParams();
  const extraTabs = [campaignRosterTab(campaignId), invitedInfluencersTab(brandId, campaignId), contentReviewTab(campaignId), campaignPerformanceTab(campaignId), outreachEmailTab(campaignId)];
  return (
    <>
      <PageTitle />
      <CampaignDetailsSection key={campaignId} brandId={brandId} campaignId={campaignId} extraTabs={extraTabs} />
    </>
  );
}

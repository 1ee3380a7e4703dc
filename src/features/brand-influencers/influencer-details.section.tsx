import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useGetBrandInfluencerDetailsQuery } from '../../api/generated/api';
import { MessageButton } from '../messages/components/message-button.component';
import { useTeamPermission } from '../team/use-team-permission.hook';
import { InfluencerDetailsView } from './influencer-details.view';

/** Loads GET campaigns/{id}/brand-influencers/{influencerId}/details/; a 404 (not on the roster, not our campaign) is "not found". */
export function InfluencerDetailsSection({ brandId, campaignId, influencerId }: { brandId: string; campaignId: string; influencerId: string }) {
  const query = useGetBrandInfluencerDetailsQuery({ id: campaignId, influencerId });
  // By the member's own flags (whoami): no button that could only be refused, none missing that would be accepted.
  const canMessage = useTeamPermission('influencers.message') ?? true;
  const notFound = (query.error as FetchBaseQueryError | undefined)?.status === 404;
  const status = query.isLoading ? 'loading' : query.isError ? (notFound ? 'not-found' : 'error') : 'ready';
  return (
    <InfluencerDetailsView
      brandId={brandId} campaignId={campaignId} status={status} details={query.data}
      onRetry={() => void query.refetch()}
      messageAction={query.data && canMessage ? <MessageButton influencerId={influencerId} campaignId={campaignId} name={query.data.influencer.display_name} /> : undefined}
    />
  );
}

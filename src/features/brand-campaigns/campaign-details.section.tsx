import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useNavigate } from 'react-router-dom';
import {
  useChangeCampaignStatusMutation,
  useDeleteCampaignMutation,
  useGetCampaignQuery,
  useListCampaignCollateralQuery,
  useListCampaignEventsQuery,
} from '../../api/generated/api';
import { notify } from '../../components/toast/notify';
import type { BrandStatusAction } from '../../domain/campaigns/campaign-status';
import { errorMessages } from '../../domain/messages';
import { mutationErrorText } from '../mutation-errors/mutation-error-text';
import { actionDialog, detailTexts as t } from './brand-campaigns.texts';
import { campaignListHref } from './campaign-format';
import { CampaignDetailsView, type CampaignDetailsTab } from './campaign-details.view';

/** The server's own words for a refusal (403 'Viewers cannot change campaigns.', 409 'Cannot pause…'), else SPEC §8. */
export function refusalText(error: unknown): string {
  const { status, data } = (error ?? {}) as FetchBaseQueryError;
  const detail = (data as { detail?: unknown } | undefined)?.detail;
  if ((status === 403 || status === 409) && typeof detail === 'string' && detail.trim()) return detail;
  return mutationErrorText(error as FetchBaseQueryError) || errorMessages.generic;
}

const isNotFound = (error: unknown) => (error as FetchBaseQueryError | undefined)?.status === 404;

/** brands/:brandId/campaigns/:campaignId: loads the campaign and its history, runs status changes and deletion. */
export function CampaignDetailsSection({ brandId, campaignId, extraTabs }: { brandId: string; campaignId: string; extraTabs?: CampaignDetailsTab[] }) {
  const navigate = useNavigate();
  const campaign = useGetCampaignQuery({ id: campaignId });
  const events = useListCampaignEventsQuery({ id: campaignId, pageSize: 50 }, { skip: !campaign.data });
  // The attached files by name (the campaign holds only their ids); until they load, the collateral shows a count.
  const files = useListCampaignCollateralQuery({ id: campaignId }, { skip: !campaign.data?.collateral.asset_ids.length });
  const [changeStatus] = useChangeCampaignStatusMutation();
  const [deleteCampaign] = useDeleteCampaignMutation();

  const onStatusAction = async (action: BrandStatusAction, note: string) => {
    const result = await changeStatus({ id: campaignId, campaignStatusChange: note ? { action, note } : { action } });
    if ('error' in result) return refusalText(result.error);
    notify.success(actionDialog[action].done);
    return undefined;
  };
  const onDelete = async () => {
    const result = await deleteCampaign({ id: campaignId });
    if ('error' in result) return refusalText(result.error);
    notify.success(t.deleted);
    navigate(campaignListHref(brandId), { replace: true });
    return undefined;
  };

  // A campaign of another brand (or a deleted one) answers 404: the same "not found" for both, as the server intends.
  const status = campaign.isLoading ? 'loading' : campaign.isError ? (isNotFound(campaign.error) ? 'not-found' : 'error') : 'ready';
  return (
    <CampaignDetailsView
      brandId={brandId}
      status={status}
      campaign={campaign.data}
      eventsStatus={events.isLoading || events.isUninitialized ? 'loading' : events.isError ? 'error' : 'ready'}
      events={events.data?.results}
      collateralFiles={files.data?.results}
      onRetry={() => void campaign.refetch()}
      onRetryEvents={() => void events.refetch()}
      onStatusAction={onStatusAction}
      extraTabs={extraTabs}
      onDelete={onDelete}
    />
  );
}

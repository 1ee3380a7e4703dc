import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  useListActiveCampaignPlacementsQuery,
  useListActiveCampaignsQuery,
  useSubmitCampaignContentMutation,
} from '../../api/generated/api';
import { notify } from '../../components/toast/notify';
import { placementTypeInfo } from '../../domain/campaigns/campaign-options';
import { resubmittableStatuses, verificationStatusLabels, type VerificationStatus } from '../../domain/marketplace/verification-status';
import { fieldErrorsOf } from '../influencer-profile/api-errors';
import { SubmitContentDialog, type SubmitContentResult, type SubmitPlacementOption } from './submit-content.dialog';
import { submitContentTexts as t } from './submit-content.texts';

export interface SubmitContentConnectedProps {
  open: boolean;
  onClose: () => void;
  /** The accepted invite (roster row) to start from, e.g. on an active campaign's Content tab. */
  rosterId?: string;
  placementId?: string;
}

/** A 400's field messages; a refusal (403 not accepted, 409 already submitted) or anything else for the whole form. */
export function submitFailure(error: unknown): Record<string, string> {
  const fields = fieldErrorsOf(error);
  const { status, data } = (error ?? {}) as FetchBaseQueryError;
  const detail = (data as { detail?: unknown } | undefined)?.detail;
  if ((status === 403 || status === 409) && typeof detail === 'string') return { _form: detail };
  return fields;
}

const isBusy = (status?: VerificationStatus | null) => Boolean(status && !(resubmittableStatuses as readonly string[]).includes(status));

/**
 * The submit-content dialog with its data: the influencer's active campaigns (GET influencers/campaigns/active/),
 * the chosen one's placements (.../{id}/placements/) and POST campaigns/{id}/submissions/.
 */
export function SubmitContentConnected({ open, onClose, rosterId, placementId }: SubmitContentConnectedProps) {
  const titleId = useId();
  const campaigns = useListActiveCampaignsQuery({ pageSize: 100, status: 'active' }, { skip: !open });
  const [selected, setSelected] = useState(rosterId ?? '');
  const active = campaigns.data?.results ?? [];
  useEffect(() => {
    if (!selected && active.length === 1 && active[0]) setSelected(active[0].id);
  }, [active, selected]);
  const placements = useListActiveCampaignPlacementsQuery({ id: selected }, { skip: !open || !selected });
  const [submitContent] = useSubmitCampaignContentMutation();
  const campaignOf = (id: string) => active.find((row) => row.id === id)?.campaign.id ?? '';

  if (campaigns.isLoading || campaigns.isError || (campaigns.data && active.length === 0)) {
    return (
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t.title}</DialogTitle>
        <DialogContent>
          {campaigns.isLoading ? <><DialogContentText>{t.campaignsLoading}</DialogContentText><LinearProgress sx={{ mt: 2 }} /></> : null}
          {campaigns.isError ? <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void campaigns.refetch()}>{t.retry}</Button>}>{t.campaignsFailed}</Alert> : null}
          {campaigns.data && active.length === 0 ? <DialogContentText><strong>{t.noCampaignsTitle}.</strong> {t.noCampaignsBody}</DialogContentText> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">{t.cancel}</Button>
          {campaigns.data && active.length === 0 ? <Button component={RouterLink} to="/campaigns/invites" onClick={onClose} variant="contained">{t.goToInvites}</Button> : null}
        </DialogActions>
      </Dialog>
    );
  }

  const placementOptions: SubmitPlacementOption[] | undefined = placements.data?.results.map((p) => ({
    id: p.placement_id,
    label: p.label || placementTypeInfo[p.type].label,
    type: p.type,
    platform: p.platform ?? placementTypeInfo[p.type].platform,
    busyStatus: isBusy(p.latest_submission?.status) && p.latest_submission ? verificationStatusLabels[p.latest_submission.status] : null,
  }));

  const onSubmit = async (values: { placement_id: string; content_url: string | null; asset_id: string | null; note: string | null }): Promise<SubmitContentResult> => {
    const result = await submitContent({
      id: campaignOf(selected),
      submitContent: { placement_id: values.placement_id, content_url: values.content_url, asset_id: values.asset_id, note: values.note },
    });
    if ('error' in result) return submitFailure(result.error);
    notify.success(t.submitted);
    onClose();
    return undefined;
  };

  return (
    <SubmitContentDialog open={open} onClose={onClose} campaignId={selected} onCampaignChange={setSelected} initialPlacementId={placementId}
      campaigns={active.map((row) => ({ id: row.id, name: `${row.campaign.name} · ${row.campaign.brand.name}` }))}
      placements={selected ? placementOptions : []} onSubmit={onSubmit} />
  );
}

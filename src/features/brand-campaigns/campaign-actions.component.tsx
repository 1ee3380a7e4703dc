import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Campaign } from '../../api/generated/api';
import { hasTeamPermission } from '../../domain/brands/team-permissions';
import { campaignActionLabels } from '../../domain/campaigns/campaign-labels';
import { allowedActions, brandStatusActions, isFinal, isFullyEditable, type BrandStatusAction } from '../../domain/campaigns/campaign-status';
import { actionDialog, detailTexts as t } from './brand-campaigns.texts';
import { lazyDialog } from '../../components/lazy-dialog/lazy-dialog';

export interface CampaignActionsProps {
  campaign: Campaign;
  /** Each resolves to an error text, or undefined when done. */
  onStatusAction: (action: BrandStatusAction, note: string) => Promise<string | undefined>;
  onDelete: () => Promise<string | undefined>;
}

// Opens on a click only: its code loads on the first open (docs/performance.md).
const ConfirmDialog = lazyDialog(() => import(/* webpackChunkName: "campaign-confirm-dialog" */ './confirm-dialog.component').then((m) => m.ConfirmDialog));

const destructiveActions: readonly BrandStatusAction[] = ['cancel', 'revert'];

/** The brand's actions for this status (campaign-status.ts), Edit while fully editable and Delete for drafts. */
export function CampaignActions({ campaign, onStatusAction, onDelete }: CampaignActionsProps) {
  const [open, setOpen] = useState<BrandStatusAction | 'delete' | null>(null);
  // The caller's effective flags in the campaign's brand (the server's checks): edit and status changes need
  // campaigns.edit, deleting a draft campaigns.delete.
  const canEdit = hasTeamPermission(campaign, 'campaigns.edit');
  const canDelete = hasTeamPermission(campaign, 'campaigns.delete');
  if (!canEdit && !canDelete) return <Alert severity="info">{t.viewerReadOnly}</Alert>;
  if (isFinal(campaign.status)) return <Alert severity="info">{t.finalState}</Alert>;

  const actions = !canEdit ? [] : allowedActions(campaign.status, campaign.paused_from_status)
    .filter((a): a is BrandStatusAction => (brandStatusActions as readonly string[]).includes(a));
  const dialog = open && open !== 'delete' ? actionDialog[open] : null;
  const editHref = `/brands/${campaign.brand_id}/campaigns/wizard/${campaign.id}/general`;

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={t.actions}>
      {canEdit && isFullyEditable(campaign.status) ? <Button variant="contained" component={RouterLink} to={editHref}>{t.edit}</Button> : null}
      {actions.map((action) => (
        <Button key={action} variant="outlined" color={destructiveActions.includes(action) ? 'error' : 'primary'} onClick={() => setOpen(action)}>
          {campaignActionLabels[action]}
        </Button>
      ))}
      {canDelete && campaign.status === 'draft' ? <Button color="error" onClick={() => setOpen('delete')}>{t.deleteDraft}</Button> : null}
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        body={dialog?.body ?? ''}
        confirmLabel={open && open !== 'delete' ? campaignActionLabels[open] : ''}
        destructive={open === 'cancel' || open === 'revert'}
        withNote
        onConfirm={(note) => onStatusAction(open as BrandStatusAction, note)}
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        open={open === 'delete'}
        title={t.deleteTitle}
        body={t.deleteBody}
        confirmLabel={t.deleteDraft}
        destructive
        onConfirm={() => onDelete()}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}

import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import * as yup from 'yup';
import type { CampaignPlatform, PlacementType } from '../../domain/campaigns/campaign-options';
import { contentSubmissionSchema, contentUrlProblem } from '../../domain/marketplace/content-submission.schema';
import { marketplaceLimits, marketplaceMessages } from '../../domain/marketplace/marketplace.texts';
import { AssetUploadField } from '../assets/asset-upload-field.component';
import type { UploadedAsset, UploadOptions } from '../assets/upload-asset';
import { submitContentTexts as t } from './submit-content.texts';

export interface SubmitCampaignOption { id: string; name: string }
export interface SubmitPlacementOption {
  id: string;
  label: string;
  type: PlacementType;
  platform: CampaignPlatform | null;
  /** Set while the placement has content under review or verified: it cannot take new content. */
  busyStatus?: string | null;
}
export interface SubmitContentValues {
  campaign_id: string;
  placement_id: string;
  source: 'url' | 'file';
  content_url: string;
  asset_id: string;
  note: string;
}
/** Server messages per field (content_url, asset_id, placement_id, note) and `_form` for the rest. */
export type SubmitContentResult = void | Record<string, string>;

export interface SubmitContentDialogProps {
  open: boolean;
  onClose: () => void;
  campaigns: SubmitCampaignOption[];
  /** Placements of the chosen campaign; undefined while they load. */
  placements?: SubmitPlacementOption[];
  campaignId: string;
  onCampaignChange: (campaignId: string) => void;
  initialPlacementId?: string;
  onSubmit: (values: { campaign_id: string; placement_id: string; content_url: string | null; asset_id: string | null; note: string | null }) => Promise<SubmitContentResult>;
  /** Replaces the real upload in stories and tests. */
  upload?: (file: File, options: UploadOptions) => Promise<UploadedAsset>;
}

const imageTypes: PlacementType[] = ['ig_branded_post', 'ig_channel_page', 'yt_channel_page'];

/** Submit content for one placement: a YouTube/Instagram link checked as you type, or an uploaded file, and a note. */
export function SubmitContentDialog(props: SubmitContentDialogProps) {
  const { open, onClose, campaigns, placements, campaignId } = props;
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  // The rules depend on the chosen placement's platform; the resolver reads it when it runs.
  const platformRef = useRef<CampaignPlatform | null>(null);
  const resolver = useMemo<Resolver<SubmitContentValues>>(() => (values, context, options) => {
    const schema = contentSubmissionSchema(platformRef.current).shape({ campaign_id: yup.string().required(marketplaceMessages.campaignRequired) });
    return (yupResolver(schema) as unknown as Resolver<SubmitContentValues>)(values, context, options);
  }, []);
  const form = useForm<SubmitContentValues>({
    resolver,
    defaultValues: { campaign_id: campaignId, placement_id: props.initialPlacementId ?? '', source: 'url', content_url: '', asset_id: '', note: '' },
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  const placementId = form.watch('placement_id');
  const source = form.watch('source');
  const url = form.watch('content_url');
  const note = form.watch('note');
  const placement = placements?.find((p) => p.id === placementId);
  const platform = placement?.platform ?? null;
  platformRef.current = platform;
  useEffect(() => {
    if (!open) {
      form.reset({ campaign_id: campaignId, placement_id: props.initialPlacementId ?? '', source: 'url', content_url: '', asset_id: '', note: '' });
      setFailure(null);
      setFileUrl(null);
    }
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => form.setValue('campaign_id', campaignId), [campaignId, form]);

  const urlOk = source === 'url' && url.trim() !== '' && platform !== null && contentUrlProblem(url, platform) === null;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await props.onSubmit({
      campaign_id: values.campaign_id,
      placement_id: values.placement_id,
      // The resolver hands over the schema's cast values: blanks are already null.
      content_url: values.source === 'url' ? values.content_url?.trim() || null : null,
      asset_id: values.source === 'file' ? values.asset_id || null : null,
      note: values.note?.trim() || null,
    });
    if (!result) return;
    for (const field of ['placement_id', 'content_url', 'asset_id', 'note'] as const) {
      if (result[field]) form.setError(field, { type: 'server', message: result[field] }, { shouldFocus: true });
    }
    const rest = Object.entries(result).filter(([field]) => !['placement_id', 'content_url', 'asset_id', 'note'].includes(field));
    if (rest.length) setFailure(rest.map(([, message]) => message).join(' '));
  });

  return (
    <Dialog open={open} onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t.intro}</DialogContentText>
          {failure ? <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert> : null}
          <Stack spacing={2}>
            <TextField select label={t.campaign} required value={campaignId} error={Boolean(errors.campaign_id)} helperText={errors.campaign_id?.message}
              onChange={(event) => {
                props.onCampaignChange(event.target.value);
                form.setValue('placement_id', '');
              }}>
              {campaigns.map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
            </TextField>
            <Controller name="placement_id" control={form.control} render={({ field }) => (
              <TextField select label={t.placement} required {...field} disabled={!campaignId || !placements}
                error={Boolean(errors.placement_id)} helperText={errors.placement_id?.message ?? (campaignId && !placements ? t.placementsLoading : undefined)}>
                {(placements ?? []).map((p) => (
                  <MenuItem key={p.id} value={p.id} disabled={Boolean(p.busyStatus)}>{p.label}{p.busyStatus ? t.placementBusy(p.busyStatus) : ''}</MenuItem>
                ))}
              </TextField>
            )} />
            <Controller name="source" control={form.control} render={({ field }) => (
              <div>
                <FormLabel id={`${titleId}-source`}>{t.source}</FormLabel>
                <RadioGroup row aria-labelledby={`${titleId}-source`} {...field}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    // Only one of them is sent: drop the other so "not both" never fires on a hidden field.
                    if (event.target.value === 'url') {
                      form.setValue('asset_id', '');
                      setFileUrl(null);
                    } else form.setValue('content_url', '');
                    form.clearErrors(['content_url', 'asset_id']);
                  }}>
                  <FormControlLabel value="url" control={<Radio />} label={t.sourceUrl} />
                  <FormControlLabel value="file" control={<Radio />} label={t.sourceFile} />
                </RadioGroup>
              </div>
            )} />
            {source === 'url' ? (
              <TextField label={t.contentUrl} required type="url" inputMode="url" {...form.register('content_url')}
                error={Boolean(errors.content_url)}
                helperText={errors.content_url?.message ?? (urlOk && platform ? t.urlLooksRight(platform) : t.urlHint(platform))} />
            ) : (
              <AssetUploadField label={t.file} kind={placement && imageTypes.includes(placement.type) ? 'image' : 'video'} purpose="content"
                value={fileUrl} upload={props.upload} helperText={t.fileHint}
                error={errors.asset_id?.message ?? errors.content_url?.message}
                onChange={(assetUrl, asset) => {
                  setFileUrl(assetUrl);
                  form.setValue('asset_id', asset?.id ?? '', { shouldValidate: form.formState.isSubmitted });
                }} />
            )}
            <TextField label={t.note} multiline minRows={2} {...form.register('note')} error={Boolean(errors.note)}
              helperText={errors.note?.message ?? t.noteCount(note.length, marketplaceLimits.submissionNoteMax)} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>{t.cancel}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>{isSubmitting ? t.submitting : t.submit}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

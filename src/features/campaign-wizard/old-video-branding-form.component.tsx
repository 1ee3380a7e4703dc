import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ClipboardEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { brandingPositionLabels } from '../../domain/campaigns/campaign-labels';
import { brandingPositions } from '../../domain/campaigns/campaign-options';
import { oldVideoBrandingSchema } from '../../domain/campaigns/campaign-publish';
import { campaignLimits } from '../../domain/campaigns/campaign.texts';
import { formModes, textFieldProps } from '../auth/components/form-field-props';
import { useServerErrors } from '../brand-profile/use-server-errors.hook';
import type { AddOldVideos } from './use-old-video-branding.hook';
import { SelectField } from './wizard-fields.component';
import type { PlacementRowValues } from './wizard-form-values';
import { wizardTexts as t } from './wizard-texts';

export interface OldVideoBrandingDialogProps {
  open: boolean;
  onClose: () => void;
  onAdd: AddOldVideos;
  /** The placements the server added, to join the step's form. */
  onAdded: (rows: PlacementRowValues[]) => void;
  /** Suggested fixed price of one old-video branding (GET campaigns/defaults/). */
  suggestedPrice: string;
  currency: string;
}

/** The body of POST old-video-branding/, as edited (one text box per link). */
interface OldVideoFormValues {
  video_urls: string[];
  position: string;
  price_per_video: string;
}

const positionOptions = brandingPositions.map((position) => [position, brandingPositionLabels[position]] as const);

/** "Add branding in existing videos": the links, where the mention goes and the price per video. */
export function OldVideoBrandingDialog({ open, onClose, ...props }: OldVideoBrandingDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {/* Mounted only while open, so every opening starts from a clean form. */}
      <OldVideoBrandingForm titleId={titleId} onClose={onClose} onBusy={setBusy} {...props} />
    </Dialog>
  );
}

function OldVideoBrandingForm({ titleId, onClose, onBusy, onAdd, onAdded, suggestedPrice, currency }: Omit<OldVideoBrandingDialogProps, 'open'> & {
  titleId: string;
  onBusy: (busy: boolean) => void;
}) {
  const form = useForm<OldVideoFormValues>({
    resolver: yupResolver(oldVideoBrandingSchema) as unknown as Resolver<OldVideoFormValues>,
    defaultValues: { video_urls: [''], position: '', price_per_video: suggestedPrice },
    ...formModes,
  });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [detail, setDetail] = useState<string>();
  useServerErrors(form, serverErrors);
  const urls = form.watch('video_urls');
  const busy = form.formState.isSubmitting;
  const errors = form.formState.errors.video_urls;
  // The list's own message (count; the server's answer is on the list too), beside any message of one link.
  const listMessage = typeof errors?.message === 'string' ? errors.message : errors?.root?.message;

  const setUrls = (next: string[]) => form.setValue('video_urls', next, { shouldValidate: form.formState.isSubmitted });
  const setUrl = (at: number, value: string) => setUrls(urls.map((url, index) => (index === at ? value : url)));
  // Brands often copy a column of links: several lines pasted into one box become several rows.
  const pasteLines = (at: number, event: ClipboardEvent<HTMLInputElement>) => {
    const lines = event.clipboardData.getData('text').split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
    if (lines.length < 2) return;
    event.preventDefault();
    setUrls([...urls.slice(0, at), ...lines, ...urls.slice(at + 1)]);
  };

  const submit = form.handleSubmit(async (values) => {
    setDetail(undefined);
    setServerErrors(undefined);
    onBusy(true);
    const outcome = await onAdd({
      video_urls: values.video_urls.map((url) => url.trim()),
      position: values.position,
      price_per_video: String(values.price_per_video).trim(),
    }).finally(() => onBusy(false));
    if ('added' in outcome) {
      onAdded(outcome.added);
      onClose();
      return;
    }
    setServerErrors(outcome.problems);
    setDetail(outcome.detail);
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => {
      // The dialog is portalled, but React still bubbles its submit to the step's own form: keep it here.
      event.stopPropagation();
      void submit(event);
    }}>
      <DialogTitle id={titleId}>{t.oldVideosDialog}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {detail ? <Alert severity="error">{detail}</Alert> : null}
          <Typography variant="body2" color="text.secondary">{t.videoLinksHelp}</Typography>
          {urls.map((url, index) => {
            const message = errors?.[index]?.message;
            return (
              <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField label={t.videoLink(index + 1)} fullWidth value={url} disabled={busy} autoFocus={index === 0}
                  onChange={(event) => setUrl(index, event.target.value)} onPaste={(event: ClipboardEvent<HTMLInputElement>) => pasteLines(index, event)}
                  error={Boolean(message)} helperText={message} slotProps={{ htmlInput: { inputMode: 'url' } }} />
                <IconButton aria-label={t.removeVideoLink(index + 1)} disabled={busy || urls.length === 1} sx={{ mt: 1 }}
                  onClick={() => setUrls(urls.filter((_, other) => other !== index))}>
                  <DeleteOutlined />
                </IconButton>
              </Stack>
            );
          })}
          {listMessage ? <FormHelperText error>{listMessage}</FormHelperText> : null}
          <div>
            <Button startIcon={<Add />} onClick={() => setUrls([...urls, ''])} disabled={busy || urls.length >= campaignLimits.oldVideosMax}>
              {t.addVideoLink}
            </Button>
          </div>
          <SelectField control={form.control} name="position" label={t.position} options={positionOptions} disabled={busy} />
          <TextField label={`${t.pricePerVideo} (${currency})`} fullWidth disabled={busy} {...textFieldProps(form, 'price_per_video')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t.cancel}</Button>
        <Button type="submit" variant="contained" disabled={busy}>{busy ? t.adding : t.addVideos(urls.length)}</Button>
      </DialogActions>
    </form>
  );
}

import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { brandingPositionLabels } from '../../domain/campaigns/campaign-labels';
import { placementsTotal } from '../../domain/campaigns/campaign-money';
import type { BrandingPosition } from '../../domain/campaigns/campaign-options';
import { OldVideoBrandingDialog } from './old-video-branding-form.component';
import type { AddOldVideos } from './use-old-video-branding.hook';
import type { PlacementRowValues } from './wizard-form-values';
import { wizardTexts as t } from './wizard-texts';

export interface OldVideoPlacementsProps {
  /** The step's old-video branding rows with their index in the step's placements. */
  rows: ReadonlyArray<{ index: number; row: PlacementRowValues }>;
  currency: string;
  suggestedPrice: string;
  onAdd: AddOldVideos;
  onAdded: (rows: PlacementRowValues[]) => void;
  onRemove: (index: number) => void;
  disabled: boolean;
  /** Why videos cannot be added now (the call takes drafts only); the rows can still be removed. */
  blocked?: string;
}

const positionLabel = (position: string | null | undefined) =>
  (position ? (brandingPositionLabels[position as BrandingPosition] ?? position) : t.notSet);

/** YouTube "Branding in an existing video": the videos added so far, their subtotal, and the form to add more. */
export function OldVideoPlacements({ rows, currency, suggestedPrice, onAdd, onAdded, onRemove, disabled, blocked }: OldVideoPlacementsProps) {
  const [open, setOpen] = useState(false);
  const { total } = placementsTotal(rows.map(({ row }) => ({ quantity: Number(row.quantity), pricing_type: row.pricing_type, rate: row.rate })));
  return (
    <Paper variant="outlined" component="section" aria-label={t.oldVideos} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>{t.oldVideos}</Typography>
        <Typography variant="body2" color="text.secondary">{t.oldVideosHelp}</Typography>
        {rows.length === 0 ? <Typography color="text.secondary">{t.oldVideosNone}</Typography> : (
          <>
            <List dense aria-label={t.oldVideos} disablePadding>
              {rows.map(({ index, row }) => {
                const url = row.video_url ?? '';
                return (
                  <ListItem key={`${index}-${url}`} disableGutters secondaryAction={
                    <IconButton edge="end" aria-label={t.removeOldVideo(url)} onClick={() => onRemove(index)} disabled={disabled}>
                      <DeleteOutlined />
                    </IconButton>
                  }>
                    <ListItemText
                      primary={<Link href={url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>{url}</Link>}
                      secondary={t.oldVideoLine(positionLabel(row.position), row.rate, currency)} />
                  </ListItem>
                );
              })}
            </List>
            <Typography sx={{ fontWeight: 600 }}>{t.oldVideosTotal(rows.length, total, currency)}</Typography>
            <Typography variant="body2" color="text.secondary">{t.oldVideosRemoveNote}</Typography>
          </>
        )}
        {blocked ? <Alert severity="info">{blocked}</Alert> : null}
        <div>
          <Button variant="outlined" startIcon={<Add />} onClick={() => setOpen(true)} disabled={disabled || Boolean(blocked)}>
            {t.addOldVideos}
          </Button>
        </div>
      </Stack>
      <OldVideoBrandingDialog open={open} onClose={() => setOpen(false)} onAdd={onAdd} onAdded={onAdded}
        suggestedPrice={suggestedPrice} currency={currency} />
    </Paper>
  );
}

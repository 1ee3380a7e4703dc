import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { AssetUploadField, type AssetUploadFieldProps } from '../assets/asset-upload-field.component';
import { firstMessage } from './wizard-fields.component';
import type { CollateralValues } from './wizard-form-values';
import { wizardTexts as t } from './wizard-texts';

export interface CollateralAssetsProps {
  control: Control<CollateralValues>;
  disabled: boolean;
  /** Names of files attached on an earlier visit (GET campaigns/{id}/collateral/), by asset id; they may arrive after mount. */
  names?: Record<string, string>;
  upload?: AssetUploadFieldProps['upload'];
}

/** Images and videos for creators: each upload (with its progress bar) is attached; attached files are listed by name and can be removed. */
export function CollateralAssets({ control, disabled, names: knownNames = {}, upload }: CollateralAssetsProps) {
  // Uploads of this visit; names of earlier visits come in through `knownNames` (possibly after the first render).
  const [uploaded, setUploaded] = useState<Record<string, string>>({});
  const names = { ...knownNames, ...uploaded };
  return (
    <Controller control={control} name="asset_ids" render={({ field, fieldState }) => {
      const ids = field.value ?? [];
      const attach: AssetUploadFieldProps['onChange'] = (_url, asset) => {
        if (!asset || ids.includes(asset.id)) return;
        setUploaded((current) => ({ ...current, [asset.id]: asset.file_name }));
        field.onChange([...ids, asset.id]);
      };
      const uploader = (kind: 'image' | 'video', label: string) => (
        <AssetUploadField label={label} kind={kind} purpose="content" value={null} onChange={attach} disabled={disabled}
          {...(upload ? { upload } : {})} />
      );
      return (
        <section aria-label={t.assets}>
          <Typography variant="h6" component="h2">{t.assets}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t.assetsHelp}</Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{uploader('image', t.uploadImage)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{uploader('video', t.uploadVideo)}</Grid>
          </Grid>
          {ids.length > 0 ? (
            <List aria-label="Attached files" dense>
              {ids.map((id) => {
                const name = names[id] ?? t.attachedFile;
                return (
                  <ListItem key={id} secondaryAction={
                    <IconButton edge="end" aria-label={t.removeAsset(name)} disabled={disabled}
                      onClick={() => field.onChange(ids.filter((item) => item !== id))}><DeleteOutlined /></IconButton>
                  }>
                    <ListItemText primary={name} slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 1 } } }} />
                  </ListItem>
                );
              })}
            </List>
          ) : null}
          {fieldState.error ? <FormHelperText error>{firstMessage(fieldState.error)}</FormHelperText> : null}
        </section>
      );
    }} />
  );
}

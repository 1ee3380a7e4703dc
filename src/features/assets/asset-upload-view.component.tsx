import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ChangeEvent } from 'react';
import type { AssetKind } from '../../domain/assets/asset-rules';
import { acceptAttribute } from './check-file';

export interface AssetUploadViewProps {
  label: string;
  kind: AssetKind;
  /** What to show as the current file (a display URL), or undefined when there is none. */
  previewUrl?: string;
  /** 0–100 while uploading, null otherwise. */
  progress: number | null;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  onFileChosen: (file: File) => void;
  onRemove: () => void;
}

/** The look of an upload field in every state (empty, uploading, uploaded, error, disabled); no I/O of its own. */
export function AssetUploadView(props: AssetUploadViewProps) {
  const { label, kind, previewUrl, progress, error, helperText, disabled } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const uploading = progress !== null;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again after an error fires another change.
    event.target.value = '';
    if (file) props.onFileChosen(file);
  }

  return (
    <Box>
      <Typography component="label" htmlFor={inputId} variant="subtitle2" sx={{ display: 'block', mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {kind === 'image' ? (
          <Avatar src={previewUrl} alt={previewUrl ? label : undefined} variant="rounded" sx={{ width: 72, height: 72 }} />
        ) : previewUrl ? (
          <video src={previewUrl} controls width={160} aria-label={label} />
        ) : null}
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              startIcon={<UploadFile />}
              disabled={disabled || uploading}
              onClick={() => inputRef.current?.click()}
            >
              {previewUrl ? 'Replace' : 'Choose file'}
            </Button>
            {previewUrl && !uploading ? (
              <Button color="inherit" startIcon={<DeleteOutlined />} disabled={disabled} onClick={props.onRemove}>
                Remove
              </Button>
            ) : null}
          </Stack>
          {uploading ? (
            <Box>
              <LinearProgress variant="determinate" value={progress} aria-label={`Uploading ${label}`} />
              <Typography variant="caption" color="text.secondary">{`Uploading… ${progress}%`}</Typography>
            </Box>
          ) : null}
        </Stack>
      </Stack>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        hidden
        accept={acceptAttribute(kind)}
        disabled={disabled || uploading}
        aria-describedby={messageId}
        onChange={handleChange}
      />
      <FormHelperText id={messageId} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? helperText ?? (kind === 'image' ? 'JPEG, PNG, GIF or WebP, up to 10 MB.' : 'MP4, MPEG, MOV or AVI, up to 10 MB.')}
      </FormHelperText>
    </Box>
  );
}

import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CollateralFile } from '../../api/generated/api';
import { formatFileSize } from '../../domain/format/file-size';
import { errorMessages } from '../../domain/messages';
import { collateralTexts as t } from './campaign-collateral.texts';
import { downloadCollateralFile } from './download-collateral-file';

export interface CollateralFileListProps {
  files: readonly CollateralFile[];
  /** Saves one file; the real download by default (stories and tests pass their own). */
  download?: (file: CollateralFile) => Promise<void>;
}

const kindOf = (contentType: string) => (contentType.startsWith('image/') ? 'image' : contentType.startsWith('video/') ? 'video' : 'other');
const icons = { image: ImageOutlined, video: MovieOutlined, other: InsertDriveFileOutlined } as const;

/** The files a brand attached to a campaign, each by name with its size and a Download button. */
export function CollateralFileList({ files, download = downloadCollateralFile }: CollateralFileListProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async (file: CollateralFile) => {
    setBusy(file.id);
    setErrors(({ [file.id]: _previous, ...rest }) => rest);
    try {
      await download(file);
    } catch (error) {
      setErrors((current) => ({ ...current, [file.id]: error instanceof Error && error.message ? error.message : errorMessages.generic }));
    } finally {
      setBusy(null);
    }
  };

  if (files.length === 0) return <Typography variant="body2" color="text.secondary">{t.noFiles}</Typography>;
  return (
    <Box component="ul" aria-label={t.listLabel} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
      {files.map((file) => {
        const kind = kindOf(file.content_type);
        const Icon = icons[kind];
        const error = errors[file.id];
        const errorId = `collateral-error-${file.id}`;
        return (
          <Box component="li" key={file.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Icon color="action" aria-hidden />
            <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{file.file_name}</Typography>
              <Typography variant="caption" color="text.secondary">{`${t.kinds[kind]} · ${formatFileSize(file.size)}`}</Typography>
            </Box>
            <Button size="small" variant="outlined" startIcon={<DownloadOutlined />} onClick={() => void save(file)}
              disabled={busy === file.id} aria-label={t.downloadFile(file.file_name)} aria-describedby={error ? errorId : undefined}>
              {busy === file.id ? t.downloading : t.download}
            </Button>
            {error ? <FormHelperText id={errorId} error role="alert" sx={{ flexBasis: '100%', m: 0 }}>{error}</FormHelperText> : null}
          </Box>
        );
      })}
    </Box>
  );
}

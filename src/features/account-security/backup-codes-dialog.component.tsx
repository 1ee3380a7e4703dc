import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { securityTexts as texts } from './account-security.texts';

export interface BackupCodesDialogProps {
  /** null: closed. Shown once: closing forgets them. */
  codes: readonly string[] | null;
  onClose: () => void;
  onCopy: (text: string) => Promise<void>;
  onDownload: (fileName: string, text: string) => void;
}

export const backupCodesText = (codes: readonly string[]) =>
  ['InfluenceHub backup codes (each works once)', '', ...codes, ''].join('\n');

/** The backup codes right after they were made: copy, download, then "I've saved them". */
export function BackupCodesDialog({ codes, onClose, onCopy, onDownload }: BackupCodesDialogProps) {
  return (
    <Dialog open={codes !== null} fullWidth maxWidth="xs" aria-labelledby="backup-codes-title">
      <DialogTitle id="backup-codes-title">{texts.backupTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{texts.backupBody}</DialogContentText>
          <Box
            component="ul"
            aria-label={texts.backupTitle}
            sx={{ listStyle: 'none', m: 0, p: 2, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace', fontSize: '1rem' }}
          >
            {(codes ?? []).map((code) => (
              <li key={code}>{code}</li>
            ))}
          </Box>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => codes && void onCopy(codes.join('\n'))}>{texts.copyCodes}</Button>
            <Button variant="outlined" onClick={() => codes && onDownload(texts.backupFileName, backupCodesText(codes))}>{texts.downloadCodes}</Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>{texts.savedThem}</Button>
      </DialogActions>
    </Dialog>
  );
}

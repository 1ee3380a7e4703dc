import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { EmailSuppression } from '../../api/generated/api';
import { RefusalAlert } from '../mutation-errors/refusal-alert.component';
import { operatorSuppressionsTexts as t } from './operator-email-suppressions.texts';
import { useConfirmStep } from '../mutation-errors/use-confirm-step.hook';

const caution = { unsubscribed: t.removeUnsubscribed, hard_bounce: t.removeBounced, complaint: t.removeComplaint } as const;

export interface EmailSuppressionRemoveDialogProps {
  /** Kept by the caller while the dialog closes, so its text does not vanish mid-animation. */
  suppression: EmailSuppression | null;
  open: boolean;
  /** Resolves to the refusal to show here (the dialog stays open), or undefined when removed. */
  onConfirm: (suppression: EmailSuppression) => Promise<string | undefined>;
  onClose: () => void;
}

/** The confirm step before an address leaves the list, with the caution its reason calls for. */
export function EmailSuppressionRemoveDialog({ suppression, open, onConfirm, onClose }: EmailSuppressionRemoveDialogProps) {
  const { busy, error, close, confirm } = useConfirmStep(suppression, onConfirm, onClose);
  const titleId = useId();

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t.removeTitle}</DialogTitle>
      <DialogContent>
        {suppression ? (
          <>
            <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{t.removeBody(suppression.email)}</DialogContentText>
            <DialogContentText sx={{ mt: 1 }}>{caution[suppression.reason]}</DialogContentText>
          </>
        ) : null}
        <RefusalAlert message={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>{t.keep}</Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy || !suppression}>
          {busy ? t.removing : t.removeConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

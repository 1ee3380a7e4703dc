import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { QuickActionDialog as DialogKind } from '../../../domain/navigation/navigation';
import { SubmitContentConnected } from '../../content-submission/submit-content.connected';
import { InviteToCampaignDialog } from '../../directory/invite-to-campaign.dialog';
import { closeLabel, quickActionDialogTexts } from './quick-action-dialogs.texts';

export interface QuickActionDialogProps {
  dialog: DialogKind;
  open: boolean;
  onClose: () => void;
}

/** The invite-influencer or submit-content dialog of SPEC §2's quick actions (its own chunk: loaded when first opened). */
export default function QuickActionDialog(props: QuickActionDialogProps) {
  // Separate components, so switching between the two remounts instead of changing the hooks in use.
  if (props.dialog === 'submit-content') return <SubmitContentConnected open={props.open} onClose={props.onClose} />;
  // Pick a creator and an open campaign, see the offer against the budget left, send (docs/directory.md).
  if (props.dialog === 'invite-influencer') return <InviteToCampaignDialog open={props.open} onClose={props.onClose} />;
  return <PointerDialog {...props} />;
}

/** A dialog that says what the action is for and links to where it is done. */
function PointerDialog({ dialog, open, onClose }: QuickActionDialogProps) {
  const texts = quickActionDialogTexts[dialog];
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={bodyId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} sx={{ mb: 1.5 }}>
          {texts.body}
        </DialogContentText>
        <DialogContentText variant="body2">{texts.pending}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {closeLabel}
        </Button>
        <Button component={RouterLink} to={texts.linkPath} onClick={onClose} variant="contained">
          {texts.linkLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

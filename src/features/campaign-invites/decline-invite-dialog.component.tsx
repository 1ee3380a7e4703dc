import { ReasonDialog, type ReasonSubmitResult } from '../../components/reason-dialog/reason-dialog.component';
import { declineInviteSchema } from '../../domain/marketplace/campaign-application.schema';
import { declineDialogTexts } from './campaign-invites.texts';

export interface DeclineInviteDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<ReasonSubmitResult>;
}

/**
 * Asks for the reason of a decline. Its own module, with the rule, so the invite page loads the dialog, its form and
 * yup only when Decline is pressed (invite-details.view.tsx, docs/performance.md).
 */
export function DeclineInviteDialog(props: DeclineInviteDialogProps) {
  return <ReasonDialog {...declineDialogTexts} submitColor="error" schema={declineInviteSchema} {...props} />;
}

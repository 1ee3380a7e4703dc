import { ReasonDialog } from '../../components/reason-dialog/reason-dialog.component';
import { verificationReasonSchema } from '../../domain/marketplace/campaign-application.schema';
import { decideDialogTexts as t } from './operator.texts';

export type DisputeDecisionKind = 'approve' | 'reject';

export interface DecideDialogProps {
  /** null: closed. */
  decision: DisputeDecisionKind | null;
  onClose: () => void;
  /** Resolves to an error text to show, or undefined when done (the dialog then closes). */
  onSubmit: (decision: DisputeDecisionKind, reason: string) => Promise<string | undefined>;
}

/** The operator's decision with its reason (10-1000 characters, verificationReasonSchema). */
export function DecideDialog({ decision, onClose, onSubmit }: DecideDialogProps) {
  const approve = decision === 'approve';
  return (
    <ReasonDialog open={decision !== null} onClose={onClose} schema={verificationReasonSchema}
      title={approve ? t.approveTitle : t.rejectTitle} description={approve ? t.approveBody : t.rejectBody} label={t.reason}
      submitLabel={approve ? t.approveConfirm : t.rejectConfirm} submitColor={approve ? 'success' : 'error'}
      onSubmit={async (reason) => {
        if (!decision) return undefined;
        const error = await onSubmit(decision, reason);
        if (error) return { form: error };
        onClose();
        return undefined;
      }} />
  );
}

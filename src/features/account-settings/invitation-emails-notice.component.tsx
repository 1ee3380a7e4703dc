import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MyEmailSuppression } from '../../api/generated/api';
import { formatDay } from '../../domain/format/display-format';
import { emailSuppressionTexts } from '../../domain/outreach/email-suppression.texts';
import { RefusalAlert } from '../mutation-errors/refusal-alert.component';

const t = emailSuppressionTexts.mine;

export interface InvitationEmailsNoticeProps {
  /** The person's own address on the suppression list; nothing shows while unknown or not suppressed. */
  suppression: MyEmailSuppression | undefined;
  removing: boolean;
  /** Why the last "Receive invitation e-mails again" failed (the server's words), shown under the button. */
  refusal: string | null;
  onRemove: () => void;
  timeZone?: string;
}

/**
 * In the Notifications card of /settings (docs/outreach-email.md "Suppression list"): why campaign invitation e-mails
 * skip the person's address, and, when they had unsubscribed, the way back. A bounce or a spam complaint is not theirs
 * to undo here: the text says what to do instead.
 */
export function InvitationEmailsNotice({ suppression, removing, refusal, onRemove, timeZone }: InvitationEmailsNoticeProps) {
  if (!suppression?.suppressed || !suppression.reason) return null;
  const email = suppression.email ?? '';
  const day = formatDay(suppression.since, timeZone);
  const text = suppression.reason === 'unsubscribed' ? t.unsubscribed(email, day) : suppression.reason === 'hard_bounce' ? t.hardBounce(email, day) : t.complaint(email, day);
  return (
    <Stack spacing={1}>
      {/* role note: a standing explanation, not news to announce (MUI's default role is alert). */}
      <Alert severity={suppression.reason === 'unsubscribed' ? 'info' : 'warning'} role="note">
        <AlertTitle>{t.title}</AlertTitle>
        {text}
      </Alert>
      {suppression.can_remove ? (
        <div>
          {/* type="button": the card sits inside the settings form, whose Save must not run. */}
          <Button type="button" variant="outlined" onClick={onRemove} disabled={removing}>
            {removing ? t.resubscribing : t.resubscribe}
          </Button>
        </div>
      ) : null}
      <RefusalAlert message={refusal} />
    </Stack>
  );
}

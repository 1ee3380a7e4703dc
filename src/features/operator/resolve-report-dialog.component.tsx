import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import type { OperatorMessageReport } from '../../api/generated/api';
import type { MessageReportDecision } from '../../domain/messages/message-reports.rules';
import { resolveReportDialogTexts as t } from './message-reports.texts';

export interface ResolveReportDialogProps {
  /** null: closed. */
  report: OperatorMessageReport | null;
  onClose: () => void;
  /** Resolves to the server's refusal to show in the dialog, or undefined when done (the dialog then closes). */
  onSubmit: (decision: MessageReportDecision) => Promise<string | undefined>;
}

/** The operator's decision on one report, from what the report allows (a conversation report has no message to remove). */
export function ResolveReportDialog({ report, onClose, onSubmit }: ResolveReportDialogProps) {
  const titleId = useId();
  const labelId = useId();
  const [decision, setDecision] = useState<MessageReportDecision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each report starts with no decision chosen and no earlier refusal.
  useEffect(() => {
    setDecision(null);
    setFailure(null);
  }, [report?.id]);

  const submit = async () => {
    if (!decision) return;
    setBusy(true);
    setFailure(null);
    const refusal = await onSubmit(decision);
    setBusy(false);
    if (refusal) setFailure(refusal);
    else onClose();
  };

  return (
    <Dialog open={report !== null} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent>
        {failure ? <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert> : null}
        <FormControl>
          <FormLabel id={labelId}>{t.decisionLabel}</FormLabel>
          <RadioGroup aria-labelledby={labelId} value={decision ?? ''} onChange={(event) => setDecision(event.target.value as MessageReportDecision)}>
            {(report?.allowed_decisions ?? []).map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                label={(
                  <>
                    <Typography component="span" sx={{ display: 'block' }}>{t.decisions[option].label}</Typography>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>{t.decisions[option].help}</Typography>
                  </>
                )}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <DialogContentText variant="body2" sx={{ mt: 1 }}>{t.notifyNote}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t.cancel}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!decision || busy}>{t.confirm}</Button>
      </DialogActions>
    </Dialog>
  );
}

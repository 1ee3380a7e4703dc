import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { validateGstin } from '../../domain/payments/tax/gstin.rules';
import { brandTaxTexts as t } from '../../domain/payments/tax-invoice.texts';

export interface BrandGstinDialogProps {
  open: boolean;
  /** The GSTIN on file, the field's start. */
  current: string | null;
  saving?: boolean;
  onClose: () => void;
  /** Saves; resolves to the text to show (under the field when `field`) when the server refused. */
  onSave: (gstin: string) => Promise<{ field?: string; form?: string } | void>;
}

/**
 * Add or change the brand's GSTIN: checked on submit with the shared rule (check character), then by the server.
 * The parent gives each opening its own `key`, so what was typed is gone when it opens again.
 */
export function BrandGstinDialogView({ open, current, saving = false, onClose, onSave }: BrandGstinDialogProps) {
  const [value, setValue] = useState(current ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const check = (text: string) => {
    const result = validateGstin(text);
    return result.ok ? null : result.message;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problem = check(value);
    setFieldError(problem);
    setFormError(null);
    if (problem) return;
    const refused = await onSave(value);
    if (refused) {
      setFieldError(refused.field ?? null);
      setFormError(refused.form ?? null);
    }
  };
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="brand-gstin-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="brand-gstin-title">{t.dialogTitle}</DialogTitle>
        <DialogContent>
          {formError ? <Alert severity="error" sx={{ mb: 2 }}>{formError}</Alert> : null}
          <TextField
            autoFocus fullWidth margin="dense" label={t.field} value={value}
            onChange={(event) => {
              setValue(event.target.value);
              // Validation runs on submit, then again on every change (SPEC §5 form behaviour).
              if (submitted) setFieldError(check(event.target.value));
            }}
            error={Boolean(fieldError)} helperText={fieldError ?? t.helper}
            slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>{t.cancel}</Button>
          <Button type="submit" variant="contained" disabled={saving}>{t.save}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

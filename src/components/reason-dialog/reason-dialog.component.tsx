import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { reasonDialogTexts as t } from './reason-dialog.texts';

/** A server answer the dialog shows: a message on the reason field, or one for the whole form. */
export type ReasonSubmitResult = void | { field?: string; form?: string };

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  /** Resolves with the server's messages to show, or nothing when done (the caller closes the dialog). */
  onSubmit: (reason: string) => Promise<ReasonSubmitResult>;
  /** The reason's rule from src/domain (its bounds and messages differ per step). */
  schema: ObjectSchema<{ reason: string }>;
  title: string;
  description?: ReactNode;
  /** Shown between the description and the reason field. */
  children?: ReactNode;
  label: string;
  submitLabel: string;
  submitColor?: 'primary' | 'error' | 'success';
  cancelLabel?: string;
  /** A message for the whole form that the caller already has (e.g. from an earlier attempt). */
  error?: string | null;
}

/** Asks for the reason of a step (declining an invite, a review step, an operator's decision) and sends it. */
export function ReasonDialog({
  open, onClose, onSubmit, schema, title, description, children, label, submitLabel, submitColor = 'primary', cancelLabel = t.cancel, error = null,
}: ReasonDialogProps) {
  const titleId = useId();
  const form = useForm<{ reason: string }>({
    resolver: yupResolver(schema) as unknown as Resolver<{ reason: string }>,
    defaultValues: { reason: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  // A dialog kept mounted while closed starts clean the next time it opens.
  useEffect(() => {
    if (!open) {
      form.reset({ reason: '' });
      setFailure(null);
    }
  }, [open, form]);
  const { ref, ...reason } = form.register('reason');

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await onSubmit(values.reason);
    if (!result) return;
    if (result.field) form.setError('reason', { type: 'server', message: result.field }, { shouldFocus: true });
    if (result.form) setFailure(result.form);
  });
  const shown = failure ?? error;

  return (
    <Dialog open={open} onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {description ? <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText> : null}
          {children}
          {shown ? <Alert severity="error" sx={{ mb: 2 }}>{shown}</Alert> : null}
          <TextField label={label} required fullWidth multiline minRows={3} autoFocus {...reason} inputRef={ref}
            error={Boolean(errors.reason)} helperText={errors.reason?.message} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>{cancelLabel}</Button>
          <Button type="submit" color={submitColor} variant="contained" disabled={isSubmitting}>{submitLabel}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { wizardTexts as t } from './wizard-texts';

/** What every step form receives from the wizard. */
export interface StepFormProps<T> {
  defaultValues: T;
  onSubmit: (values: T) => Promise<void> | void;
  /** Back to the previous step with what was typed (kept, not saved). */
  onBack?: (values: T) => void;
  saving?: boolean;
  /** Field errors of a failed save, by form path ('influencer_criteria.min_followers', 'placements.0.rate'). */
  serverErrors?: Record<string, string>;
}

export interface WizardActionsProps {
  submitLabel: string;
  saving: boolean;
  savingLabel?: string;
  onBack?: () => void;
  disabled?: boolean;
}

/** Back and Next at the foot of a step; stacked on phones with Next on top. */
export function WizardActions({ submitLabel, saving, savingLabel = t.saving, onBack, disabled }: WizardActionsProps) {
  return (
    <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
      {onBack ? <Button variant="text" onClick={onBack} disabled={saving}>{t.back}</Button> : null}
      <Button type="submit" variant="contained" disabled={saving || disabled}>{saving ? savingLabel : submitLabel}</Button>
    </Stack>
  );
}

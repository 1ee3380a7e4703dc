import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export interface BrandFormActionsProps {
  submitLabel: string;
  savingLabel: string;
  saving: boolean;
  secondary?: { label: string; onClick: () => void };
}

/** Submit (and Back / Cancel) at the foot of a brand form; the buttons stack on phones. */
export function BrandFormActions({ submitLabel, savingLabel, saving, secondary }: BrandFormActionsProps) {
  return (
    <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
      {secondary ? (
        <Button variant="text" onClick={secondary.onClick} disabled={saving}>
          {secondary.label}
        </Button>
      ) : null}
      <Button type="submit" variant="contained" disabled={saving}>
        {saving ? savingLabel : submitLabel}
      </Button>
    </Stack>
  );
}

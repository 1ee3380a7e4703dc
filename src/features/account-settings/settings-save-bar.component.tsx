import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../domain/format/display-format';
import { useTimeZone } from '../settings/use-time-zone.hook';
import { settingsTexts } from './settings-labels';
import { lazy, Suspense } from 'react';

// Shown after the first edit only: Chip (about 2.8 kB gzip) loads then, not with /settings (docs/performance.md).
const Chip = lazy(() => import(/* webpackChunkName: "mui-chip" */ '@mui/material/Chip'));

export interface SettingsSaveBarProps {
  isDirty: boolean;
  saving: boolean;
  lastSavedAt: string | null;
  onDiscard: () => void;
}

/** 'Unsaved changes' / 'Last saved …', Discard and Save (SPEC §4: dirty state and the save time). */
export function SettingsSaveBar({ isDirty, saving, lastSavedAt, onDiscard }: SettingsSaveBarProps) {
  const timeZone = useTimeZone();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      // Stays in view at the bottom while the groups scroll by, so Save is never out of reach.
      sx={{
        alignItems: { sm: 'center' },
        justifyContent: 'space-between',
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        py: 1.5,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        {isDirty ? (
          <Suspense fallback={null}>
            <Chip size="small" color="warning" label={settingsTexts.unsaved} />
          </Suspense>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {lastSavedAt ? settingsTexts.lastSaved(formatDateTime(lastSavedAt, timeZone)) : settingsTexts.neverSaved}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button onClick={onDiscard} disabled={!isDirty || saving}>
          {settingsTexts.discard}
        </Button>
        <Button type="submit" variant="contained" disabled={!isDirty || saving}>
          {saving ? settingsTexts.saving : settingsTexts.save}
        </Button>
      </Stack>
    </Stack>
  );
}

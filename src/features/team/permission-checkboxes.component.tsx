import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { teamPermissionFlags, type TeamPermission } from '../../domain/brands/team-permissions';
import { teamAreaLabels, teamFlagLabels } from '../../domain/brands/team.texts';

/** SPEC §5's permission flags, grouped by area, as checkboxes. */
export function PermissionCheckboxes({ value, onChange, disabled }: { value: readonly string[]; onChange: (next: TeamPermission[]) => void; disabled?: boolean }) {
  const toggle = (permission: TeamPermission) =>
    onChange((value.includes(permission) ? value.filter((p) => p !== permission) : [...value, permission]) as TeamPermission[]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
      {(Object.keys(teamPermissionFlags) as Array<keyof typeof teamPermissionFlags>).map((area) => (
        <FormGroup key={area} aria-label={teamAreaLabels[area]}>
          <FormLabel component="legend">{teamAreaLabels[area]}</FormLabel>
          {teamPermissionFlags[area].map((flag) => {
            const permission = `${area}.${flag}` as TeamPermission;
            return (
              <FormControlLabel key={permission} disabled={disabled}
                control={<Checkbox size="small" checked={value.includes(permission)} onChange={() => toggle(permission)} />}
                label={`${teamAreaLabels[area]}: ${teamFlagLabels[flag]}`} />
            );
          })}
        </FormGroup>
      ))}
    </Stack>
  );
}

/** "Campaigns: create, edit · Payments: view": what a member may do, short. */
export function flagsSummary(permissions: readonly string[]): string {
  return (Object.keys(teamPermissionFlags) as Array<keyof typeof teamPermissionFlags>)
    .map((area) => {
      const flags = teamPermissionFlags[area].filter((flag) => permissions.includes(`${area}.${flag}`));
      return flags.length ? `${teamAreaLabels[area]}: ${flags.map((flag) => teamFlagLabels[flag]!.toLowerCase()).join(', ')}` : '';
    })
    .filter(Boolean)
    .join(' · ');
}

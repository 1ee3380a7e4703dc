import TextField from '@mui/material/TextField';
import { useDispatch, useSelector } from 'react-redux';
import { themePreferences, type ThemePreference } from '../../domain/settings/user-settings';
import { selectThemePreference, themePreferenceChanged } from '../settings/settings.slice';
import { settingsTexts, uiChoiceLabels } from './settings-labels';
import { SelectOption } from '../../components/select-option/select-option.component';

/** Light, dark or system: a device preference (localStorage), applied at once rather than saved with the form. */
export function ThemePreferenceField() {
  const dispatch = useDispatch();
  const preference = useSelector(selectThemePreference);
  return (
    <TextField
      select
      label={settingsTexts.themeLabel}
      value={preference}
      helperText={settingsTexts.themeHint}
      onChange={(event) => dispatch(themePreferenceChanged(event.target.value as ThemePreference))}
      fullWidth
    >
      {themePreferences.map((option) => (
        <SelectOption key={option} value={option}>
          {uiChoiceLabels[option]}
        </SelectOption>
      ))}
    </TextField>
  );
}

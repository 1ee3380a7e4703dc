import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { FormTextField, type FormTextFieldProps } from '../../../components/form-text-field/form-text-field.component';
import { authTexts } from '../auth-texts';

export type PasswordFieldProps = Omit<FormTextFieldProps, 'type' | 'endAdornment'>;

/** A password input with the show/hide toggle (SPEC §2 login screen). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? authTexts.hidePassword : authTexts.showPassword}
            onClick={() => setVisible((value) => !value)}
            onMouseDown={(event) => event.preventDefault()}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

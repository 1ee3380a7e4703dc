import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { validationMessages as m } from '../../../domain/messages';
import { newPasswordProblems } from '../../../domain/validation/auth-form.rules';
import { authTexts } from '../auth-texts';

/** Each SPEC §5 password rule, named by the message the schema reports when it fails. */
const rules = [
  { failure: m.passwordMinLength, label: authTexts.passwordRules.minLength },
  { failure: m.passwordUppercase, label: authTexts.passwordRules.uppercase },
  { failure: m.passwordLowercase, label: authTexts.passwordRules.lowercase },
  { failure: m.passwordNumber, label: authTexts.passwordRules.number },
  { failure: m.passwordSpecial, label: authTexts.passwordRules.special },
] as const;

/** Live checklist of the password rules, computed by the same rules that validate the form. */
export function PasswordRulesChecklist({ password }: { password: string }) {
  const problems = new Set(newPasswordProblems(password));
  return (
    <div>
      <Typography variant="caption" color="text.secondary">
        {authTexts.passwordRulesTitle}
      </Typography>
      <List dense disablePadding aria-label={authTexts.passwordRulesTitle}>
        {rules.map(({ failure, label }) => {
          const met = password.length > 0 && !problems.has(failure);
          return (
            <ListItem key={label} disableGutters sx={{ py: 0 }} data-met={met}>
              <ListItemIcon sx={{ minWidth: 28 }}>
                {met ? (
                  <CheckCircle fontSize="small" color="success" titleAccess="Met" />
                ) : (
                  <RadioButtonUnchecked fontSize="small" color="disabled" titleAccess="Not met" />
                )}
              </ListItemIcon>
              <ListItemText primary={label} slotProps={{ primary: { variant: 'caption' } }} />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}


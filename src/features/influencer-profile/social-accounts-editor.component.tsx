import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import type { SocialAccount } from '../../api/generated/api';
import { platforms } from '../../domain/constants';
import { formatNumber } from '../../domain/format/display-format';
import { textFieldProps } from '../auth/components/form-field-props';
import { influencerTexts as t, platformLabels } from './influencer-texts';
import { ProfileStepForm } from './profile-step-form.component';

import type { NewAccount } from './new-social-account.schema';
import { SelectOption } from '../../components/select-option/select-option.component';

// The rules (yup) load on the first validation, not with /profile (docs/performance.md).
const addSchema = () => import('./new-social-account.schema').then((m) => m.newSocialAccountSchema);

export interface SocialAccountsEditorProps {
  accounts: SocialAccount[];
  onAdd: (account: NewAccount) => Promise<Record<string, string> | void>;
  onRemove: (account: SocialAccount) => Promise<void>;
  error?: string;
  /** False where the accounts are listed elsewhere (My Profile's connected accounts): only the form, and the error. */
  showList?: boolean;
}

/** The linked accounts with remove buttons, and a form to link another (SPEC §5 social account rules). */
export function SocialAccountsEditor({ accounts, onAdd, onRemove, error, showList = true }: SocialAccountsEditorProps) {
  return (
    <Stack spacing={2}>
      {!showList ? (
        error ? <Typography color="error" role="alert">{error}</Typography> : null
      ) : accounts.length === 0 ? (
        <Typography color={error ? 'error' : 'text.secondary'} role={error ? 'alert' : undefined}>{error ?? t.noAccounts}</Typography>
      ) : (
        <List dense disablePadding aria-label="Linked accounts">
          {accounts.map((account) => (
            <ListItem key={account.id} divider secondaryAction={
              <IconButton edge="end" aria-label={t.removeAccount(account.handle)} onClick={() => void onRemove(account)}>
                <DeleteOutlined />
              </IconButton>
            }>
              {/* A profile URL has no spaces to wrap at: it breaks anywhere rather than running under the delete icon. */}
              <ListItemText sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                primary={`${platformLabels[account.platform]} · ${account.handle}`}
                secondary={[account.profile_url, account.followers !== null ? `${formatNumber(account.followers)} followers` : null].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ProfileStepForm<NewAccount>
        schema={addSchema}
        defaultValues={{ platform: 'youtube', handle: '', profile_url: '', followers: null }}
        submitLabel={t.addAccount}
        resetOnSuccess
        onSubmit={async (values) => onAdd(values)}
      >
        {(form) => (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Controller control={form.control} name="platform" render={({ field }) => (
              <TextField select label={t.platform} {...field} sx={{ minWidth: 140 }}>
                {platforms.map((platform) => <SelectOption key={platform} value={platform}>{platformLabels[platform]}</SelectOption>)}
              </TextField>
            )} />
            <TextField label={t.handle} placeholder="@yourname" fullWidth {...textFieldProps(form, 'handle')} />
            <TextField label={t.profileUrl} placeholder="https://www.youtube.com/@yourname" fullWidth {...textFieldProps(form, 'profile_url')} />
            <TextField label={t.followers} type="number" sx={{ minWidth: 130 }} {...textFieldProps(form, 'followers')}
              slotProps={{ htmlInput: { min: 0 } }} />
          </Stack>
        )}
      </ProfileStepForm>
    </Stack>
  );
}

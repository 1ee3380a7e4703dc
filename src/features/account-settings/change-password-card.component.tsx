import { useAuth } from '../../auth/auth-context';
import { notify } from '../../components/toast/notify';
import { accountMessages } from '../../domain/settings/settings.texts';
import { accountTexts } from './account-texts';
import { ChangePasswordForm } from './change-password-form.component';
import { SettingsSection } from './settings-section.component';

/** The 'Change password' section: the form wired to the identity provider. */
export function ChangePasswordCard() {
  const auth = useAuth();
  return (
    <SettingsSection title={accountTexts.changePasswordHeading}>
      <ChangePasswordForm
        onSubmit={async ({ currentPassword, newPassword }) => {
          await auth.changePassword(currentPassword, newPassword);
          notify.success(accountMessages.passwordChanged);
        }}
      />
    </SettingsSection>
  );
}

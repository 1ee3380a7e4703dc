import Stack from '@mui/material/Stack';
import { useGetAccountDeletionRequirementsQuery } from '../../api/enhanced-api';
import { useAuth } from '../../auth/auth-context';
import { PageTitle } from '../../components/page-title/page-title.component';
import { ChangePasswordCard } from '../account-settings/change-password-card.component';
import { DangerZone } from '../account-settings/danger-zone.component';
import { InvitationEmailsNoticeSection } from '../account-settings/invitation-emails-notice.section';
import { SettingsPanel } from '../account-settings/settings-panel.component';
import { useUserSettings } from '../account-settings/use-user-settings.hook';
import { PayoutDetailsCard } from '../payouts/payout-details-card.component';
import { TaxDetailsCard } from '../tax-details/tax-details-card.component';
import { lazyVisibleSection } from '../../components/lazy-section/lazy-visible-section';

// Below the settings cards: its code (dialogs, the sessions list) loads as the person scrolls towards it (route budget).
const AccountSecuritySections = lazyVisibleSection(() =>
  import(/* webpackChunkName: "account-security" */ '../account-security/account-security-sections.component').then((module) => module.AccountSecuritySections),
);
import { useShellUser } from '../shell/use-shell-user.hook';

/**
 * /settings (influencers; the router sends brands to /dashboard, SPEC §2): the SPEC §3 settings groups with
 * dirty tracking and save time (with whether invitation e-mails reach the address), payout details, tax details (PAN, GSTIN), password change and account deletion.
 */
export default function SettingsPage() {
  const { status, retry, form, ...settings } = useUserSettings();
  // The name the shell shows, shown read-only beside the display name (one name everywhere).
  const accountName = useShellUser().name;
  const auth = useAuth();
  const requirements = useGetAccountDeletionRequirementsQuery();
  // Clerk keeps passwords itself (the server cannot tell); built-in accounts without one (Google) get no form.
  const hasPassword = auth.provider === 'clerk' || requirements.data?.requires_password !== false;

  return (
    <>
      <PageTitle />
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        <SettingsPanel status={status} onRetry={() => void retry()} values={form} {...settings} accountName={accountName}
          onSubmit={settings.save} onDiscard={settings.discard} notificationsExtra={<InvitationEmailsNoticeSection />} />
        <PayoutDetailsCard />
        <TaxDetailsCard />
        {hasPassword ? <ChangePasswordCard /> : null}
        {/* Placed once the settings above have their height, so it starts below the first screen. */}
        {status !== 'loading' ? <AccountSecuritySections /> : null}
        <DangerZone requiresPassword={requirements.data?.requires_password ?? true} />
      </Stack>
    </>
  );
}

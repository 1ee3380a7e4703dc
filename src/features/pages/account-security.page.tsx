import Stack from '@mui/material/Stack';
import { PageTitle } from '../../components/page-title/page-title.component';
import { AccountSecuritySections } from '../account-security/account-security-sections.component';

/**
 * /account/security (every signed-in user, brands included: /settings is influencer-only, SPEC §2): two-factor
 * authentication and signed-in devices. Influencers see the same sections at the end of /settings.
 */
export default function AccountSecurityPage() {
  return (
    <>
      <PageTitle />
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        <AccountSecuritySections />
      </Stack>
    </>
  );
}

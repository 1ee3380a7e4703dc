import { useAppDispatch } from '../../app/hooks';
import { api } from '../../api/enhanced-api';
import { useAuth } from '../../auth/auth-context';
import { SessionsSection } from './sessions-section.component';
import { TwoFactorSection } from './two-factor-section.component';

/**
 * Settings > Security: two-factor sign-in and signed-in devices (built-in identity). Hidden in Clerk mode, where
 * Clerk's own account pages do both (docs/settings-and-account.md).
 */
export function AccountSecuritySections() {
  const auth = useAuth();
  const dispatch = useAppDispatch();
  if (auth.provider === 'clerk' || !auth.accountSecurity) return null;
  return (
    <>
      <TwoFactorSection security={auth.accountSecurity} onSessionReplaced={() => dispatch(api.util.invalidateTags(['Accounts']))} />
      <SessionsSection />
    </>
  );
}

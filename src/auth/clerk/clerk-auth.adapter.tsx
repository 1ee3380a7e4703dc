import type { ReactNode } from 'react';
import { ClerkProvider } from '@clerk/clerk-react';
import { ClerkBridge } from './clerk-bridge';

export interface ClerkAuthAdapterProps {
  publishableKey: string;
  googleEnabled: boolean;
  children: ReactNode;
}

/**
 * Clerk mode (DESIGN §5). This module is only reached through a dynamic import (chunk "clerk"), so
 * @clerk/clerk-react costs nothing in built-in mode. ClerkProvider loads Clerk's browser script with
 * the SPEC §7 policy (5 retries, backoff from 125 ms, 15000 ms time-out) and reports failure as status 'error'.
 */
export default function ClerkAuthAdapter({ publishableKey, googleEnabled, children }: ClerkAuthAdapterProps) {
  return (
    <ClerkProvider
      publishableKey={publishableKey}
      signInUrl="/login"
      signUpUrl="/influencer-signup"
      afterSignOutUrl="/login"
      signInFallbackRedirectUrl="/dashboard"
      signUpFallbackRedirectUrl="/dashboard"
    >
      <ClerkBridge googleEnabled={googleEnabled}>{children}</ClerkBridge>
    </ClerkProvider>
  );
}

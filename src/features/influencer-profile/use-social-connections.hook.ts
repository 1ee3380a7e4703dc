import { useState } from 'react';
import {
  useConnectInstagramMutation, useConnectYouTubeMutation, useRemoveMySocialAccountMutation, useVerifyInstagramMutation, useVerifyYouTubeMutation,
  type SocialAccount,
} from '../../api/enhanced-api';
import { notify } from '../../components/toast/notify';
import type { SocialPlatform } from '../../domain/social/social-connect.rules';
import { socialConnectLabels as t, socialFailureMessages } from '../../domain/social/social-connect.texts';
import { fieldErrorsOf } from './api-errors';
import type { ConnectedAccountsBusy } from './connected-accounts.view';

/** Opens the platform's consent page in this tab (tests replace it). */
export type OpenConsentPage = (url: string) => void;
export const openInThisTab: OpenConsentPage = (url) => window.location.assign(url);

/** A refusal's own reason (400/409 with a message), or null for failures that only warrant SPEC §8's sentence. */
function refusalReason(error: unknown): string | null {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (typeof status !== 'number' || status >= 500 || status < 400) return null;
  const first = Object.values(fieldErrorsOf(error))[0];
  return first ?? null;
}

/**
 * Connect (POST integrations/{platform}/connect/, then the consent page), Verify now and Disconnect of the
 * influencer's social accounts, with SPEC §8's failure messages naming the platform (docs/social-integrations.md).
 */
export function useSocialConnections(options: { returnTo: string; openConsentPage?: OpenConsentPage }) {
  const [connectYouTube] = useConnectYouTubeMutation();
  const [connectInstagram] = useConnectInstagramMutation();
  const [verifyYouTube] = useVerifyYouTubeMutation();
  const [verifyInstagram] = useVerifyInstagramMutation();
  const [remove] = useRemoveMySocialAccountMutation();
  const [busy, setBusy] = useState<ConnectedAccountsBusy>(null);
  const [confirming, setConfirming] = useState<SocialAccount | null>(null);
  const open = options.openConsentPage ?? openInThisTab;

  async function connect(platform: SocialPlatform) {
    setBusy({ platform, action: 'connect' });
    const call = platform === 'youtube' ? connectYouTube : connectInstagram;
    const result = await call({ connectSocialAccountBody: { return_to: options.returnTo } });
    if ('data' in result && result.data) {
      // The page is left for the platform: the busy state stays until it goes.
      open(result.data.authorization_url);
      return;
    }
    setBusy(null);
    notify.error(socialFailureMessages.oauthStart(platform));
  }

  async function verify(account: SocialAccount) {
    setBusy({ accountId: account.id, action: 'verify' });
    const call = account.platform === 'youtube' ? verifyYouTube : verifyInstagram;
    const result = await call({ verifySocialAccountBody: { account_id: account.id } });
    setBusy(null);
    if ('data' in result && result.data) {
      if (result.data.connection_status === 'needs_reconnect') notify.warning(t.needsReconnect(account.platform));
      else notify.success(t.verified(account.platform));
      return;
    }
    notify.error(refusalReason(result.error) ?? socialFailureMessages.verification(account.platform));
  }

  async function confirmDisconnect() {
    const account = confirming;
    if (!account) return;
    setConfirming(null);
    setBusy({ accountId: account.id, action: 'disconnect' });
    const result = await remove({ id: account.id });
    setBusy(null);
    if (!('error' in result) || !result.error) {
      notify.success(t.disconnected(account.platform));
      return;
    }
    const reason = refusalReason(result.error);
    notify.error(reason ? socialFailureMessages.disconnectionBecause(account.platform, reason) : socialFailureMessages.disconnection(account.platform));
  }

  return {
    busy,
    confirming,
    connect,
    verify,
    askDisconnect: (account: SocialAccount) => setConfirming(account),
    cancelDisconnect: () => setConfirming(null),
    confirmDisconnect,
  };
}

import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { SocialAccount } from '../../api/enhanced-api';
import { notify } from '../../components/toast/notify';
import { readConnectOutcome, withoutConnectOutcome, type ConnectOutcomeResult } from '../../domain/social/social-connect.rules';
import { ConnectedAccountsView, connectedAccountsAnchor, outcomeMessage } from './connected-accounts.view';
import { useSocialConnections, type OpenConsentPage } from './use-social-connections.hook';

export interface ConnectedAccountsSectionProps {
  accounts: SocialAccount[];
  status?: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  /** The page the platform sends the person back to (this page). */
  returnTo: string;
  headingComponent?: 'h2' | 'h3';
  openConsentPage?: OpenConsentPage;
}

const toastOf = { connected: notify.success, cancelled: notify.info, failed: notify.error } as const;

/**
 * Connected accounts on My Profile and in setup: reads the outcome the platform's redirect back carried
 * (?social=&outcome=&reason=), says it once as a toast and keeps it as an alert until dismissed, and removes it from
 * the address so a reload does not repeat it.
 */
export function ConnectedAccountsSection({ accounts, status = 'ready', onRetry, returnTo, headingComponent, openConsentPage }: ConnectedAccountsSectionProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [outcome, setOutcome] = useState<ConnectOutcomeResult | null>(() => readConnectOutcome(searchParams));
  const connections = useSocialConnections({ returnTo, openConsentPage });
  const { hash } = useLocation();

  // Links elsewhere (the dashboard's "Connect an account") point here; the page renders after its data, so the
  // browser's own jump to the fragment has nothing to land on yet.
  useEffect(() => {
    if (hash === `#${connectedAccountsAnchor}`) document.getElementById(connectedAccountsAnchor)?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  useEffect(() => {
    const arrived = readConnectOutcome(searchParams);
    if (!arrived) return;
    setOutcome(arrived);
    toastOf[arrived.outcome](outcomeMessage(arrived));
    setSearchParams(withoutConnectOutcome(searchParams), { replace: true });
  }, [searchParams, setSearchParams]);

  return (
    <ConnectedAccountsView
      status={status}
      accounts={accounts}
      outcome={outcome}
      busy={connections.busy}
      confirming={connections.confirming}
      headingComponent={headingComponent}
      onConnect={(platform) => void connections.connect(platform)}
      onVerify={(account) => void connections.verify(account)}
      onDisconnect={connections.askDisconnect}
      onConfirmDisconnect={() => void connections.confirmDisconnect()}
      onCancelDisconnect={connections.cancelDisconnect}
      onDismissOutcome={() => setOutcome(null)}
      onRetry={onRetry}
    />
  );
}

import { useCallback, useEffect, useState } from 'react';
import type { AccountSecurityClient, AuthenticatorSetup } from '../../auth/auth-client.types';
import { authErrorText } from '../../auth/auth-error';
import { notify } from '../../components/toast/notify';
import { errorMessages } from '../../domain/messages';
import { securityTexts as texts } from './account-security.texts';
import { AuthenticatorSetupDialog } from './authenticator-setup-dialog.component';
import { BackupCodesDialog } from './backup-codes-dialog.component';
import { copyText, downloadText } from './browser-actions';
import { PasswordConfirmDialog } from './password-confirm-dialog.component';
import { TwoFactorPanel, type TwoFactorStatus } from './two-factor-panel.component';

type PasswordStep = 'authenticator' | 'email' | 'disable' | 'backupCodes';

/** Provider failures become the text the dialogs show. */
async function explained<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(authErrorText(error, errorMessages.generic));
  }
}

export interface TwoFactorSectionProps {
  security: AccountSecurityClient;
  copy?: (text: string) => Promise<void>;
  download?: (fileName: string, text: string) => void;
  /** Turning two-factor on or off replaced the session (the sessions list changes). */
  onSessionReplaced?: () => void;
}

/** Settings > Two-factor authentication, wired to the built-in provider (better-auth's twoFactor plugin). */
export function TwoFactorSection({ security, copy = copyText, download = downloadText, onSessionReplaced }: TwoFactorSectionProps) {
  const [status, setStatus] = useState<TwoFactorStatus>('loading');
  const [passwordStep, setPasswordStep] = useState<PasswordStep | null>(null);
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [pendingCodes, setPendingCodes] = useState<string[]>([]);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);

  const load = useCallback(() => {
    setStatus('loading');
    security.twoFactorEnabled().then(
      (enabled) => setStatus(enabled ? 'on' : 'off'),
      () => setStatus('error'),
    );
  }, [security]);
  useEffect(load, [load]);

  const confirmPassword = async (password: string) => {
    switch (passwordStep) {
      case 'authenticator': {
        const started = await explained(() => security.startAuthenticatorSetup(password));
        setPasswordStep(null);
        setPendingCodes(started.backupCodes);
        setSetup(started);
        return;
      }
      case 'email':
        await explained(() => security.enableEmailCodes(password));
        onSessionReplaced?.();
        setPasswordStep(null);
        setStatus('on');
        notify.success(texts.enabledMessage);
        return;
      case 'disable':
        await explained(() => security.disableTwoFactor(password));
        onSessionReplaced?.();
        setPasswordStep(null);
        setStatus('off');
        notify.success(texts.disabledMessage);
        return;
      case 'backupCodes': {
        const codes = await explained(() => security.regenerateBackupCodes(password));
        setPasswordStep(null);
        setShownCodes(codes);
        return;
      }
      default:
    }
  };

  const copyAndSay = async (text: string) => {
    await copy(text);
    notify.success(texts.copied);
  };

  return (
    <>
      <TwoFactorPanel
        status={status}
        onRetry={load}
        onUseAuthenticator={() => setPasswordStep('authenticator')}
        onUseEmailCodes={() => setPasswordStep('email')}
        onTurnOff={() => setPasswordStep('disable')}
        onNewBackupCodes={() => setPasswordStep('backupCodes')}
      />
      <PasswordConfirmDialog
        open={passwordStep !== null}
        title={passwordStep ? texts.passwordTitle[passwordStep] : ''}
        body={passwordStep ? texts.passwordBody[passwordStep] : ''}
        confirmLabel={passwordStep === 'disable' ? texts.turnOff : texts.continue}
        onClose={() => setPasswordStep(null)}
        onConfirm={confirmPassword}
      />
      <AuthenticatorSetupDialog
        setup={setup}
        onClose={() => setSetup(null)}
        onCopy={copyAndSay}
        onVerify={async (code) => {
          await explained(() => security.confirmAuthenticator(code));
          onSessionReplaced?.();
          setSetup(null);
          setStatus('on');
          setShownCodes(pendingCodes);
          notify.success(texts.enabledMessage);
        }}
      />
      <BackupCodesDialog codes={shownCodes} onClose={() => setShownCodes(null)} onCopy={copyAndSay} onDownload={download} />
    </>
  );
}

import { useEffect, useState } from 'react';
import { messagePollIntervalMs } from '../../domain/messages/messages-polling';

/**
 * The polling interval for conversations (docs/messages.md "Polling"): every 15 s while the tab is visible, none
 * while it is hidden; becoming visible again refetches at once (RTK Query refetches when polling resumes).
 */
export function useVisiblePolling(interval = messagePollIntervalMs): number {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible ? interval : 0;
}
